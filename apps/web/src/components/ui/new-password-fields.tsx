import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n/i18n-provider';
import { cn } from '@/lib/utils';
import { TextField, type TextFieldProps } from './text-field';

/**
 * The confirmation's message: the mismatch shows while typing, not only on submit (spec 01
 * section 5); otherwise the form's own error for the field, if any.
 */
export function confirmationError(
  password: string | undefined,
  confirmation: string | undefined,
  formError: string | undefined,
  mismatchMessage: string,
): string | undefined {
  return confirmation && confirmation !== password ? mismatchMessage : formError;
}

type PasswordInputProps = Omit<TextFieldProps, 'type' | 'label'> & { label?: string };

interface NewPasswordFieldsProps {
  /** The new password's input (e.g. react-hook-form's register) with its error; label 'Password'. */
  password: PasswordInputProps;
  /** The confirmation ('Confirm password'); left out where the form asks only once. */
  confirmation?: PasswordInputProps;
  /** What is typed in each, for the inline mismatch message. */
  typed: { password?: string; confirmation?: string };
  /** Shown right under the password, e.g. a strength meter. */
  passwordAddon?: ReactNode;
  /** Side by side from the small breakpoint up, or one under the other. */
  layout?: 'stacked' | 'columns';
}

/** A new password and its confirmation with the inline 'Passwords do not match'. */
export function NewPasswordFields({
  password: { label: passwordLabel, ...passwordProps },
  confirmation,
  typed,
  passwordAddon,
  layout = 'stacked',
}: NewPasswordFieldsProps) {
  const t = useT();
  const passwordField = (
    <TextField
      label={passwordLabel ?? t('common.password')}
      type="password"
      autoComplete="new-password"
      {...passwordProps}
    />
  );
  return (
    <div className={cn('grid gap-4', layout === 'columns' && 'sm:grid-cols-2')}>
      {passwordAddon ? (
        <div className="grid gap-2">
          {passwordField}
          {passwordAddon}
        </div>
      ) : (
        passwordField
      )}
      {confirmation ? (
        <TextField
          type="password"
          autoComplete="new-password"
          {...confirmation}
          label={confirmation.label ?? t('common.confirmPassword')}
          error={confirmationError(
            typed.password,
            typed.confirmation,
            confirmation.error,
            t('common.passwordsDoNotMatch'),
          )}
        />
      ) : null}
    </div>
  );
}
