import { CHECK_IN_POINTS, localIsoDate, type CompensationType } from '@partnerly/contracts';
import { ShieldAlert } from 'lucide-react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { useT } from '@/lib/i18n/i18n-provider';
import { compensationOptions } from './campaign-options';
import {
  hasPointRewards,
  hasVenue,
  isMonetary,
  type CampaignFormErrors,
  type CampaignFormField,
  type CampaignFormState,
} from './campaign-form-state';
import { ChoiceGroup, Field, fieldId, selectClassName } from './form-field';
import type { TargetingAction } from './location-targeting';
import { TargetingField } from './targeting-field';
import { VenueFields } from './venue-fields';

// The Compensation and Dates and the Location sections of the campaign form.

export interface SectionProps {
  state: CampaignFormState;
  errors: CampaignFormErrors;
  /** Changes some fields and clears the errors of the listed ones. */
  update(patch: Partial<CampaignFormState>, cleared: readonly CampaignFormField[]): void;
}

export const toggled = <T,>(list: readonly T[], value: T, isOn: boolean) =>
  isOn ? [...list.filter((item) => item !== value), value] : list.filter((item) => item !== value);

export function CompensationSection({ state, errors, update }: SectionProps) {
  const t = useT();
  const options = compensationOptions(t);
  return (
    <section className="grid gap-4" aria-labelledby="campaign-section-compensation">
      <h3 id="campaign-section-compensation" className="text-base font-semibold">
        {t('campaignEditor.compensationAndDates')}
      </h3>
      <Field
        field="compensationType"
        label={t('campaignEditor.compensationType')}
        isRequired
        error={errors.compensationType}
      >
        {(aria) => (
          <select
            className={selectClassName}
            value={state.compensationType}
            onChange={(event) => {
              const main = event.target.value as CompensationType;
              update(
                {
                  compensationType: main,
                  extraCompensation: state.extraCompensation.filter((item) => item !== main),
                },
                ['compensationType', 'budgetMin', 'budgetMax'],
              );
            }}
            {...aria}
          >
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <ChoiceGroup
        field="compensationTypes"
        legend={t('campaignEditor.alsoOffered')}
        type="checkbox"
        options={options.filter((option) => option.value !== state.compensationType)}
        selected={state.extraCompensation}
        onToggle={(value, isOn) =>
          update({ extraCompensation: toggled(state.extraCompensation, value, isOn) }, [
            'compensationTypes',
            'budgetMin',
            'budgetMax',
          ])
        }
        error={errors.compensationTypes}
        columns="sm:grid-cols-3"
      />
      {isMonetary(state) ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field field="budgetMin" label={t('campaignEditor.budgetMin')} isRequired error={errors.budgetMin}>
            {(aria) => (
              <Input
                type="number"
                inputMode="decimal"
                min={1}
                value={state.budgetMin}
                onChange={(event) => update({ budgetMin: event.target.value }, ['budgetMin'])}
                {...aria}
              />
            )}
          </Field>
          <Field field="budgetMax" label={t('campaignEditor.budgetMax')} isRequired error={errors.budgetMax}>
            {(aria) => (
              <Input
                type="number"
                inputMode="decimal"
                min={1}
                value={state.budgetMax}
                onChange={(event) => update({ budgetMax: event.target.value }, ['budgetMax'])}
                {...aria}
              />
            )}
          </Field>
        </div>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-3">
        <Field
          field="applicationDeadline"
          label={t('campaignEditor.applicationDeadline')}
          isRequired
          error={errors.applicationDeadline}
        >
          {(aria) => (
            <Input
              type="date"
              min={localIsoDate()}
              value={state.applicationDeadline}
              onChange={(event) =>
                update({ applicationDeadline: event.target.value }, ['applicationDeadline'])
              }
              {...aria}
            />
          )}
        </Field>
        <Field field="deadline" label={t('campaignEditor.campaignDeadline')} error={errors.deadline}>
          {(aria) => (
            <Input
              type="date"
              value={state.deadline}
              onChange={(event) => update({ deadline: event.target.value }, ['deadline'])}
              {...aria}
            />
          )}
        </Field>
        <Field
          field="contentDeadline"
          label={t('campaignEditor.contentDeadline')}
          error={errors.contentDeadline}
        >
          {(aria) => (
            <Input
              type="date"
              value={state.contentDeadline}
              onChange={(event) => update({ contentDeadline: event.target.value }, ['contentDeadline'])}
              {...aria}
            />
          )}
        </Field>
      </div>
    </section>
  );
}

interface LocationSectionProps extends SectionProps {
  isVerified: boolean;
  onTargeting(action: TargetingAction): void;
  onPicked(pick: { country: string; city?: string }): void;
}

export function LocationSection(props: LocationSectionProps) {
  const { state, errors, update, isVerified, onTargeting, onPicked } = props;
  const type = state.campaignType;
  const isOnsite = type === 'onsite';
  const t = useT();
  return (
    <section className="grid gap-4" aria-labelledby="campaign-section-location">
      <h3 id="campaign-section-location" className="text-base font-semibold">
        {t('campaignEditor.location')}
      </h3>
      <Field
        field="location"
        label={isOnsite ? t('campaignEditor.onsiteLocation') : t('campaignEditor.location')}
        isRequired={isOnsite}
        error={errors.location}
        hint={isOnsite ? t('campaignEditor.onsiteLocationHint') : undefined}
      >
        {(aria) => (
          <Input
            maxLength={300}
            autoComplete="street-address"
            {...aria}
            value={state.location}
            onChange={(event) => update({ location: event.target.value }, ['location'])}
          />
        )}
      </Field>
      {hasVenue(type) ? (
        <VenueFields
          googleMapsUrl={state.googleMapsUrl}
          latitude={state.eventLatitude}
          longitude={state.eventLongitude}
          errors={errors}
          onMapsUrlChange={(value) => update({ googleMapsUrl: value }, ['googleMapsUrl'])}
          onCoordinatesChange={(latitude, longitude) => {
            update({ eventLatitude: latitude, eventLongitude: longitude }, [
              'eventLatitude',
              'eventLongitude',
            ]);
          }}
        />
      ) : null}
      <TargetingField
        targeting={state.targeting}
        isRequired={isOnsite}
        errors={errors}
        onAction={onTargeting}
        onPicked={onPicked}
      />
      {hasPointRewards(type) ? (
        <PointRewards
          isEnabled={state.pointRewardEnabled}
          isVerified={isVerified}
          error={errors.pointRewardEnabled}
          onChange={(value) => update({ pointRewardEnabled: value }, ['pointRewardEnabled'])}
        />
      ) : null}
    </section>
  );
}

function PointRewards(props: {
  isEnabled: boolean;
  isVerified: boolean;
  error?: string;
  onChange(value: boolean): void;
}) {
  const { isEnabled, isVerified, error, onChange } = props;
  const t = useT();
  return (
    <div className="grid gap-2 rounded-md border p-4">
      <div className="flex items-center justify-between gap-4">
        <div className="grid gap-1">
          <Label htmlFor={fieldId('pointRewardEnabled')}>{t('campaignEditor.awardPoints')}</Label>
          <p className="text-xs text-muted-foreground">
            {t('campaignEditor.awardPointsHint', { points: CHECK_IN_POINTS })}
          </p>
        </div>
        <Switch
          id={fieldId('pointRewardEnabled')}
          checked={isEnabled}
          // An unverified brand cannot turn rewards on (it may turn a saved setting off).
          disabled={!isVerified && !isEnabled}
          onCheckedChange={onChange}
          aria-invalid={error ? true : undefined}
        />
      </div>
      {!isVerified ? (
        <Alert>
          <ShieldAlert aria-hidden />
          <AlertDescription>{t('campaignEditor.error.pointRewardsNeedVerification')}</AlertDescription>
        </Alert>
      ) : null}
      {error ? <p className="text-sm text-destructive">{error}</p> : null}
    </div>
  );
}
