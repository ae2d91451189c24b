import { PASSWORD_MIN_LENGTH } from '@partnerly/contracts';
import { KeyRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
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

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** 'Change Password' (spec 02 sections 5 and 8); unlike the original, the current password is checked. */
export function ChangePasswordDialog() {
  const [isOpen, setIsOpen] = useState(false);
  const [values, setValues] = useState(EMPTY);
  const [currentPasswordError, setCurrentPasswordError] = useState<string>();
  const changePassword = useChangePassword();
  const isComplete = Object.values(values).every((value) => value.length > 0);

  const reset = () => {
    setValues(EMPTY);
    setCurrentPasswordError(undefined);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (values.newPassword !== values.confirmPassword) {
      toast({
        variant: 'destructive',
        title: 'Password Mismatch',
        description: "New password and confirmation don't match.",
      });
      return;
    }
    if (values.newPassword.length < PASSWORD_MIN_LENGTH) {
      toast({
        variant: 'destructive',
        title: 'Password Too Short',
        description: 'Password must be at least 6 characters long.',
      });
      return;
    }
    setCurrentPasswordError(undefined);
    changePassword.mutate(values, {
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
        setCurrentPasswordError(fieldError);
        toast({
          variant: 'destructive',
          title: 'Error',
          description: error.message || 'An unexpected error occurred.',
        });
      },
    });
  };

  const field = (name: keyof typeof EMPTY) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
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
        <form aria-label="Change password" className="grid gap-4" onSubmit={submit} noValidate>
          <PasswordField
            label="Current password"
            autoComplete="current-password"
            error={currentPasswordError}
            {...field('currentPassword')}
          />
          <PasswordField label="New password" autoComplete="new-password" {...field('newPassword')} />
          <PasswordField
            label="Confirm new password"
            autoComplete="new-password"
            {...field('confirmPassword')}
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
