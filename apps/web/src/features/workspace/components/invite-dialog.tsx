import { zodResolver } from '@hookform/resolvers/zod';
import {
  inviteToWorkspaceInput,
  type InviteToWorkspaceInput,
  type WorkspaceRole,
} from '@partnerly/contracts';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { ROLE_LABELS } from '@/api/workspace/workspace-access';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/use-toast';
import { useInvite } from '../api/workspace-mutations';
import { toastError } from './error-toast';
import { ProfileCheckboxes } from './profile-checkboxes';

type InviteValues = z.output<typeof inviteToWorkspaceInput>;

interface InviteDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The inviter's role: only owners may invite owners. */
  role: WorkspaceRole;
  profiles: readonly { id: string; profileName: string }[];
}

/** 'Invite colleague': an e-mail, a role and, for a member, the brand profiles they work on. */
export function InviteDialog({ open, onOpenChange, role, profiles }: InviteDialogProps) {
  const invite = useInvite();
  const form = useForm<InviteToWorkspaceInput, unknown, InviteValues>({
    resolver: zodResolver(inviteToWorkspaceInput),
    defaultValues: { email: '', role: 'member', brandProfileIds: [] },
  });
  const { errors } = form.formState;
  const chosenRole = useWatch({ control: form.control, name: 'role' });
  const roles = (
    role === 'owner' ? ['owner', 'manager', 'member'] : ['manager', 'member']
  ) as WorkspaceRole[];

  const close = (isOpen: boolean) => {
    if (invite.isPending) return;
    if (!isOpen) form.reset();
    onOpenChange(isOpen);
  };

  const onSubmit = (values: InviteValues) =>
    invite.mutate(
      { ...values, brandProfileIds: values.role === 'member' ? values.brandProfileIds : [] },
      {
        onSuccess: (invitation) => {
          toast({
            variant: 'success',
            title: 'Invitation sent',
            description: `We e-mailed an invitation link to ${invitation.email}.`,
          });
          form.reset();
          onOpenChange(false);
        },
        onError: (error) => toastError(error, 'Invitation not sent'),
      },
    );

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Invite colleague</DialogTitle>
          <DialogDescription>
            They get an e-mail with a link that works for 7 days, then sign up or sign in to join.
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          aria-label="Invite colleague"
          className="grid gap-4"
          onSubmit={form.handleSubmit(onSubmit)}
        >
          <TextField
            label="Email"
            type="email"
            autoComplete="off"
            placeholder="colleague@company.com"
            error={errors.email?.message}
            {...form.register('email')}
          />
          <SelectField
            label="Role"
            placeholder="Select a role"
            options={roles.map((id) => ({ id, label: ROLE_LABELS[id] }))}
            error={errors.role?.message}
            {...form.register('role')}
          />
          <p className="-mt-2 text-xs text-muted-foreground">{ROLE_HINTS[chosenRole] ?? ''}</p>
          {chosenRole === 'member' ? (
            <Controller
              control={form.control}
              name="brandProfileIds"
              render={({ field }) => (
                <ProfileCheckboxes
                  profiles={profiles}
                  value={field.value ?? []}
                  onChange={field.onChange}
                  error={errors.brandProfileIds?.message}
                />
              )}
            />
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => close(false)} disabled={invite.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={invite.isPending}>
              {invite.isPending ? <Spinner className="text-current" /> : null}
              Send invitation
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

const ROLE_HINTS: Partial<Record<string, string>> = {
  owner: 'Owners manage billing and the team, and do everything a manager does.',
  manager: 'Managers run campaigns, applications and brand profiles.',
  member: 'Members change the campaigns and applications of the brand profiles assigned to them.',
};
