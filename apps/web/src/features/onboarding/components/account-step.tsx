import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { SignUpConsents } from '@/components/sign-up-consents';
import { NewPasswordFields } from '@/components/ui/new-password-fields';
import { PersonNameFields } from '@/components/ui/person-name-fields';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { accountStepSchema, type AccountStepInput, type AccountStepValues } from '../api/onboarding-schemas';
import { PasswordStrengthMeter } from './password-strength-meter';
import { usePageUnsavedChangesGuard } from '@/components/unsaved-changes-guard';

const EMPTY_ACCOUNT: AccountStepInput = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
  termsAccepted: false,
  marketingEmails: false,
};

interface AccountStepProps {
  typeLabel: string;
  defaultValues: AccountStepInput | null;
  /** A server answer about the address (e.g. already registered), shown on the e-mail field. */
  emailError?: string;
  /** True while the sign-up is being sent. */
  isPending: boolean;
  onNext: (values: AccountStepValues) => void;
}

/** Step 2: the account (names, e-mail, password twice, terms, news opt-in); Continue signs up. */
export function AccountStep({ typeLabel, defaultValues, emailError, isPending, onNext }: AccountStepProps) {
  const form = useForm<AccountStepInput, unknown, AccountStepValues>({
    resolver: zodResolver(accountStepSchema),
    defaultValues: defaultValues ?? EMPTY_ACCOUNT,
  });
  const { errors } = form.formState;
  const [password, confirmPassword] = useWatch({
    control: form.control,
    name: ['password', 'confirmPassword'],
  });

  // Typed but not sent yet: leaving the page asks first (issue 13). Off while it is sent.
  const unsavedGuard = usePageUnsavedChangesGuard(form.formState.isDirty && !isPending);
  return (
    <form
      noValidate
      aria-label="Create your account"
      className="grid gap-4"
      onSubmit={form.handleSubmit(onNext)}
    >
      {unsavedGuard}
      <div className="text-center">
        <h1 className="text-2xl font-bold tracking-tight">Create your account</h1>
        <p className="mt-2 text-sm text-muted-foreground">
          Setting up a <span className="font-medium text-foreground">{typeLabel}</span> account. It takes
          about 2 minutes.
        </p>
      </div>
      <PersonNameFields
        firstName={{ error: errors.firstName?.message, ...form.register('firstName') }}
        lastName={{ error: errors.lastName?.message, ...form.register('lastName') }}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        error={errors.email?.message ?? emailError}
        {...form.register('email')}
      />
      <NewPasswordFields
        password={{ error: errors.password?.message, ...form.register('password') }}
        confirmation={{ error: errors.confirmPassword?.message, ...form.register('confirmPassword') }}
        typed={{ password, confirmation: confirmPassword }}
        passwordAddon={<PasswordStrengthMeter password={password} />}
      />
      <SignUpConsents
        terms={{ error: errors.termsAccepted?.message, ...form.register('termsAccepted') }}
        marketing={form.register('marketingEmails')}
      />
      <Button type="submit" className="w-full" disabled={isPending}>
        {isPending ? <Spinner className="text-current" /> : null}
        Continue
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        Already have an account?{' '}
        <Link to="/auth?tab=signin" className="font-medium text-primary underline-offset-4 hover:underline">
          Sign in
        </Link>
      </p>
    </form>
  );
}
