import {
  BIO_MAX_LENGTH,
  CAMPAIGN_PLATFORM_LABELS,
  CONTENT_CATEGORY_IDS,
  CONTENT_CATEGORIES_MAX,
  CREATOR_LOCATION_MAX,
  CREATOR_NAME_MAX,
  CREATOR_PROFILE_MESSAGES,
  CREATOR_PROFILE_PLATFORMS,
  ENGAGEMENT_RATE_MAX,
  URL_MAX_LENGTH,
  type ContentCategoryId,
  type CreatorProfile,
} from '@partnerly/contracts';
import type { MessageKey } from '@partnerly/contracts/i18n';
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
import { useKnownText, useT } from '@/lib/i18n/i18n-provider';
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

/** A follower count's placeholder: a number, the same in every language. */
const ZERO = '0';

/** Every platform brands can target in a campaign, Snapchat included (issue 13); names stay Latin. */
const PLATFORMS = CREATOR_PROFILE_PLATFORMS.map((id) => ({
  id,
  label: CAMPAIGN_PLATFORM_LABELS[id],
  placeholder: id === 'youtube' ? 'yourchannel' : 'yourhandle',
}));

/** The content categories' names in the catalogs. */
const CATEGORY_LABELS: Record<ContentCategoryId, MessageKey> = {
  beauty: 'creatorProfile.category.beauty',
  fashion: 'creatorProfile.category.fashion',
  fitness: 'creatorProfile.category.fitness',
  food: 'creatorProfile.category.food',
  travel: 'creatorProfile.category.travel',
  lifestyle: 'creatorProfile.category.lifestyle',
  tech: 'creatorProfile.category.tech',
  home: 'creatorProfile.category.home',
  parenting: 'creatorProfile.category.parenting',
  pets: 'creatorProfile.category.pets',
  finance: 'creatorProfile.category.finance',
  education: 'creatorProfile.category.education',
  entertainment: 'creatorProfile.category.entertainment',
  gaming: 'creatorProfile.category.gaming',
  gaming_reviews: 'creatorProfile.category.gamingReviews',
  music: 'creatorProfile.category.music',
  art: 'creatorProfile.category.art',
  sports: 'creatorProfile.category.sports',
  automotive: 'creatorProfile.category.automotive',
  mental_health: 'creatorProfile.category.mentalHealth',
  comedy: 'creatorProfile.category.comedy',
  hair_grooming: 'creatorProfile.category.hairGrooming',
  real_estate: 'creatorProfile.category.realEstate',
};

