import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { SignUpConsents } from '@/components/sign-up-consents';
import { NewPasswordFields } from '@/components/ui/new-password-fields';
import { PersonNameFields } from '@/components/ui/person-name-fields';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { useKnownText, useT } from '@/lib/i18n/i18n-provider';
import { accountStepSchema, type AccountStepInput, type AccountStepValues } from '../api/onboarding-schemas';
import { PasswordStrengthMeter } from './password-strength-meter';
import { usePageUnsavedChangesGuard } from '@/components/unsaved-changes-guard';

/** Not a word of any language: the same in every catalog. */
const EMAIL_PLACEHOLDER = 'you@example.com';

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
  const t = useT();
  const known = useKnownText();
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
      aria-label={t('onboarding.accountForm')}
      className="grid gap-4"
      onSubmit={form.handleSubmit(onNext)}
    >
      {unsavedGuard}
      <div className="text-center">
        <h1 className="text-2xl font-bold tracking-tight">{t('onboarding.accountHeading')}</h1>
        <p className="mt-2 text-sm text-muted-foreground">
          <FormattedMessage
            id="onboarding.accountIntro"
            values={{
              type: typeLabel,
              strong: (chunks) => <span className="font-medium text-foreground">{chunks}</span>,
            }}
          />
        </p>
      </div>
      <PersonNameFields
        firstName={{ error: known(errors.firstName?.message), ...form.register('firstName') }}
        lastName={{ error: known(errors.lastName?.message), ...form.register('lastName') }}
      />
      <TextField
        label={t('auth.email')}
        type="email"
        dir="ltr"
        autoComplete="email"
        placeholder={EMAIL_PLACEHOLDER}
        error={known(errors.email?.message) ?? emailError}
        {...form.register('email')}
      />
      <NewPasswordFields
        password={{ error: known(errors.password?.message), ...form.register('password') }}
        confirmation={{
          error: known(errors.confirmPassword?.message),
          ...form.register('confirmPassword'),
        }}
        typed={{ password, confirmation: confirmPassword }}
        passwordAddon={<PasswordStrengthMeter password={password} />}
      />
      <SignUpConsents
        terms={{ error: known(errors.termsAccepted?.message), ...form.register('termsAccepted') }}
        marketing={form.register('marketingEmails')}
      />
      <Button type="submit" className="w-full" disabled={isPending}>
        {isPending ? <Spinner className="text-current" /> : null}
        {t('onboarding.continue')}
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        <FormattedMessage
          id="onboarding.haveAccount"
          values={{
            link: (chunks) => (
              <Link
                to="/auth?tab=signin"
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                {chunks}
              </Link>
            ),
          }}
        />
      </p>
    </form>
  );
}
