import type { BrandProfile } from '@partnerly/contracts';
import { Crown, Pencil, Plus, ShieldCheck, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { useBrandProfileList } from '@/api/brand-profiles/brand-profile-list';
import { useT } from '@/lib/i18n/i18n-provider';
import { useMakeAccountManager } from '../api/team-mutations';
import { CreateTeamMemberDialog } from './create-team-member-dialog';
import { DeleteProfileDialog } from './delete-profile-dialog';
import { EditBrandProfileDialog } from './edit-brand-profile-dialog';
import { profileInitials } from './profile-initials';
import { TeamLimitNotice } from './team-limit-notice';
import { TeamLoadState } from './team-load-state';

interface ManageTeamDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

type Action = { kind: 'create' } | { kind: 'edit' | 'delete'; profileId: string } | null;

/** 'Manage Brand Profiles' (the spec's 'Manage Team Members', decision 0041): the brand's profiles, main first, with edit, remove and make account manager. */
export function ManageTeamDialog({ open, onOpenChange }: ManageTeamDialogProps) {
  const t = useT();
  const [action, setAction] = useState<Action>(null);
  const closeAction = (isOpen: boolean) => {
    if (!isOpen) setAction(null);
  };
  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent className="max-w-2xl">
          <DialogHeader>
            <DialogTitle>{t('brandTeam.manageTitle')}</DialogTitle>
            <DialogDescription>{t('brandTeam.manageDescription')}</DialogDescription>
          </DialogHeader>
          <TeamList onAction={setAction} onNavigate={() => onOpenChange(false)} />
        </DialogContent>
      </Dialog>
      <CreateTeamMemberDialog open={action?.kind === 'create'} onOpenChange={closeAction} />
      <EditBrandProfileDialog
        open={action?.kind === 'edit'}
        onOpenChange={closeAction}
        profileId={action?.kind === 'edit' ? action.profileId : null}
      />
      <DeleteProfileDialog
        open={action?.kind === 'delete'}
        onOpenChange={closeAction}
        profileId={action?.kind === 'delete' ? action.profileId : null}
      />
    </>
  );
}

function TeamList({ onAction, onNavigate }: { onAction: (action: Action) => void; onNavigate: () => void }) {
  const t = useT();
  const list = useBrandProfileList();
  if (!list.data) return <TeamLoadState isError={list.isError} onRetry={() => void list.refetch()} />;
  const { profiles, teamMemberCount, teamMemberLimit, canAddTeamMember } = list.data;

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {t('brandTeam.usage', { count: teamMemberCount, limit: teamMemberLimit })}
        </p>
        <Button size="sm" disabled={!canAddTeamMember} onClick={() => onAction({ kind: 'create' })}>
          <Plus aria-hidden />
          {profiles.length === 0 ? t('brandTeam.createProfile') : t('brandTeam.addBrandProfile')}
        </Button>
      </div>
      {profiles.length > 0 && !canAddTeamMember ? (
        <TeamLimitNotice of="profiles" limit={teamMemberLimit} onNavigate={onNavigate} />
      ) : null}
      {profiles.length === 0 ? (
        <p className="rounded-lg border p-6 text-center text-sm text-muted-foreground">
          {t('brandTeam.noProfile')}
        </p>
      ) : (
        <ul aria-label={t('brandTeam.profiles')} className="grid gap-3">
          {profiles.map((profile) => (
            <TeamMemberRow key={profile.id} profile={profile} onAction={onAction} />
          ))}
        </ul>
      )}
    </div>
  );
}

function TeamMemberRow({ profile, onAction }: { profile: BrandProfile; onAction: (action: Action) => void }) {
  const t = useT();
  const makeManager = useMakeAccountManager();
  const promote = () =>
    makeManager.mutate(profile.id, {
      onSuccess: () =>
        toast({
          variant: 'success',
          title: t('brandTeam.accountManagerUpdated'),
          description: t('brandTeam.accountManagerUpdatedDescription', { name: profile.profileName }),
        }),
      onError: () =>
        toast({
          variant: 'destructive',
          title: t('brandTeam.error'),
          description: t('brandTeam.accountManagerFailed'),
        }),
    });

  return (
    <li
      aria-label={profile.profileName}
      className="flex flex-col gap-3 rounded-lg border p-3 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex min-w-0 items-center gap-3">
        {profile.profileImageUrl ? (
          <img src={profile.profileImageUrl} alt="" className="size-10 shrink-0 rounded-full object-cover" />
        ) : (
          <span
            aria-hidden
            className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
          >
            {profileInitials(profile.profileName)}
          </span>
        )}
        <div className="min-w-0">
          <p className="truncate font-medium">{profile.profileName}</p>
          {profile.companyName ? (
            <p className="truncate text-sm text-muted-foreground">{profile.companyName}</p>
          ) : null}
          <div className="mt-1 flex flex-wrap gap-1.5">
            {profile.isMainProfile ? (
              <Badge variant="secondary">
                <Crown className="me-1 size-3" aria-hidden /> {t('brandTeam.mainProfile')}
              </Badge>
            ) : null}
            {profile.isDefault ? (
              <Badge variant="outline">
                <ShieldCheck className="me-1 size-3" aria-hidden /> {t('brandTeam.accountManager')}
              </Badge>
            ) : null}
          </div>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={() => onAction({ kind: 'edit', profileId: profile.id })}>
          <Pencil aria-hidden /> {t('common.edit')}
        </Button>
        {profile.isDefault ? null : (
          <Button size="sm" variant="outline" disabled={makeManager.isPending} onClick={promote}>
            {makeManager.isPending ? <Spinner className="text-current" /> : <ShieldCheck aria-hidden />}
            {t('brandTeam.makeAccountManager')}
          </Button>
        )}
        {/* Hidden for the main profile and the default one, the account manager (spec 02 section 5). */}
        {profile.isMainProfile || profile.isDefault ? null : (
          <Button
            size="sm"
            variant="outline"
            className="text-destructive hover:text-destructive"
            onClick={() => onAction({ kind: 'delete', profileId: profile.id })}
          >
            <Trash2 aria-hidden /> {t('common.remove')}
          </Button>
        )}
      </div>
    </li>
  );
}
