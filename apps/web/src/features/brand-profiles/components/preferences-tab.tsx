import type { MessageKey } from '@partnerly/contracts/i18n';
import { formatAed, TARGET_AGE_MAX, TARGET_AGE_MIN, type BrandProfile } from '@partnerly/contracts';
import { Controller, useFormContext } from 'react-hook-form';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ChoiceChips } from '@/components/ui/choice-chips';
import { TextField } from '@/components/ui/text-field';
import { useT, type MessageValues } from '@/lib/i18n/i18n-provider';
import type { BrandProfileFormValues } from '../brand-profile-form';
import { profileOptions } from '../profile-options';
import { labelsOf, ReadOnlyField } from './form-controls';

const numberFormat = new Intl.NumberFormat('en-US');

type Translate = (key: MessageKey, values?: MessageValues) => string;

/** "min to max", in AED or not; one side alone reads "From" / "Up to" ('' when neither is set). */
function formatRange(t: Translate, min: number | null, max: number | null, isAed = false): string {
  const show = (value: number) => {
    // AED amounts keep their English form ('AED 1,250') in every language.
    return isAed ? formatAed(value) : numberFormat.format(value);
  };
  if (min !== null && max !== null) return t('brandProfiles.rangeBoth', { min: show(min), max: show(max) });
  if (min !== null) return t('brandProfiles.rangeFrom', { min: show(min) });
  if (max !== null) return t('brandProfiles.rangeUpTo', { max: show(max) });
  return '';
}

/** Preferences tab: Campaign Preferences and Creator Targeting (spec 02 section 2). */
export function PreferencesTab({ profile, isEditing }: { profile: BrandProfile; isEditing: boolean }) {
  const t = useT();
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">{t('brandProfiles.campaignPreferences')}</CardTitle>
          <CardDescription>{t('brandProfiles.campaignPreferencesDescription')}</CardDescription>
        </CardHeader>
        <CardContent>
          {isEditing ? <CampaignPreferencesForm /> : <CampaignPreferencesView profile={profile} />}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">{t('brandProfiles.creatorTargeting')}</CardTitle>
          <CardDescription>{t('brandProfiles.creatorTargetingDescription')}</CardDescription>
        </CardHeader>
        <CardContent>
          {isEditing ? <CreatorTargetingForm /> : <CreatorTargetingView profile={profile} />}
        </CardContent>
      </Card>
    </div>
  );
}

function CampaignPreferencesView({ profile }: { profile: BrandProfile }) {
  const t = useT();
  const options = profileOptions(t);
  const separator = t('brandProfiles.listSeparator');
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      <ReadOnlyField
        label={t('brandProfiles.field.budgetRange')}
        value={formatRange(t, profile.budgetRangeMin, profile.budgetRangeMax, true)}
        className="sm:col-span-2"
      />
      <ReadOnlyField
        label={t('brandProfiles.field.collaborationTypes')}
        value={labelsOf(options.collaborationTypes, profile.preferredCollaborationTypes, separator)}
      />
      <ReadOnlyField
        label={t('brandProfiles.field.contentCategories')}
        value={labelsOf(options.contentCategories, profile.contentCategories, separator)}
      />
    </dl>
  );
}

const numberInput = { type: 'number', inputMode: 'numeric', min: 0, step: 1 } as const;

function CampaignPreferencesForm() {
  const t = useT();
  const options = profileOptions(t);
  const { register, control, formState } = useFormContext<BrandProfileFormValues>();
  const { errors } = formState;
  return (
    <div className="grid gap-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('brandProfiles.field.minimumBudgetAed')}
          {...numberInput}
          error={errors.budgetRangeMin?.message}
          {...register('budgetRangeMin')}
        />
        <TextField
          label={t('brandProfiles.field.maximumBudgetAed')}
          {...numberInput}
          error={errors.budgetRangeMax?.message}
          {...register('budgetRangeMax')}
        />
      </div>
      <Controller
        control={control}
        name="preferredCollaborationTypes"
        render={({ field }) => (
          <ChoiceChips
            label={t('brandProfiles.field.collaborationTypes')}
            options={options.collaborationTypes}
            value={field.value}
            onChange={field.onChange}
            error={errors.preferredCollaborationTypes?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="contentCategories"
        render={({ field }) => (
          <ChoiceChips
            label={t('brandProfiles.field.contentCategories')}
            options={options.contentCategories}
            value={field.value}
            onChange={field.onChange}
            error={errors.contentCategories?.message}
          />
        )}
      />
    </div>
  );
}

function CreatorTargetingView({ profile }: { profile: BrandProfile }) {
  const t = useT();
  const options = profileOptions(t);
  const { ageMin, ageMax } = profile.targetDemographics;
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      <ReadOnlyField
        label={t('brandProfiles.field.audienceSize')}
        value={formatRange(t, profile.targetCreatorAudienceSizeMin, profile.targetCreatorAudienceSizeMax)}
      />
      <ReadOnlyField label={t('brandProfiles.field.targetAge')} value={formatRange(t, ageMin, ageMax)} />
      <ReadOnlyField
        label={t('brandProfiles.field.languagesSpoken')}
        value={labelsOf(options.languages, profile.languagesSpoken, t('brandProfiles.listSeparator'))}
        className="sm:col-span-2"
      />
    </dl>
  );
}

function CreatorTargetingForm() {
  const t = useT();
  const options = profileOptions(t);
  const { register, control, formState } = useFormContext<BrandProfileFormValues>();
  const { errors } = formState;
  const ageInput = { ...numberInput, min: TARGET_AGE_MIN, max: TARGET_AGE_MAX };
  return (
    <div className="grid gap-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('brandProfiles.field.minimumAudienceSize')}
          {...numberInput}
          error={errors.targetCreatorAudienceSizeMin?.message}
          {...register('targetCreatorAudienceSizeMin')}
        />
        <TextField
          label={t('brandProfiles.field.maximumAudienceSize')}
          {...numberInput}
          error={errors.targetCreatorAudienceSizeMax?.message}
          {...register('targetCreatorAudienceSizeMax')}
        />
        <TextField
          label={t('brandProfiles.field.minimumAge')}
          {...ageInput}
          error={errors.targetAgeMin?.message}
          {...register('targetAgeMin')}
        />
        <TextField
          label={t('brandProfiles.field.maximumAge')}
          {...ageInput}
          error={errors.targetAgeMax?.message}
          {...register('targetAgeMax')}
        />
      </div>
      <Controller
        control={control}
        name="languagesSpoken"
        render={({ field }) => (
          <ChoiceChips
            label={t('brandProfiles.field.languagesSpoken')}
            options={options.languages}
            value={field.value}
            onChange={field.onChange}
            error={errors.languagesSpoken?.message}
          />
        )}
      />
    </div>
  );
}
