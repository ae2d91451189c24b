import {
  WORKSPACE_ROLES,
  type Workspace,
  type WorkspaceMember,
  type WorkspaceRole,
} from '@partnerly/contracts';
import { LogOut, Trash2, UserCog } from 'lucide-react';
import { useState } from 'react';
import { ROLE_LABELS } from '@/api/workspace/workspace-access';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/use-toast';
import { useRemoveMember, useUpdateMember } from '../api/workspace-mutations';
import { AssignProfilesDialog } from './assign-profiles-dialog';
import { toastError } from './error-toast';
import { profileNames } from './workspace-format';

type Profiles = readonly { id: string; profileName: string }[];

interface PeopleListProps {
  workspace: Workspace;
  profiles: Profiles;
  onLeave(): void;
}

/** The workspace's people; owners change roles, assign profiles and remove people. */
export function PeopleList({ workspace, profiles, onLeave }: PeopleListProps) {
  const isOwner = workspace.role === 'owner';
  return (
    <ul aria-label="People" className="grid grid-cols-1 gap-3">
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
            title: 'Role changed',
            description: `${member.name} is now ${ROLE_LABELS[role].toLowerCase()}.`,
          }),
        onError: (error) => toastError(error, 'Role not changed'),
      },
    );

  const confirmRemove = () =>
    remove.mutate(member.userId, {
      onSuccess: () => {
        setIsRemoveOpen(false);
        toast({ variant: 'success', title: 'Removed', description: `${member.name} left your workspace.` });
      },
      onError: (error) => toastError(error, 'Not removed'),
    });

  const assigned = profileNames(member.brandProfileIds, profiles);

  return (
    <li
      aria-label={member.name}
      className="flex flex-col gap-3 rounded-lg border p-3 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <span className="min-w-0 break-words">{member.name}</span>
          {member.isYou ? <span className="text-sm font-normal text-muted-foreground">(you)</span> : null}
          <Badge variant={member.role === 'owner' ? 'default' : 'secondary'}>
            {ROLE_LABELS[member.role]}
          </Badge>
        </p>
        <p className="text-sm break-words text-muted-foreground">{member.email}</p>
        {member.role === 'member' ? (
          <p className="mt-1 text-sm text-muted-foreground">
            {assigned.length > 0 ? `Works on ${assigned.join(', ')}` : 'No brand profiles assigned yet'}
          </p>
        ) : null}
      </div>
      {mayChange || member.isYou ? (
        <div className="flex flex-wrap items-center gap-2">
          {mayChange ? (
            <>
              <label className="sr-only" htmlFor={`role-${member.userId}`}>
                Role of {member.name}
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
                    {ROLE_LABELS[role]}
                  </option>
                ))}
              </select>
              {member.role === 'member' ? (
                <Button size="sm" variant="outline" onClick={() => setIsAssignOpen(true)}>
                  <UserCog aria-hidden /> Brand profiles
                </Button>
              ) : null}
              <Button
                size="sm"
                variant="outline"
                className="text-destructive hover:text-destructive"
                onClick={() => setIsRemoveOpen(true)}
              >
                <Trash2 aria-hidden /> Remove
              </Button>
            </>
          ) : null}
          {member.isYou ? (
            <Button size="sm" variant="outline" onClick={onLeave}>
              <LogOut aria-hidden /> Leave workspace
            </Button>
          ) : null}
        </div>
      ) : null}
      <ConfirmDialog
        open={isRemoveOpen}
        onOpenChange={setIsRemoveOpen}
        title={`Remove ${member.name}?`}
        description={`${member.name} loses access to this workspace at once. Their past work stays.`}
        confirmLabel="Remove"
        onConfirm={confirmRemove}
        isPending={remove.isPending}
      />
      {isAssignOpen ? (
        <AssignProfilesDialog member={member} profiles={profiles} onOpenChange={setIsAssignOpen} />
      ) : null}
    </li>
  );
}
