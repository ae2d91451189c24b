import { zodResolver } from '@hookform/resolvers/zod';
import type { SignUpUserType } from '@partnerly/contracts';
import type { MessageKey } from '@partnerly/contracts/i18n';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { ConfirmEmailForm } from '@/components/email-confirmation/confirm-email-form';
import { SignUpConsents } from '@/components/sign-up-consents';
import { Button } from '@/components/ui/button';
import { NewPasswordFields } from '@/components/ui/new-password-fields';
import { PersonNameFields } from '@/components/ui/person-name-fields';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/use-toast';
import { type MessageValues, useKnownText, useT } from '@/lib/i18n/i18n-provider';
import { cn } from '@/lib/utils';
import { signUpFormSchema, type SignUpFormInput, type SignUpFormValues } from '../api/auth-schemas';
import { useSignUp } from '../api/sign-up';
import { GoogleButton } from './google-button';

const TYPE_LABELS: Record<SignUpUserType, MessageKey> = {
  creator: 'auth.userType.creator',
  brand: 'auth.userType.brand',
};

/** Not a word of any language: the same in every catalog. */
const EMAIL_PLACEHOLDER = 'you@example.com';

type Translate = (key: MessageKey, values?: MessageValues) => string;

function showInvalid(t: Translate, errors: FieldErrors<SignUpFormInput>) {
  if (errors.confirmPassword) {
    toast({
      variant: 'destructive',
      title: t('auth.passwordMismatchTitle'),
      description: t('auth.passwordMismatchBody'),
    });
  }
}

interface SignUpFormProps {
  /** The type chosen on /get-started; without it the form offers the choice. */
  presetType: SignUpUserType | null;
  /** Prefills the e-mail field (e.g. the invited address). */
  presetEmail?: string;
  /** Prefills a brand's company name (e.g. the workspace an invitation joins). */
  presetCompany?: string;
}

/**
 * The auth card's sign-up, then the e-mailed code that confirms the address and signs in
 * (the page then leaves for the dashboard or onboarding).
 */
export function SignUpForm({ presetType, presetEmail = '', presetCompany = '' }: SignUpFormProps) {
  const t = useT();
  const known = useKnownText();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const signUp = useSignUp();
  const form = useForm<SignUpFormInput, unknown, SignUpFormValues>({
    resolver: zodResolver(signUpFormSchema),
    defaultValues: {
      userType: presetType ?? 'creator',
      firstName: '',
      lastName: '',
      email: presetEmail,
      password: '',
      companyName: presetCompany,
      confirmPassword: '',
      acceptedTerms: false,
      marketingEmails: false,
    },
  });
  const { errors } = form.formState;
  const [userType, password, confirmPassword] = useWatch({
    control: form.control,
    name: ['userType', 'password', 'confirmPassword'],
  });
  const isBrand = userType === 'brand';

  const onSubmit = (values: SignUpFormValues) =>
    signUp.mutate(values, { onSuccess: () => setSentTo(values.email) });

  if (sentTo) {
    // Confirming reloads the session; the auth page then moves on by itself.
    return <ConfirmEmailForm email={sentTo} onChangeEmail={() => setSentTo(null)} />;
  }

  return (
    <form
      noValidate
      aria-label={t('auth.signUpForm')}
      className="grid gap-4"
      onSubmit={form.handleSubmit(onSubmit, (invalid) => showInvalid(t, invalid))}
    >
      {presetType ? (
        <p className="text-sm text-muted-foreground">
          <FormattedMessage
            id="auth.creatingTypeAccount"
            values={{
              type: t(TYPE_LABELS[presetType]),
              strong: (chunks) => <span className="font-medium text-foreground">{chunks}</span>,
            }}
          />
        </p>
      ) : (
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">{t('auth.accountType')}</legend>
          <div className="grid grid-cols-2 gap-2">
            {(Object.keys(TYPE_LABELS) as SignUpUserType[]).map((type) => (
              <label
                key={type}
                className={cn(
                  'flex cursor-pointer items-center justify-center rounded-md border px-3 py-2 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                  userType === type
                    ? 'border-primary bg-primary/10 text-foreground'
                    : 'text-muted-foreground',
                )}
              >
                <input type="radio" value={type} className="sr-only" {...form.register('userType')} />
                {t(TYPE_LABELS[type])}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <PersonNameFields
        firstName={{ error: known(errors.firstName?.message), ...form.register('firstName') }}
        lastName={{ error: known(errors.lastName?.message), ...form.register('lastName') }}
      />
      {isBrand ? (
        <TextField
          label={t('auth.companyName')}
          autoComplete="organization"
          error={known(errors.companyName?.message)}
          {...form.register('companyName')}
        />
      ) : null}
      <TextField
        label={t('auth.email')}
        type="email"
        dir="ltr"
        autoComplete="email"
        placeholder={EMAIL_PLACEHOLDER}
        error={known(errors.email?.message)}
        {...form.register('email')}
      />
      <NewPasswordFields
        password={{ error: known(errors.password?.message), ...form.register('password') }}
        confirmation={
          isBrand
            ? {
                error: known(errors.confirmPassword?.message),
                ...form.register('confirmPassword'),
              }
            : undefined
        }
        typed={{ password, confirmation: confirmPassword }}
      />
      <SignUpConsents
        terms={{ error: known(errors.acceptedTerms?.message), ...form.register('acceptedTerms') }}
        marketing={form.register('marketingEmails')}
      />
      <Button type="submit" className="w-full" disabled={signUp.isPending}>
        {signUp.isPending ? (
          <>
            <Spinner className="text-current" /> {t('auth.creatingAccount')}
          </>
        ) : (
          t('auth.createAccount')
        )}
      </Button>
      {isBrand ? null : <GoogleButton label={t('auth.signUpWithGoogle')} />}
    </form>
  );
}
