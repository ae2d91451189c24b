import { zodResolver } from '@hookform/resolvers/zod';
import {
  SUSPENSION_REASON_MAX,
  adminUserSuspendInput,
  type AdminUser,
  type AdminUserSuspendInput,
} from '@partnerly/contracts';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { TextareaField } from '@/components/ui/textarea-field';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api-client';
import { displayNameOf } from '@/lib/format';
import { useT } from '@/lib/i18n/i18n-provider';
import { useSuspendAdminUser } from '../api/admin-user-mutations';
import { usersMessage } from './user-labels';

interface SuspendUserDialogProps {
  user: AdminUser | null;
  onClose: () => void;
}

/** Suspend with a required reason: the user is signed out everywhere and e-mailed the reason. */
export function SuspendUserDialog({ user, onClose }: SuspendUserDialogProps) {
  const t = useT();
  return (
    <Dialog open={user !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{t('adminUsers.suspendTitle')}</DialogTitle>
          <DialogDescription>
            {user ? t('adminUsers.suspendDescription', { name: displayNameOf(user, user.email) }) : null}
          </DialogDescription>
        </DialogHeader>
        {user ? <SuspendForm key={user.id} user={user} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function SuspendForm({ user, onDone }: { user: AdminUser; onDone: () => void }) {
  const t = useT();
  const suspend = useSuspendAdminUser();
  const form = useForm<AdminUserSuspendInput>({
    resolver: zodResolver(adminUserSuspendInput),
    defaultValues: { reason: '' },
  });
  const submit = ({ reason }: AdminUserSuspendInput) =>
    suspend.mutate(
      { userId: user.id, reason },
      {
        onSuccess: (saved) => {
          toast({
            variant: 'success',
            title: t('adminUsers.suspended'),
            description: t('adminUsers.suspendedDescription', { name: displayNameOf(saved, saved.email) }),
          });
          onDone();
        },
        onError: (error) => {
          const reasonError = isApiError(error) ? error.fields.reason?.[0] : undefined;
          if (reasonError) form.setError('reason', { message: reasonError });
          toast({
            variant: 'destructive',
            title: t('adminUsers.suspendFailed'),
            description: isApiError(error) ? usersMessage(t, error.message) : undefined,
          });
        },
      },
    );

  return (
    <form
      aria-label={t('adminUsers.suspendForm')}
      noValidate
      className="grid gap-4"
      onSubmit={form.handleSubmit(submit)}
    >
      <TextareaField
        label={t('adminUsers.reason')}
        required
        rows={4}
        maxLength={SUSPENSION_REASON_MAX}
        placeholder={t('adminUsers.reasonPlaceholder')}
        error={usersMessage(t, form.formState.errors.reason?.message)}
        {...form.register('reason')}
      />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={suspend.isPending}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" variant="destructive" disabled={suspend.isPending}>
          {suspend.isPending ? <Spinner className="text-current" /> : null}
          {t('adminUsers.suspendTitle')}
        </Button>
      </DialogFooter>
    </form>
  );
}
