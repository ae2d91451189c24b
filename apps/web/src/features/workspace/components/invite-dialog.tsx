import { zodResolver } from '@hookform/resolvers/zod';
import {
  inviteToWorkspaceInput,
  type InviteToWorkspaceInput,
  type WorkspaceRole,
} from '@partnerly/contracts';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
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
import { useT } from '@/lib/i18n/i18n-provider';
import { useInvite } from '../api/workspace-mutations';
import { toastError } from './error-toast';
import type { MessageKey } from '@partnerly/contracts/i18n';
import { ProfileCheckboxes } from './profile-checkboxes';
import { ROLE_KEYS } from './workspace-format';

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
  const t = useT();
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
            title: t('workspace.invitationSent'),
            description: t('workspace.invitationSentDescription', { email: invitation.email }),
          });
          form.reset();
          onOpenChange(false);
        },
        onError: (error) =>
          toastError(error, t('workspace.invitationNotSent'), t('workspace.pleaseTryAgain')),
      },
    );

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('workspace.inviteColleague')}</DialogTitle>
          <DialogDescription>{t('workspace.inviteDescription')}</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          aria-label={t('workspace.inviteColleague')}
          className="grid gap-4"
          onSubmit={form.handleSubmit(onSubmit)}
        >
          <TextField
            label={t('workspace.email')}
            type="email"
            dir="ltr"
            autoComplete="off"
            placeholder={EMAIL_PLACEHOLDER}
            error={errors.email?.message}
            {...form.register('email')}
          />
          <SelectField
            label={t('workspace.role')}
            placeholder={t('workspace.selectRole')}
            options={roles.map((id) => ({ id, label: t(ROLE_KEYS[id]) }))}
            error={errors.role?.message}
            {...form.register('role')}
          />
          <p className="-mt-2 text-xs text-muted-foreground">
            {ROLE_HINTS[chosenRole] ? t(ROLE_HINTS[chosenRole]) : ''}
          </p>
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
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={invite.isPending}>
              {invite.isPending ? <Spinner className="text-current" /> : null}
              {t('workspace.sendInvitation')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

const ROLE_HINTS: Partial<Record<string, MessageKey>> = {
  owner: 'workspace.roleHint.owner',
  manager: 'workspace.roleHint.manager',
  member: 'workspace.roleHint.member',
};

/** Not a word of any language: the same in every catalog. */
const EMAIL_PLACEHOLDER = 'colleague@company.com';
