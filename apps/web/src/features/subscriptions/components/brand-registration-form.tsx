import type { Plan } from '@partnerly/contracts';
import { ArrowRight, Send } from 'lucide-react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { SignUpConsents } from '@/components/sign-up-consents';
import { Button } from '@/components/ui/button';
import { NewPasswordFields } from '@/components/ui/new-password-fields';
import { PersonNameFields } from '@/components/ui/person-name-fields';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/use-toast';
import { useKnownText, useT } from '@/lib/i18n/i18n-provider';
import { InquiryDetailsFields, TeamSizeField } from './inquiry-fields';
import {
  registrationProblem,
  validateRegistration,
  type RegistrationErrors,
  type RegistrationPlanId,
  type RegistrationValues,
} from './registration-rules';
import { usePageUnsavedChangesGuard } from '@/components/unsaved-changes-guard';

const resolver: Resolver<RegistrationValues, RegistrationPlanId> = (values, planId) => {
  const errors = validateRegistration(values, planId ?? 'premium');
  const entries = Object.entries(errors);
  if (entries.length === 0) return { values, errors: {} };
  return {
    values: {},
    errors: Object.fromEntries(entries.map(([field, message]) => [field, { type: 'validate', message }])),
  };
};

/** The e-mail field's example address (an address, the same in every language). */
const EMAIL_EXAMPLE = 'you@company.com';

interface BrandRegistrationFormProps {
  plan: Plan & { id: RegistrationPlanId };
  /** True while the sign-up is sent and after it went through (the page then moves on). */
  isBusy: boolean;
  onSubmit: (values: RegistrationValues) => void;
}

/** The brand account form; for enterprise it also asks what the inquiry to sales needs. */
export function BrandRegistrationForm({ plan, isBusy, onSubmit }: BrandRegistrationFormProps) {
  const t = useT();
  const known = useKnownText();
  const form = useForm<RegistrationValues, RegistrationPlanId>({
    resolver,
    context: plan.id,
    defaultValues: {
      firstName: '',
      lastName: '',
      companyName: '',
      email: '',
      password: '',
      confirmPassword: '',
      phone: '',
      teamSize: '',
      requirements: '',
      additionalInfo: '',
      acceptedTerms: false,
      marketingEmails: false,
    },
  });
  const { errors } = form.formState;
  const [password, confirmPassword] = useWatch({
    control: form.control,
    name: ['password', 'confirmPassword'],
  });
  const isEnterprise = plan.id === 'enterprise';

  const submit = form.handleSubmit(
    (values) => onSubmit(values),
    (fieldErrors) => {
      const messages = Object.fromEntries(
        Object.entries(fieldErrors).map(([field, error]) => [field, error?.message]),
      ) as RegistrationErrors;
      const problem = registrationProblem(messages);
      if (problem) toast({ variant: 'destructive', ...problem });
    },
  );

  // Typed but not sent yet: leaving the page asks first (issue 13). Off while it is sent.
  const unsavedGuard = usePageUnsavedChangesGuard(form.formState.isDirty && !isBusy);
  return (
    <form
      noValidate
      aria-label={t('brandRegistration.formName')}
      className="grid gap-4"
      onSubmit={(event) => void submit(event)}
    >
      {unsavedGuard}
      <PersonNameFields
        firstName={{ error: errors.firstName?.message, ...form.register('firstName') }}
        lastName={{ error: errors.lastName?.message, ...form.register('lastName') }}
      />
      <TextField
        label={t('brandRegistration.companyName')}
        autoComplete="organization"
        error={errors.companyName?.message}
        {...form.register('companyName')}
      />
      <TextField
        label={t('brandRegistration.email')}
        type="email"
        autoComplete="email"
        placeholder={EMAIL_EXAMPLE}
        dir="ltr"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <NewPasswordFields
        layout="columns"
        password={{ error: errors.password?.message, ...form.register('password') }}
        confirmation={{ error: errors.confirmPassword?.message, ...form.register('confirmPassword') }}
        typed={{ password, confirmation: confirmPassword }}
      />
      {isEnterprise ? (
        <fieldset className="grid gap-4 rounded-lg border p-4">
          <legend className="px-1 text-sm font-medium">{t('brandRegistration.salesNeeds')}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t('brandRegistration.phone')}
              type="tel"
              autoComplete="tel"
              error={errors.phone?.message}
              {...form.register('phone')}
            />
            <TeamSizeField {...form.register('teamSize')} />
          </div>
          <InquiryDetailsFields
            requirements={{ error: errors.requirements?.message, ...form.register('requirements') }}
            additionalInfo={{ error: errors.additionalInfo?.message, ...form.register('additionalInfo') }}
          />
        </fieldset>
      ) : null}
      <SignUpConsents
        terms={{ error: errors.acceptedTerms?.message, ...form.register('acceptedTerms') }}
        marketing={form.register('marketingEmails')}
      />
      <div className="flex flex-col gap-1 rounded-lg bg-muted p-4 text-sm sm:flex-row sm:items-center sm:justify-between">
        <span>
          <span className="font-medium">{t('brandRegistration.planName', { plan: known(plan.name) })}</span>
          {isEnterprise
            ? t('brandRegistration.customPricing')
            : t('brandRegistration.perMonth', { price: known(plan.priceLabel) })}
        </span>
        <span className="text-muted-foreground">
          {isEnterprise ? t('brandRegistration.noPaymentNow') : t('brandRegistration.taxIncluded')}
        </span>
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={isBusy}>
        {isBusy ? <Spinner className="text-current" /> : isEnterprise ? <Send aria-hidden /> : null}
        {isEnterprise ? t('brandRegistration.createAndSend') : t('brandRegistration.continueToPayment')}
        {!isBusy && !isEnterprise ? <ArrowRight aria-hidden className="rtl:-scale-x-100" /> : null}
      </Button>
    </form>
  );
}
