import { zodResolver } from '@hookform/resolvers/zod';
import {
  CHANGE_PASSWORD_MESSAGES,
  changePasswordInput,
  PASSWORD_MIN_LENGTH,
  type ChangePasswordInput,
} from '@partnerly/contracts';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { PasswordField } from '@/components/ui/password-field';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api-client';
import { useChangePassword } from '../api/change-password';

const EMPTY: ChangePasswordInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** 'Change Password' (spec 02 sections 5 and 8); unlike the original, the current password is checked. */
export function ChangePasswordDialog() {
  const [isOpen, setIsOpen] = useState(false);
  // Checked with the API's schema on submit only: the rules answer as toasts, not under the fields.
  const form = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordInput),
    defaultValues: EMPTY,
    reValidateMode: 'onSubmit',
  });
  const values = useWatch({ control: form.control });
  const changePassword = useChangePassword();
  const isComplete = Object.keys(EMPTY).every(
    (name) => (values[name as keyof ChangePasswordInput] ?? '').length > 0,
  );

  const reset = () => form.reset(EMPTY);

  // The mismatch is named first, as before (the schema checks it only once the lengths pass).
  const reject = (errors: FieldErrors<ChangePasswordInput>) => {
    const { newPassword, confirmPassword } = form.getValues();
    if (newPassword !== confirmPassword) {
      toast({
        variant: 'destructive',
        title: 'Password Mismatch',
        description: CHANGE_PASSWORD_MESSAGES.mismatch,
      });
    } else if (errors.newPassword) {
      toast({
        variant: 'destructive',
        title: newPassword.length < PASSWORD_MIN_LENGTH ? 'Password Too Short' : 'Error',
        description: errors.newPassword.message,
      });
    }
  };

  const submit = (input: ChangePasswordInput) =>
    changePassword.mutate(input, {
      onSuccess: () => {
        toast({
          variant: 'success',
          title: 'Password Updated',
          description: 'Your password has been successfully changed.',
        });
        reset();
        setIsOpen(false);
      },
      onError: (error) => {
        const fieldError = isApiError(error) ? error.fields.currentPassword?.[0] : undefined;
        if (fieldError) form.setError('currentPassword', { message: fieldError });
        toast({
          variant: 'destructive',
          title: 'Error',
          description: error.message || 'An unexpected error occurred.',
        });
      },
    });

  return (
    <Dialog
      open={isOpen}
      onOpenChange={(open) => {
        setIsOpen(open);
        if (!open) reset();
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline">
          <KeyRound aria-hidden /> Change Password
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Change Password</DialogTitle>
          <DialogDescription>
            Enter your current password, then the new one twice. Other browsers signed in to your account will
            be signed out.
          </DialogDescription>
        </DialogHeader>
        <form
          aria-label="Change password"
          className="grid gap-4"
          onSubmit={form.handleSubmit(submit, reject)}
          noValidate
        >
          <PasswordField
            label="Current password"
            autoComplete="current-password"
            error={form.formState.errors.currentPassword?.message}
            {...form.register('currentPassword')}
          />
          <PasswordField label="New password" autoComplete="new-password" {...form.register('newPassword')} />
          <PasswordField
            label="Confirm new password"
            autoComplete="new-password"
            {...form.register('confirmPassword')}
          />
          <DialogFooter>
            <Button type="submit" disabled={!isComplete || changePassword.isPending}>
              {changePassword.isPending ? <Spinner className="text-current" /> : null}
              Update Password
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