function Section({
  id: sectionId,
  title,
  description,
  children,
}: {
  /** Names the section's heading id (the same in every language). */
  id: string;
  title: string;
  description: string;
  children: ReactNode;
}) {
  const id = `creator-profile-${sectionId}`;
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
  const t = useT();
  const known = useKnownText();
  /** A rule's or the API's message in the active language (undefined: none). */
  const shown = (message: string | undefined) => (message ? known(message) : undefined);
  const categories = CONTENT_CATEGORY_IDS.map((id) => ({ id, label: t(CATEGORY_LABELS[id]) }));

  const showErrors = (errors: Partial<Record<CreatorProfileField, string>>) => {
    const fields = Object.keys(errors) as CreatorProfileField[];
    fields.forEach((field, index) =>
      form.setError(field, { type: 'validate', message: shown(errors[field]) }, { shouldFocus: index === 0 }),
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
        toast({ title: known(CREATOR_PROFILE_MESSAGES.updated), variant: 'success' });
      },
      onError: (error) => {
        if (isApiError(error)) showErrors(apiFieldErrors(error.fields));
        toast({
          title: known(CREATOR_PROFILE_MESSAGES.updateFailed),
          description: isApiError(error) ? error.message : undefined,
          variant: 'destructive',
        });
      },
    });
  });

  return (
    <div className="grid gap-6">
      {unsavedGuard}
      <Section
        id="profile-photo"
        title={t('creatorProfile.photoTitle')}
        description={t('creatorProfile.photoDescription')}
      >
        <CreatorProfilePhoto
          imageUrl={profile.profileImageUrl}
          name={displayNameOf(profile, t('creatorProfile.you'))}
          initials={initialsOf(profile)}
        />
      </Section>
      <form
        noValidate
        aria-label={t('creatorProfile.formLabel')}
        className="grid gap-6"
        onSubmit={(event) => void save(event)}
      >
        <BasicInformation form={form} />
        <SocialMedia form={form} />
        <Section
          id="content-categories"
          title={t('creatorProfile.categoriesTitle')}
          description={t('creatorProfile.categoriesDescription')}
        >
          <Controller
            control={form.control}
            name="contentCategories"
            render={({ field, fieldState }) => (
              <ChoiceChips
                label={t('creatorProfile.categoriesTitle')}
                hint={t('creatorProfile.categoriesHint', { max: CONTENT_CATEGORIES_MAX })}
                options={categories}
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
        </Section>
        <PerformanceMetrics form={form} />
        <Section
          id="content-category"
          title={t('creatorProfile.mainCategoryTitle')}
          description={t('creatorProfile.mainCategoryDescription')}
        >
          <SelectField
            label={t('creatorProfile.mainCategoryLabel')}
            placeholder={t('creatorProfile.mainCategoryPlaceholder')}
            options={categories}
            required
            error={form.formState.errors.mainCategory?.message}
            {...form.register('mainCategory')}
          />
        </Section>
        <div className="flex justify-end border-t pt-6">
          <Button type="submit" className="w-full sm:w-auto" disabled={update.isPending}>
            {update.isPending ? <Spinner className="text-current" /> : null}
            {update.isPending ? t('common.saving') : t('creatorProfile.save')}
          </Button>
        </div>
      </form>
    </div>
  );
}

function BasicInformation({ form }: { form: Form }) {
  const { errors } = form.formState;
  const t = useT();
  return (
    <Section
      id="basic-information"
      title={t('creatorProfile.basicTitle')}
      description={t('creatorProfile.basicDescription')}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('creatorProfile.firstName')}
          required
          autoComplete="given-name"
          maxLength={CREATOR_NAME_MAX}
          error={errors.firstName?.message}
          {...form.register('firstName')}
        />
        <TextField
          label={t('creatorProfile.lastName')}
          required
          autoComplete="family-name"
          maxLength={CREATOR_NAME_MAX}
          error={errors.lastName?.message}
          {...form.register('lastName')}
        />
        <TextareaField
          label={t('creatorProfile.bio')}
          className="sm:col-span-2"
          rows={4}
          maxLength={BIO_MAX_LENGTH}
          placeholder={t('creatorProfile.bioPlaceholder')}
          error={errors.bio?.message}
          {...form.register('bio')}
        />
        <TextField
          label={t('creatorProfile.location')}
          className="sm:col-span-2"
          autoComplete="address-level2"
          placeholder={t('creatorProfile.locationPlaceholder')}
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
  const t = useT();
  return (
    <Section
      id="social-media-platforms"
      title={t('creatorProfile.socialTitle')}
      description={t('creatorProfile.socialDescription')}
    >
      <div className="grid gap-4">
        {PLATFORMS.map((platform) => (
          <div key={platform.id} className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t('creatorProfile.handle', { platform: platform.label })}
              placeholder={platform.placeholder}
              dir="ltr"
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              maxLength={URL_MAX_LENGTH}
              error={errors[`${platform.id}Handle`]?.message}
              {...form.register(`${platform.id}Handle`)}
            />
            <TextField
              label={t('creatorProfile.followers', { platform: platform.label })}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              placeholder={ZERO}
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
  const t = useT();
  return (
    <Section
      id="performance-metrics"
      title={t('creatorProfile.metricsTitle')}
      description={t('creatorProfile.metricsDescription')}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('creatorProfile.engagementRate')}
          type="number"
          inputMode="decimal"
          min={0}
          max={ENGAGEMENT_RATE_MAX}
          step={0.1}
          placeholder={t('creatorProfile.engagementRatePlaceholder')}
          hint={t('creatorProfile.engagementRateHint')}
          error={errors.engagementRate?.message}
          {...form.register('engagementRate')}
        />
        <TextField
          label={t('creatorProfile.ratePerPost')}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          placeholder={t('creatorProfile.ratePerPostPlaceholder')}
          hint={t('creatorProfile.ratePerPostHint')}
          error={errors.ratePerPost?.message}
          {...form.register('ratePerPost')}
        />
      </div>
    </Section>
  );
}
