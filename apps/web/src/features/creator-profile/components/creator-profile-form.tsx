import {
  BIO_MAX_LENGTH,
  CAMPAIGN_PLATFORM_LABELS,
  CONTENT_CATEGORIES,
  CONTENT_CATEGORIES_MAX,
  CREATOR_LOCATION_MAX,
  CREATOR_NAME_MAX,
  CREATOR_PROFILE_MESSAGES,
  CREATOR_PROFILE_PLATFORMS,
  ENGAGEMENT_RATE_MAX,
  URL_MAX_LENGTH,
  type CreatorProfile,
} from '@partnerly/contracts';
import type { ReactNode } from 'react';
import { Controller, useForm, type UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { ChoiceChips } from '@/components/ui/choice-chips';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { toast } from '@/components/ui/use-toast';
import { usePageUnsavedChangesGuard } from '@/components/unsaved-changes-guard';
import { isApiError } from '@/lib/api-client';
import { displayNameOf, initialsOf } from '@/lib/format';
import { useUpdateCreatorProfile } from '@/api/creator-profile/update-creator-profile';
import {
  apiFieldErrors,
  checkCreatorProfile,
  toCreatorProfileFormValues,
  type CreatorProfileField,
  type CreatorProfileFormValues,
} from '../creator-profile-form';
import { CreatorProfilePhoto } from '@/components/creator-profile-photo';

type Form = UseFormReturn<CreatorProfileFormValues>;

/** Every platform brands can target in a campaign, Snapchat included (issue 13). */
const PLATFORMS = CREATOR_PROFILE_PLATFORMS.map((id) => ({
  id,
  label: CAMPAIGN_PLATFORM_LABELS[id],
  placeholder: id === 'youtube' ? 'yourchannel' : 'yourhandle',
}));

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  const id = `creator-profile-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="grid gap-4 border-t pt-6 first:border-t-0 first:pt-0">
      <div>
        <h3 id={id} className="text-lg font-semibold">
          {title}
        </h3>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      {children}
    </section>
  );
}

/** The Creator Profile form: its sections and Save Profile ('Saving...' while pending). */
export function CreatorProfileForm({ profile }: { profile: CreatorProfile }) {
  const form: Form = useForm<CreatorProfileFormValues>({
    defaultValues: toCreatorProfileFormValues(profile),
  });
  const update = useUpdateCreatorProfile();
  // Leaving the page (Back, a link, reload) with unsaved changes asks first (issue 13).
  const unsavedGuard = usePageUnsavedChangesGuard(form.formState.isDirty);

  const showErrors = (errors: Partial<Record<CreatorProfileField, string>>) => {
    const fields = Object.keys(errors) as CreatorProfileField[];
    fields.forEach((field, index) =>
      form.setError(field, { type: 'validate', message: errors[field] }, { shouldFocus: index === 0 }),
    );
  };

  const save = form.handleSubmit((values) => {
    form.clearErrors();
    const checked = checkCreatorProfile(values);
    if (!checked.isValid) {
      showErrors(checked.errors);
      return;
    }
    update.mutate(checked.input, {
      onSuccess: (saved) => {
        form.reset(toCreatorProfileFormValues(saved));
        toast({ title: CREATOR_PROFILE_MESSAGES.updated, variant: 'success' });
      },
      onError: (error) => {
        if (isApiError(error)) showErrors(apiFieldErrors(error.fields));
        toast({
          title: CREATOR_PROFILE_MESSAGES.updateFailed,
          description: isApiError(error) ? error.message : undefined,
          variant: 'destructive',
        });
      },
    });
  });

  return (
    <div className="grid gap-6">
      {unsavedGuard}
      <Section title="Profile Photo" description="A clear photo of you helps brands recognise you.">
        <CreatorProfilePhoto
          imageUrl={profile.profileImageUrl}
          name={displayNameOf(profile, 'you')}
          initials={initialsOf(profile)}
        />
      </Section>
      <form
        noValidate
        aria-label="Creator profile"
        className="grid gap-6"
        onSubmit={(event) => void save(event)}
      >
        <BasicInformation form={form} />
        <SocialMedia form={form} />
        <Section title="Content Categories" description="The kinds of content you create.">
          <Controller
            control={form.control}
            name="contentCategories"
            render={({ field, fieldState }) => (
              <ChoiceChips
                label="Content Categories"
                hint={`Choose up to ${CONTENT_CATEGORIES_MAX}, your main category included.`}
                options={CONTENT_CATEGORIES}
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
        </Section>
        <PerformanceMetrics form={form} />
        <Section title="Content Category" description="Brands see your main category as your niche.">
          <SelectField
            label="Main Content Category *"
            placeholder="Select your main category"
            options={CONTENT_CATEGORIES}
            required
            error={form.formState.errors.mainCategory?.message}
            {...form.register('mainCategory')}
          />
        </Section>
        <div className="flex justify-end border-t pt-6">
          <Button type="submit" className="w-full sm:w-auto" disabled={update.isPending}>
            {update.isPending ? <Spinner className="text-current" /> : null}
            {update.isPending ? 'Saving...' : 'Save Profile'}
          </Button>
        </div>
      </form>
    </div>
  );
}

function BasicInformation({ form }: { form: Form }) {
  const { errors } = form.formState;
  return (
    <Section title="Basic Information" description="Your name, a short bio and where you are based.">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="First Name *"
          required
          autoComplete="given-name"
          maxLength={CREATOR_NAME_MAX}
          error={errors.firstName?.message}
          {...form.register('firstName')}
        />
        <TextField
          label="Last Name *"
          required
          autoComplete="family-name"
          maxLength={CREATOR_NAME_MAX}
          error={errors.lastName?.message}
          {...form.register('lastName')}
        />
        <TextareaField
          label="Bio"
          className="sm:col-span-2"
          rows={4}
          maxLength={BIO_MAX_LENGTH}
          placeholder="Tell brands about yourself and your content"
          error={errors.bio?.message}
          {...form.register('bio')}
        />
        <TextField
          label="Location"
          className="sm:col-span-2"
          autoComplete="address-level2"
          placeholder="City, Country"
          maxLength={CREATOR_LOCATION_MAX}
          error={errors.location?.message}
          {...form.register('location')}
        />
      </div>
    </Section>
  );
}

function SocialMedia({ form }: { form: Form }) {
  const { errors } = form.formState;
  return (
    <Section
      title="Social Media Platforms"
      description="Your handles (or links to your profiles) and follower counts."
    >
      <div className="grid gap-4">
        {PLATFORMS.map((platform) => (
          <div key={platform.id} className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={`${platform.label} Handle`}
              placeholder={platform.placeholder}
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              maxLength={URL_MAX_LENGTH}
              error={errors[`${platform.id}Handle`]?.message}
              {...form.register(`${platform.id}Handle`)}
            />
            <TextField
              label={`${platform.label} Followers`}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              placeholder="0"
              error={errors[`${platform.id}Followers`]?.message}
              {...form.register(`${platform.id}Followers`)}
            />
          </div>
        ))}
      </div>
    </Section>
  );
}

function PerformanceMetrics({ form }: { form: Form }) {
  const { errors } = form.formState;
  return (
    <Section title="Performance Metrics" description="Shown to brands reviewing your applications.">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Engagement Rate (%)"
          type="number"
          inputMode="decimal"
          min={0}
          max={ENGAGEMENT_RATE_MAX}
          step={0.1}
          placeholder="e.g. 4.5"
          hint="0 to 100, in steps of 0.1."
          error={errors.engagementRate?.message}
          {...form.register('engagementRate')}
        />
        <TextField
          label="Rate per Post (AED)"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          placeholder="e.g. 1500"
          hint="A whole amount in AED."
          error={errors.ratePerPost?.message}
          {...form.register('ratePerPost')}
        />
      </div>
    </Section>
  );
}
