import {
  WORKSPACE_ROLES,
  type Workspace,
  type WorkspaceMember,
  type WorkspaceRole,
} from '@partnerly/contracts';
import { LogOut, Trash2, UserCog } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/use-toast';
import { useT } from '@/lib/i18n/i18n-provider';
import { useRemoveMember, useUpdateMember } from '../api/workspace-mutations';
import { AssignProfilesDialog } from './assign-profiles-dialog';
import { toastError } from './error-toast';
import { ROLE_KEYS, profileNames } from './workspace-format';

type Profiles = readonly { id: string; profileName: string }[];

interface PeopleListProps {
  workspace: Workspace;
  profiles: Profiles;
  onLeave(): void;
}

/** The workspace's people; owners change roles, assign profiles and remove people. */
export function PeopleList({ workspace, profiles, onLeave }: PeopleListProps) {
  const t = useT();
  const isOwner = workspace.role === 'owner';
  return (
    <ul aria-label={t('workspace.people')} className="grid grid-cols-1 gap-3">
      {workspace.members.map((member) => (
        <PersonRow
          key={member.userId}
          member={member}
          profiles={profiles}
          isOwner={isOwner}
          onLeave={onLeave}
        />
      ))}
    </ul>
  );
}

interface PersonRowProps {
  member: WorkspaceMember;
  profiles: Profiles;
  isOwner: boolean;
  onLeave(): void;
}

function PersonRow({ member, profiles, isOwner, onLeave }: PersonRowProps) {
  const t = useT();
  const update = useUpdateMember();
  const remove = useRemoveMember();
  const [isRemoveOpen, setIsRemoveOpen] = useState(false);
  const [isAssignOpen, setIsAssignOpen] = useState(false);
  const mayChange = isOwner && !member.isYou;

  const changeRole = (role: WorkspaceRole) =>
    update.mutate(
      { userId: member.userId, role },
      {
        onSuccess: () =>
          toast({
            variant: 'success',
            title: t('workspace.roleChanged'),
            description: t('workspace.roleChangedDescription', { name: member.name, role }),
          }),
        onError: (error) => toastError(error, t('workspace.roleNotChanged'), t('workspace.pleaseTryAgain')),
      },
    );

  const confirmRemove = () =>
    remove.mutate(member.userId, {
      onSuccess: () => {
        setIsRemoveOpen(false);
        toast({
          variant: 'success',
          title: t('workspace.removed'),
          description: t('workspace.removedDescription', { name: member.name }),
        });
      },
      onError: (error) => toastError(error, t('workspace.notRemoved'), t('workspace.pleaseTryAgain')),
    });

  const assigned = profileNames(t, member.brandProfileIds, profiles);

  return (
    <li
      aria-label={member.name}
      className="flex flex-col gap-3 rounded-lg border p-3 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <span className="min-w-0 break-words">{member.name}</span>
          {member.isYou ? (
            <span className="text-sm font-normal text-muted-foreground">{t('workspace.you')}</span>
          ) : null}
          <Badge variant={member.role === 'owner' ? 'default' : 'secondary'}>
            {t(ROLE_KEYS[member.role])}
          </Badge>
        </p>
        <p className="text-sm break-words text-muted-foreground" dir="ltr">
          {member.email}
        </p>
        {member.role === 'member' ? (
          <p className="mt-1 text-sm text-muted-foreground">
            {assigned.length > 0
              ? t('workspace.worksOn', { profiles: assigned.join(t('workspace.listSeparator')) })
              : t('workspace.noProfilesAssigned')}
          </p>
        ) : null}
      </div>
      {mayChange || member.isYou ? (
        <div className="flex flex-wrap items-center gap-2">
          {mayChange ? (
            <>
              <label className="sr-only" htmlFor={`role-${member.userId}`}>
                {t('workspace.roleOf', { name: member.name })}
              </label>
              <select
                id={`role-${member.userId}`}
                value={member.role}
                disabled={update.isPending}
                onChange={(event) => changeRole(event.target.value as WorkspaceRole)}
                className="h-9 rounded-md border border-input bg-background px-2 text-sm focus-visible:outline-2 focus-visible:outline-ring"
              >
                {WORKSPACE_ROLES.map((role) => (
                  <option key={role} value={role}>
                    {t(ROLE_KEYS[role])}
                  </option>
                ))}
              </select>
              {member.role === 'member' ? (
                <Button size="sm" variant="outline" onClick={() => setIsAssignOpen(true)}>
                  <UserCog aria-hidden /> {t('workspace.brandProfiles')}
                </Button>
              ) : null}
              <Button
                size="sm"
                variant="outline"
                className="text-destructive hover:text-destructive"
                onClick={() => setIsRemoveOpen(true)}
              >
                <Trash2 aria-hidden /> {t('common.remove')}
              </Button>
            </>
          ) : null}
          {member.isYou ? (
            <Button size="sm" variant="outline" onClick={onLeave}>
              <LogOut aria-hidden className="rtl:-scale-x-100" /> {t('workspace.leaveWorkspace')}
            </Button>
          ) : null}
        </div>
      ) : null}
      <ConfirmDialog
        open={isRemoveOpen}
        onOpenChange={setIsRemoveOpen}
        title={t('workspace.removeTitle', { name: member.name })}
        description={t('workspace.removeDescription', { name: member.name })}
        confirmLabel={t('common.remove')}
        onConfirm={confirmRemove}
        isPending={remove.isPending}
      />
      {isAssignOpen ? (
        <AssignProfilesDialog member={member} profiles={profiles} onOpenChange={setIsAssignOpen} />
      ) : null}
    </li>
  );
}
