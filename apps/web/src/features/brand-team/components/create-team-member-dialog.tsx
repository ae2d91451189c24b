import { useId, useState } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api-client';
import { useBrandProfileList } from '@/api/brand-profiles/brand-profile-list';
import { useCreateTeamMember } from '../api/team-mutations';
import { splitTitledMessage } from '../api/titled-message';
import { TeamLimitNotice } from './team-limit-notice';
import { TeamLoadState } from './team-load-state';
import { TeamMemberForm, type TeamMemberValues } from './team-member-form';

interface CreateTeamMemberDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Create New Additional Member': a team member is another brand profile, within the plan's team limit. */
export function CreateTeamMemberDialog({ open, onOpenChange }: CreateTeamMemberDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Create New Additional Member</DialogTitle>
          <DialogDescription>
            A team member gets a brand profile of its own under your account.
          </DialogDescription>
        </DialogHeader>
        {/* Mounted while open: every opening starts with an empty form. */}
        <CreateTeamMemberBody onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function CreateTeamMemberBody({ onDone }: { onDone: () => void }) {
  const list = useBrandProfileList();
  const create = useCreateTeamMember();
  const [makeAccountManager, setMakeAccountManager] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>();
  const checkboxId = useId();

  if (!list.data) return <TeamLoadState isError={list.isError} onRetry={() => void list.refetch()} />;
  const { teamMemberCount, teamMemberLimit, canAddTeamMember, profiles } = list.data;
  if (!canAddTeamMember) return <TeamLimitNotice limit={teamMemberLimit} onNavigate={onDone} />;

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
                  title: 'Team member added successfully',
                  description: `Failed to update account manager: ${created.profileName} was added, but is not the account manager. Use Make Account Manager to try again.`,
                }
              : {
                  variant: 'success',
                  title: 'Team member added successfully',
                  description: `${created.profileName} now has a brand profile of its own.`,
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
              ? splitTitledMessage(error.message, 'Error')
              : { title: 'Error', description: 'Failed to add team member' }),
          });
        },
      },
    );
  };

  return (
    <div className="grid gap-4">
      {profiles.length > 0 ? (
        <p className="text-sm text-muted-foreground">
          Team members: {teamMemberCount} of {teamMemberLimit} on your plan.
        </p>
      ) : (
        <p className="text-sm text-muted-foreground">
          This is your first profile: it becomes your main profile, which manages the subscription.
        </p>
      )}
      <TeamMemberForm
        label="Create team member"
        submitLabel="Add Team Member"
        isPending={create.isPending}
        serverErrors={serverErrors}
        onSubmit={submit}
        onCancel={onDone}
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
                Make this member the account manager
                <span className="block text-muted-foreground">
                  The account manager is the profile Partnerly opens by default.
                </span>
              </label>
            </div>
          ) : null
        }
      />
    </div>
  );
}
