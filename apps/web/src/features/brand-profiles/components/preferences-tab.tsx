import {
  BRAND_CONTENT_CATEGORIES,
  COLLABORATION_TYPES,
  LANGUAGES,
  TARGET_AGE_MAX,
  TARGET_AGE_MIN,
  type BrandProfile,
} from '@partnerly/contracts';
import { Controller, useFormContext } from 'react-hook-form';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ChoiceChips } from '@/components/ui/choice-chips';
import { TextField } from '@/components/ui/text-field';
import type { BrandProfileFormValues } from '../brand-profile-form';
import { labelsOf, ReadOnlyField } from './form-controls';

const numberFormat = new Intl.NumberFormat('en-US');

/** "min to max" with a unit; one side alone reads "From" / "Up to" ('' when neither is set). */
function formatRange(min: number | null, max: number | null, unit = ''): string {
  const show = (value: number) => `${unit}${numberFormat.format(value)}`;
  if (min !== null && max !== null) return `${show(min)} - ${show(max)}`;
  if (min !== null) return `From ${show(min)}`;
  if (max !== null) return `Up to ${show(max)}`;
  return '';
}

/** Preferences tab: Campaign Preferences and Creator Targeting (spec 02 section 2). */
export function PreferencesTab({ profile, isEditing }: { profile: BrandProfile; isEditing: boolean }) {
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Campaign Preferences</CardTitle>
          <CardDescription>Your usual budget and the collaborations you look for.</CardDescription>
        </CardHeader>
        <CardContent>
          {isEditing ? <CampaignPreferencesForm /> : <CampaignPreferencesView profile={profile} />}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Creator Targeting</CardTitle>
          <CardDescription>The creators and audiences you want to reach.</CardDescription>
        </CardHeader>
        <CardContent>
          {isEditing ? <CreatorTargetingForm /> : <CreatorTargetingView profile={profile} />}
        </CardContent>
      </Card>
    </div>
  );
}

function CampaignPreferencesView({ profile }: { profile: BrandProfile }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      <ReadOnlyField
        label="Budget Range"
        value={formatRange(profile.budgetRangeMin, profile.budgetRangeMax, 'AED ')}
        className="sm:col-span-2"
      />
      <ReadOnlyField
        label="Collaboration Types"
        value={labelsOf(COLLABORATION_TYPES, profile.preferredCollaborationTypes)}
      />
      <ReadOnlyField
        label="Content Categories"
        value={labelsOf(BRAND_CONTENT_CATEGORIES, profile.contentCategories)}
      />
    </dl>
  );
}

const numberInput = { type: 'number', inputMode: 'numeric', min: 0, step: 1 } as const;

function CampaignPreferencesForm() {
  const { register, control, formState } = useFormContext<BrandProfileFormValues>();
  const { errors } = formState;
  return (
    <div className="grid gap-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Minimum Budget (AED)"
          {...numberInput}
          error={errors.budgetRangeMin?.message}
          {...register('budgetRangeMin')}
        />
        <TextField
          label="Maximum Budget (AED)"
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
            label="Collaboration Types"
            options={COLLABORATION_TYPES}
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
            label="Content Categories"
            options={BRAND_CONTENT_CATEGORIES}
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
  const { ageMin, ageMax } = profile.targetDemographics;
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      <ReadOnlyField
        label="Audience Size"
        value={formatRange(profile.targetCreatorAudienceSizeMin, profile.targetCreatorAudienceSizeMax)}
      />
      <ReadOnlyField label="Target Age" value={formatRange(ageMin, ageMax)} />
      <ReadOnlyField
        label="Languages Spoken"
        value={labelsOf(LANGUAGES, profile.languagesSpoken)}
        className="sm:col-span-2"
      />
    </dl>
  );
}

function CreatorTargetingForm() {
  const { register, control, formState } = useFormContext<BrandProfileFormValues>();
  const { errors } = formState;
  const ageInput = { ...numberInput, min: TARGET_AGE_MIN, max: TARGET_AGE_MAX };
  return (
    <div className="grid gap-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Minimum Audience Size"
          {...numberInput}
          error={errors.targetCreatorAudienceSizeMin?.message}
          {...register('targetCreatorAudienceSizeMin')}
        />
        <TextField
          label="Maximum Audience Size"
          {...numberInput}
          error={errors.targetCreatorAudienceSizeMax?.message}
          {...register('targetCreatorAudienceSizeMax')}
        />
        <TextField
          label="Minimum Age"
          {...ageInput}
          error={errors.targetAgeMin?.message}
          {...register('targetAgeMin')}
        />
        <TextField
          label="Maximum Age"
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
            label="Languages Spoken"
            options={LANGUAGES}
            value={field.value}
            onChange={field.onChange}
            error={errors.languagesSpoken?.message}
          />
        )}
      />
    </div>
  );
}
