import { useId, useRef, useState } from 'react';
import { useUnsavedChangesGuard } from '@/components/unsaved-changes-guard';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api-client';
import { useT } from '@/lib/i18n/i18n-provider';
import { useBrandProfileList } from '@/api/brand-profiles/brand-profile-list';
import { useCreateTeamMember } from '../api/team-mutations';
import { splitTitledMessage } from '@/lib/titled-message';
import { TeamLimitNotice } from './team-limit-notice';
import { TeamLoadState } from './team-load-state';
import { TeamMemberForm, type TeamMemberValues } from './team-member-form';

interface CreateTeamMemberDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Create New Brand Profile' (the spec's 'Create New Additional Member', decision 0041): another brand profile, within the plan's team limit. */
export function CreateTeamMemberDialog({ open, onOpenChange }: CreateTeamMemberDialogProps) {
  const t = useT();
  // Kept in a ref, told by the form as each change happens: no render in between.
  const isDirty = useRef(false);
  const close = () => {
    isDirty.current = false;
    onOpenChange(false);
  };
  // Escape, × and the browser's Back ask before throwing away unsaved changes (issue 13).
  const unsaved = useUnsavedChangesGuard({ isOpen: open, isDirty: () => isDirty.current, onClose: close });
  const onDirtyChange = (value: boolean) => {
    isDirty.current = value;
  };
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : unsaved.requestClose())}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{t('brandTeam.createTitle')}</DialogTitle>
          <DialogDescription>{t('brandTeam.createDescription')}</DialogDescription>
        </DialogHeader>
        {/* Mounted while open: every opening starts with an empty form. */}
        <CreateTeamMemberBody onDone={close} onDirtyChange={onDirtyChange} />
        {unsaved.element}
      </DialogContent>
    </Dialog>
  );
}

interface CreateTeamMemberBodyProps {
  onDone: () => void;
  onDirtyChange: (isDirty: boolean) => void;
}

function CreateTeamMemberBody({ onDone, onDirtyChange }: CreateTeamMemberBodyProps) {
  const t = useT();
  const list = useBrandProfileList();
  const create = useCreateTeamMember();
  const [makeAccountManager, setMakeAccountManager] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>();
  const checkboxId = useId();

  if (!list.data) return <TeamLoadState isError={list.isError} onRetry={() => void list.refetch()} />;
  const { teamMemberCount, teamMemberLimit, canAddTeamMember, profiles } = list.data;
  if (!canAddTeamMember) return <TeamLimitNotice of="profiles" limit={teamMemberLimit} onNavigate={onDone} />;

  const submit = (values: TeamMemberValues) => {
    setServerErrors(undefined);
    create.mutate(
      { values, makeAccountManager },
      {
        onSuccess: ({ created, accountManagerFailed }) => {
          // The member exists even when the account manager step failed: say both (one toast shows at a time).
          toast(
            accountManagerFailed
              ? {
                  variant: 'destructive',
                  title: t('brandTeam.added'),
                  description: t('brandTeam.addedNotManager', { name: created.profileName }),
                }
              : {
                  variant: 'success',
                  title: t('brandTeam.added'),
                  description: t('brandTeam.addedDescription', { name: created.profileName }),
                },
          );
          onDone();
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 400) setServerErrors(error.fields);
          const isLimit = isApiError(error) && error.status === 403;
          toast({
            variant: 'destructive',
            ...(isLimit
              ? splitTitledMessage(error.message, t('brandTeam.error'))
              : { title: t('brandTeam.error'), description: t('brandTeam.addFailed') }),
          });
        },
      },
    );
  };

  return (
    <div className="grid gap-4">
      {profiles.length > 0 ? (
        <p className="text-sm text-muted-foreground">
          {t('brandTeam.usageSentence', { count: teamMemberCount, limit: teamMemberLimit })}
        </p>
      ) : (
        <p className="text-sm text-muted-foreground">{t('brandTeam.firstProfileNote')}</p>
      )}
      <TeamMemberForm
        label={t('brandTeam.createFormLabel')}
        submitLabel={t('brandTeam.addBrandProfile')}
        isPending={create.isPending}
        serverErrors={serverErrors}
        onSubmit={submit}
        onCancel={onDone}
        onDirtyChange={onDirtyChange}
        extra={
          profiles.length > 0 ? (
            <div className="flex items-start gap-3">
              <input
                id={checkboxId}
                type="checkbox"
                className="mt-0.5 size-4 accent-primary"
                checked={makeAccountManager}
                onChange={(event) => setMakeAccountManager(event.target.checked)}
              />
              <label htmlFor={checkboxId} className="text-sm">
                {t('brandTeam.makeManagerLabel')}
                <span className="block text-muted-foreground">{t('brandTeam.makeManagerHint')}</span>
              </label>
            </div>
          ) : null
        }
      />
    </div>
  );
}
