import { CAMPAIGN_TITLE_MAX, type CampaignType, type Niche } from '@partnerly/contracts';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { useT } from '@/lib/i18n/i18n-provider';
import { deleteUpload } from '../api/upload-banner';
import { BannerField } from './banner-field';
import {
  campaignTypeOptions,
  categoryOptions,
  nicheOptions,
  PLATFORM_OPTIONS,
  visibilityOptions,
} from './campaign-options';
import { campaignFormResolver, fromFieldErrors } from './campaign-form-resolver';
import { localizedErrors } from './campaign-messages';
import {
  firstErrorField,
  type BannerImage,
  type CampaignFormErrors,
  type CampaignFormField,
  type CampaignFormState,
} from './campaign-form-state';
import { ChoiceGroup, Field, fieldId, selectClassName } from './form-field';
import { CompensationSection, LocationSection, toggled } from './form-sections';
import { targetingReducer, type TargetingAction } from './location-targeting';
import { useCampaignSubmit } from './use-campaign-submit';

export interface CampaignFormProps {
  campaignId?: string;
  initial: CampaignFormState;
  savedDeadline?: string;
  /** Point rewards are active only for verified brands. */
  isVerified: boolean;
  onPicked(pick: { country: string; city?: string }): void;
  onSaved(campaign: { id: string; title: string }): void;
  onPlanRefusal(message: string): void;
  /** Shown above the fields (the plan's limit warning). */
  notice?: ReactNode;
  /** Told when the form starts or stops holding unsaved changes (the dialog's discard guard). */
  onDirtyChange?(isDirty: boolean): void;
}

/** Moves to the first field with an error: scrolled into view and focused. */
function focusField(field: CampaignFormField) {
  const target = document.getElementById(fieldId(field === 'eventLongitude' ? 'eventLatitude' : field));
  if (!target) return;
  target.scrollIntoView({ behavior: 'smooth', block: 'center' });
  target.focus({ preventScroll: true });
}

