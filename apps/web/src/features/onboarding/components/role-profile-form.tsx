import { zodResolver } from '@hookform/resolvers/zod';
import {
  AGENT_SPECIALIZATIONS,
  EXPERIENCE_LEVELS,
  type CompleteOnboardingInput,
  type OnboardingRole,
} from '@partnerly/contracts';
import { useMemo } from 'react';
import { Controller, useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
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
  { id: 'male', label: 'Male' },
  { id: 'female', label: 'Female' },
  { id: 'non-binary', label: 'Non-binary' },
  { id: 'prefer-not-to-say', label: 'Prefer not to say' },
] as const;

const COPY: Record<OnboardingRole, { title: string; text: string; categories: string; submit: string }> = {
  creator: {
    title: 'Set up your creator profile',
    text: 'Brands use this to find creators like you.',
    categories: 'Content categories',
    submit: 'Complete Setup',
  },
  brand: {
    title: 'Tell us about your brand',
    text: 'Creators see this on your campaigns.',
    categories: 'Target categories',
    submit: 'Continue',
  },
  agent: {
    title: 'Set up your agent profile',
    text: 'Tell creators and brands how you work.',
    categories: 'Focus categories',
    submit: 'Complete Setup',
  },
};

type ProfileForm = UseFormReturn<RoleProfileInput, unknown, RoleProfileValues>;

interface RoleProfileFormProps {
  role: OnboardingRole;
  defaultValues?: Partial<RoleProfileInput>;
  isPending: boolean;
  onSubmit: (body: CompleteOnboardingInput) => void;
}

/** Step 3: the role profile (creator, brand or agent), spec 01 section 2. */
export function RoleProfileForm({ role, defaultValues, isPending, onSubmit }: RoleProfileFormProps) {
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
      aria-label={copy.title}
      className="grid gap-5"
      onSubmit={form.handleSubmit((values) => onSubmit(toOnboardingBody(role, values)))}
    >
      {unsavedGuard}
      <div className="text-center">
        <h1 className="text-2xl font-bold tracking-tight">{copy.title}</h1>
        <p className="mt-2 text-sm text-muted-foreground">{copy.text}</p>
      </div>
      {role === 'brand' ? <BrandFields form={form} /> : null}
      {role === 'agent' ? <AgentFields form={form} /> : null}
      <TextField
        label="Location"
        autoComplete="address-level2"
        placeholder="City, Country"
        error={errors.location?.message}
        {...form.register('location')}
      />
      {role === 'creator' ? <CreatorFields form={form} /> : null}
      <Controller
        control={form.control}
        name="contentCategories"
        render={({ field, fieldState }) => (
          <CategoryPicker
            label={copy.categories}
            value={field.value ?? []}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <Button type="submit" className="w-full" disabled={isPending}>
        {isPending ? <Spinner className="text-current" /> : null}
        {copy.submit}
      </Button>
    </form>
  );
}

function CreatorFields({ form }: { form: ProfileForm }) {
  const bio = useWatch({ control: form.control, name: 'bio' });
  const { errors } = form.formState;
  return (
    <>
      <SelectField
        label="Gender"
        placeholder="Select gender"
        options={GENDER_OPTIONS}
        error={errors.gender?.message}
        {...form.register('gender')}
      />
      <BioField length={bio?.length ?? 0} error={errors.bio?.message} {...form.register('bio')} />
    </>
  );
}

function BrandFields({ form }: { form: ProfileForm }) {
  const { errors } = form.formState;
  return (
    <>
      <TextField
        label="Company name"
        autoComplete="organization"
        error={errors.companyName?.message}
        {...form.register('companyName')}
      />
      <TextField
        label="Website URL"
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="https://yourbrand.com"
        error={errors.websiteUrl?.message}
        {...form.register('websiteUrl')}
      />
      <TextField
        label="Instagram business profile"
        placeholder="yourbrand"
        autoCapitalize="none"
        hint="Your handle without the @."
        error={errors.instagramBusinessProfile?.message}
        {...form.register('instagramBusinessProfile', {
          onChange: (event: { target: { value: string } }) =>
            form.setValue('instagramBusinessProfile', event.target.value.replace(/^@+/, '')),
        })}
      />
    </>
  );
}

function AgentFields({ form }: { form: ProfileForm }) {
  const { errors } = form.formState;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        label="Specialization"
        placeholder="Select specialization"
        options={AGENT_SPECIALIZATIONS}
        error={errors.agentSpecialization?.message}
        {...form.register('agentSpecialization')}
      />
      <SelectField
        label="Experience level"
        placeholder="Select experience"
        options={EXPERIENCE_LEVELS}
        error={errors.agentExperience?.message}
        {...form.register('agentExperience')}
      />
    </div>
  );
}
