import { zodResolver } from '@hookform/resolvers/zod';
import {
  AGENT_SPECIALIZATIONS,
  EXPERIENCE_LEVELS,
  type CompleteOnboardingInput,
  type OnboardingRole,
} from '@partnerly/contracts';
import type { MessageKey } from '@partnerly/contracts/i18n';
import { useMemo } from 'react';
import { Controller, useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { useKnownText, useT } from '@/lib/i18n/i18n-provider';
import {
  EMPTY_ROLE_PROFILE,
  roleProfileSchema,
  toOnboardingBody,
  type RoleProfileInput,
  type RoleProfileValues,
} from '../api/onboarding-schemas';
import { BioField } from './bio-field';
import { CategoryPicker } from './category-picker';
import { usePageUnsavedChangesGuard } from '@/components/unsaved-changes-guard';

const GENDER_OPTIONS = [
  { id: 'male', label: 'onboarding.gender.male' },
  { id: 'female', label: 'onboarding.gender.female' },
  { id: 'non-binary', label: 'onboarding.gender.nonBinary' },
  { id: 'prefer-not-to-say', label: 'onboarding.gender.preferNotToSay' },
] as const satisfies readonly { id: string; label: MessageKey }[];

const COPY: Record<
  OnboardingRole,
  { title: MessageKey; text: MessageKey; categories: MessageKey; submit: MessageKey }
> = {
  creator: {
    title: 'onboarding.creatorTitle',
    text: 'onboarding.creatorText',
    categories: 'onboarding.creatorCategories',
    submit: 'onboarding.completeSetup',
  },
  brand: {
    title: 'onboarding.brandTitle',
    text: 'onboarding.brandText',
    categories: 'onboarding.brandCategories',
    submit: 'onboarding.continue',
  },
  agent: {
    title: 'onboarding.agentTitle',
    text: 'onboarding.agentText',
    categories: 'onboarding.agentCategories',
    submit: 'onboarding.completeSetup',
  },
};

/** Not words of any language: the same in every catalog. */
const WEBSITE_PLACEHOLDER = 'https://yourbrand.com';
const HANDLE_PLACEHOLDER = 'yourbrand';

type ProfileForm = UseFormReturn<RoleProfileInput, unknown, RoleProfileValues>;

interface RoleProfileFormProps {
  role: OnboardingRole;
  defaultValues?: Partial<RoleProfileInput>;
  isPending: boolean;
  onSubmit: (body: CompleteOnboardingInput) => void;
}

/** Step 3: the role profile (creator, brand or agent), spec 01 section 2. */
export function RoleProfileForm({ role, defaultValues, isPending, onSubmit }: RoleProfileFormProps) {
  const t = useT();
  const known = useKnownText();
  const schema = useMemo(() => roleProfileSchema(role), [role]);
  const form: ProfileForm = useForm<RoleProfileInput, unknown, RoleProfileValues>({
    resolver: zodResolver(schema),
    defaultValues: { ...EMPTY_ROLE_PROFILE, ...defaultValues },
  });
  const { errors } = form.formState;
  const copy = COPY[role];

  // Typed but not sent yet: leaving the page asks first (issue 13). Off while it is sent.
  const unsavedGuard = usePageUnsavedChangesGuard(form.formState.isDirty && !isPending);
  return (
    <form
      noValidate
      aria-label={t(copy.title)}
      className="grid gap-5"
      onSubmit={form.handleSubmit((values) => onSubmit(toOnboardingBody(role, values)))}
    >
      {unsavedGuard}
      <div className="text-center">
        <h1 className="text-2xl font-bold tracking-tight">{t(copy.title)}</h1>
        <p className="mt-2 text-sm text-muted-foreground">{t(copy.text)}</p>
      </div>
      {role === 'brand' ? <BrandFields form={form} /> : null}
      {role === 'agent' ? <AgentFields form={form} /> : null}
      <TextField
        label={t('onboarding.location')}
        autoComplete="address-level2"
        placeholder={t('onboarding.locationPlaceholder')}
        error={known(errors.location?.message)}
        {...form.register('location')}
      />
      {role === 'creator' ? <CreatorFields form={form} /> : null}
      <Controller
        control={form.control}
        name="contentCategories"
        render={({ field, fieldState }) => (
          <CategoryPicker
            label={t(copy.categories)}
            value={field.value ?? []}
            onChange={field.onChange}
            error={known(fieldState.error?.message)}
          />
        )}
      />
      <Button type="submit" className="w-full" disabled={isPending}>
        {isPending ? <Spinner className="text-current" /> : null}
        {t(copy.submit)}
      </Button>
    </form>
  );
}

function CreatorFields({ form }: { form: ProfileForm }) {
  const t = useT();
  const known = useKnownText();
  const bio = useWatch({ control: form.control, name: 'bio' });
  const { errors } = form.formState;
  return (
    <>
      <SelectField
        label={t('onboarding.gender')}
        placeholder={t('onboarding.genderPlaceholder')}
        options={GENDER_OPTIONS.map((option) => ({ id: option.id, label: t(option.label) }))}
        error={known(errors.gender?.message)}
        {...form.register('gender')}
      />
      <BioField length={bio?.length ?? 0} error={known(errors.bio?.message)} {...form.register('bio')} />
    </>
  );
}

function BrandFields({ form }: { form: ProfileForm }) {
  const t = useT();
  const known = useKnownText();
  const { errors } = form.formState;
  return (
    <>
      <TextField
        label={t('onboarding.companyName')}
        autoComplete="organization"
        error={known(errors.companyName?.message)}
        {...form.register('companyName')}
      />
      <TextField
        label={t('onboarding.websiteUrl')}
        type="url"
        dir="ltr"
        inputMode="url"
        autoComplete="url"
        placeholder={WEBSITE_PLACEHOLDER}
        error={known(errors.websiteUrl?.message)}
        {...form.register('websiteUrl')}
      />
      <TextField
        label={t('onboarding.instagram')}
        placeholder={HANDLE_PLACEHOLDER}
        dir="ltr"
        autoCapitalize="none"
        hint={t('onboarding.instagramHint')}
        error={known(errors.instagramBusinessProfile?.message)}
        {...form.register('instagramBusinessProfile', {
          onChange: (event: { target: { value: string } }) =>
            form.setValue('instagramBusinessProfile', event.target.value.replace(/^@+/, '')),
        })}
      />
    </>
  );
}

function AgentFields({ form }: { form: ProfileForm }) {
  const t = useT();
  const known = useKnownText();
  const { errors } = form.formState;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        label={t('onboarding.specialization')}
        placeholder={t('onboarding.specializationPlaceholder')}
        options={AGENT_SPECIALIZATIONS.map(({ id }) => ({ id, label: t(`onboarding.specialization.${id}`) }))}
        error={known(errors.agentSpecialization?.message)}
        {...form.register('agentSpecialization')}
      />
      <SelectField
        label={t('onboarding.experience')}
        placeholder={t('onboarding.experiencePlaceholder')}
        options={EXPERIENCE_LEVELS.map(({ id }) => ({ id, label: t(`onboarding.experience.${id}`) }))}
        error={known(errors.agentExperience?.message)}
        {...form.register('agentExperience')}
      />
    </div>
  );
}
