import { zodResolver } from '@hookform/resolvers/zod';
import {
  ADMIN_USERS_MESSAGES,
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
import { useSuspendAdminUser } from '../api/admin-user-mutations';

interface SuspendUserDialogProps {
  user: AdminUser | null;
  onClose: () => void;
}

/** Suspend with a required reason: the user is signed out everywhere and e-mailed the reason. */
export function SuspendUserDialog({ user, onClose }: SuspendUserDialogProps) {
  return (
    <Dialog open={user !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Suspend User</DialogTitle>
          <DialogDescription>
            {user
              ? `${displayNameOf(user, user.email)} will be signed out everywhere and cannot sign in until reinstated. They are e-mailed the reason below.`
              : null}
          </DialogDescription>
        </DialogHeader>
        {user ? <SuspendForm key={user.id} user={user} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function SuspendForm({ user, onDone }: { user: AdminUser; onDone: () => void }) {
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
            title: ADMIN_USERS_MESSAGES.suspended,
            description: `${displayNameOf(saved, saved.email)} can no longer sign in.`,
          });
          onDone();
        },
        onError: (error) => {
          const reasonError = isApiError(error) ? error.fields.reason?.[0] : undefined;
          if (reasonError) form.setError('reason', { message: reasonError });
          toast({
            variant: 'destructive',
            title: ADMIN_USERS_MESSAGES.suspendFailed,
            description: isApiError(error) ? error.message : undefined,
          });
        },
      },
    );

  return (
    <form aria-label="Suspend user" noValidate className="grid gap-4" onSubmit={form.handleSubmit(submit)}>
      <TextareaField
        label="Reason"
        required
        rows={4}
        maxLength={SUSPENSION_REASON_MAX}
        placeholder="What the user did, in words they will read"
        error={form.formState.errors.reason?.message}
        {...form.register('reason')}
      />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={suspend.isPending}>
          Cancel
        </Button>
        <Button type="submit" variant="destructive" disabled={suspend.isPending}>
          {suspend.isPending ? <Spinner className="text-current" /> : null}
          Suspend User
        </Button>
      </DialogFooter>
    </form>
  );
}
