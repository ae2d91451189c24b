import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { NewPasswordFields } from '@/components/ui/new-password-fields';
import { newPasswordFormSchema, type NewPasswordFormValues } from '../api/auth-schemas';
import { useKnownText, useT } from '@/lib/i18n/i18n-provider';
import { useResetPassword } from '../api/reset-password';

interface NewPasswordFormProps {
  token: string;
  onDone: () => void;
}

/** The password-recovery return (/auth?type=recovery&token=...): choose a new password. */
export function NewPasswordForm({ token, onDone }: NewPasswordFormProps) {
  const t = useT();
  const known = useKnownText();
  const resetPassword = useResetPassword();
  const form = useForm<NewPasswordFormValues>({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const [newPassword, confirmPassword] = useWatch({
    control: form.control,
    name: ['newPassword', 'confirmPassword'],
  });

  return (
    <form
      noValidate
      aria-label={t('auth.newPasswordForm')}
      className="grid gap-4"
      onSubmit={form.handleSubmit(({ newPassword: password }) =>
        resetPassword.mutate({ token, newPassword: password }, { onSuccess: onDone }),
      )}
    >
      <NewPasswordFields
        password={{
          label: t('auth.newPassword'),
          hint: t('auth.newPasswordHint'),
          error: known(errors.newPassword?.message),
          ...form.register('newPassword'),
        }}
        confirmation={{
          label: t('auth.confirmNewPassword'),
          error: known(errors.confirmPassword?.message),
          ...form.register('confirmPassword'),
        }}
        typed={{ password: newPassword, confirmation: confirmPassword }}
      />
      <Button type="submit" className="w-full" disabled={resetPassword.isPending}>
        {resetPassword.isPending ? <Spinner className="text-current" /> : null}
        {t('auth.updatePassword')}
      </Button>
    </form>
  );
}