export function CampaignForm(props: CampaignFormProps) {
  const { campaignId, initial, savedDeadline, isVerified, onPicked, onSaved, onPlanRefusal, notice } = props;
  const t = useT();
  const [resolver] = useState(() => campaignFormResolver({ savedDeadline }));
  const form = useForm<CampaignFormState>({ defaultValues: initial, resolver, shouldFocusError: false });
  const state = useWatch({ control: form.control }) as CampaignFormState;
  const errors = localizedErrors(t, fromFieldErrors(form.formState.errors));
  const [isUploading, setIsUploading] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const sessionUploads = useRef(new Set<string>());
  const isSaved = useRef(false);

  const onDirtyChange = useRef(props.onDirtyChange);
  useEffect(() => {
    onDirtyChange.current = props.onDirtyChange;
  });
  // Told at once (not after a render): an Escape right after a keystroke must already ask.
  useEffect(
    () =>
      form.subscribe({
        formState: { isDirty: true },
        callback: ({ isDirty }) => onDirtyChange.current?.(isDirty === true),
      }),
    [form],
  );

  // Banners uploaded here and then dropped (or left when the form closes unsaved) are deleted.
  useEffect(() => {
    const uploads = sessionUploads.current;
    return () => {
      if (isSaved.current) return;
      for (const id of uploads) void deleteUpload(id).catch(() => undefined);
    };
  }, []);

  // Only a refused submit moves the focus (after its messages are on screen), not each
  // keystroke that clears an error.
  const focusTarget = useRef<CampaignFormField | null>(null);
  useEffect(() => {
    if (focusTarget.current) focusField(focusTarget.current);
    focusTarget.current = null;
  }, [focusRequest]);
  const focusFirstError = (found: CampaignFormErrors) => {
    focusTarget.current = firstErrorField(found);
    setFocusRequest((n) => n + 1);
  };

  const showErrors = (found: CampaignFormErrors) => {
    form.clearErrors();
    for (const [field, message] of Object.entries(found)) {
      form.setError(field as keyof CampaignFormState, { type: 'server', message });
    }
    focusFirstError(found);
  };

  const { submit, showInvalid, isSaving } = useCampaignSubmit({
    campaignId,
    onInvalid: showErrors,
    onSaved: (campaign) => {
      isSaved.current = true;
      // The saved form is no longer unsaved work.
      onDirtyChange.current?.(false);
      onSaved(campaign);
    },
    onPlanRefusal,
  });

  const update = (patch: Partial<CampaignFormState>, cleared: readonly CampaignFormField[]) => {
    for (const [key, value] of Object.entries(patch)) {
      form.setValue(key as keyof CampaignFormState, value as never, { shouldDirty: true });
    }
    const shown = cleared.filter((field) => errors[field]);
    if (shown.length > 0) form.clearErrors(shown as never);
  };
  const set = <K extends keyof CampaignFormState & CampaignFormField>(key: K, value: CampaignFormState[K]) =>
    update({ [key]: value }, [key]);

  const onTargeting = (action: TargetingAction) =>
    update({ targeting: targetingReducer(form.getValues('targeting'), action) }, [
      'targetCountries',
      'targetCities',
    ]);

  const onBanner = (next: BannerImage | null) => {
    const previous = form.getValues('banner');
    if (previous && previous.uploadId !== next?.uploadId && sessionUploads.current.has(previous.uploadId)) {
      sessionUploads.current.delete(previous.uploadId);
      void deleteUpload(previous.uploadId).catch(() => undefined);
    }
    if (next) sessionUploads.current.add(next.uploadId);
    update({ banner: next }, ['bannerUploadId']);
  };

  const onSubmit = (event: FormEvent) => {
    if (isUploading || isSaving) return event.preventDefault();
    void form.handleSubmit(submit, (found) => {
      showInvalid();
      focusFirstError(fromFieldErrors(found));
    })(event);
  };

  const isEdit = Boolean(campaignId);
  const text = (key: 'title' | 'description' | 'brief' | 'requirements') => ({
    value: state[key],
    onChange: (event: { target: { value: string } }) => set(key, event.target.value),
  });

  return (
    <form
      noValidate
      aria-label={isEdit ? t('campaignEditor.editCampaign') : t('campaignEditor.createCampaign')}
      onSubmit={onSubmit}
      className="flex min-h-0 flex-1 flex-col"
    >
      <div className="grid min-h-0 flex-1 gap-6 overflow-y-auto px-4 py-4 sm:px-6">
        {notice}
        <section className="grid gap-4" aria-labelledby="campaign-section-basics">
          <h3 id="campaign-section-basics" className="text-base font-semibold">
            {t('campaignEditor.details')}
          </h3>
          <Field field="title" label={t('campaignEditor.title')} isRequired error={errors.title}>
            {(aria) => <Input maxLength={CAMPAIGN_TITLE_MAX} {...aria} {...text('title')} />}
          </Field>
          <Field
            field="description"
            label={t('campaignEditor.description')}
            isRequired
            error={errors.description}
          >
            {(aria) => <Textarea rows={4} maxLength={5000} {...aria} {...text('description')} />}
          </Field>
          <Field
            field="brief"
            label={t('campaignEditor.brief')}
            error={errors.brief}
            hint={t('campaignEditor.briefHint')}
          >
            {(aria) => <Textarea rows={3} maxLength={5000} {...aria} {...text('brief')} />}
          </Field>
          <Field field="requirements" label={t('campaignEditor.requirements')} error={errors.requirements}>
            {(aria) => <Textarea rows={3} maxLength={5000} {...aria} {...text('requirements')} />}
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              field="campaignType"
              label={t('campaignEditor.campaignType')}
              isRequired
              error={errors.campaignType}
            >
              {(aria) => (
                <select
                  className={selectClassName}
                  value={state.campaignType}
                  onChange={(event) =>
                    update({ campaignType: event.target.value as CampaignType }, [
                      'campaignType',
                      'location',
                      'targetCountries',
                      'targetCities',
                    ])
                  }
                  {...aria}
                >
                  <option value="">{t('campaignEditor.selectType')}</option>
                  {campaignTypeOptions(t).map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field field="niche" label={t('campaignEditor.niche')} isRequired error={errors.niche}>
              {(aria) => (
                <select
                  className={selectClassName}
                  value={state.niche}
                  onChange={(event) => set('niche', event.target.value as Niche)}
                  {...aria}
                >
                  <option value="">{t('campaignEditor.selectNiche')}</option>
                  {nicheOptions(t).map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </div>
          <ChoiceGroup
            field="visibility"
            legend={t('campaignEditor.visibility')}
            isRequired
            type="radio"
            options={visibilityOptions(t)}
            selected={[state.visibility]}
            onToggle={(value) => set('visibility', value)}
            error={errors.visibility}
            columns="sm:grid-cols-2"
          />
          <ChoiceGroup
            field="platforms"
            legend={t('campaignEditor.platforms')}
            isRequired
            type="checkbox"
            options={PLATFORM_OPTIONS}
            selected={state.platforms}
            onToggle={(value, isOn) => set('platforms', toggled(state.platforms, value, isOn))}
            isLocked={(value) => state.platforms.length === 1 && state.platforms[0] === value}
            hint={t('campaignEditor.platformsHint')}
            error={errors.platforms}
          />
          <ChoiceGroup
            field="contentCategories"
            legend={t('campaignEditor.contentCategories')}
            type="checkbox"
            options={categoryOptions(t)}
            selected={state.contentCategories}
            onToggle={(value, isOn) =>
              set('contentCategories', toggled(state.contentCategories, value, isOn))
            }
            error={errors.contentCategories}
            columns="grid-cols-2 sm:grid-cols-3"
          />
          <BannerField
            banner={state.banner}
            error={errors.bannerUploadId}
            onChange={onBanner}
            onError={(message) => form.setError('bannerUploadId' as never, { type: 'upload', message })}
            onBusyChange={setIsUploading}
          />
        </section>

        <CompensationSection state={state} errors={errors} update={update} />

        <LocationSection
          state={state}
          errors={errors}
          update={update}
          isVerified={isVerified}
          onTargeting={onTargeting}
          onPicked={onPicked}
        />
      </div>
      <div className="flex shrink-0 flex-col-reverse gap-2 border-t px-4 py-3 sm:flex-row sm:justify-end sm:px-6 sm:py-4">
        <Button type="submit" disabled={isSaving || isUploading}>
          {isSaving ? <Spinner className="text-current" /> : null}
          {isEdit ? t('common.saveChanges') : t('campaignEditor.createCampaign')}
        </Button>
      </div>
    </form>
  );
}
