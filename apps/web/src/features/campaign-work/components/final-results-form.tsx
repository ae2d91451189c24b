import type { CampaignResult, Submission } from '@partnerly/contracts';
import { Send } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { useT } from '@/lib/i18n/i18n-provider';
import { METRIC_FIELDS, METRIC_LABELS, metricFromInput, workMessage } from './campaign-work-format';
import { ScreenshotsField } from './screenshots-field';
import { useFinalResultsForm } from './use-final-results-form';

/** An example address: the same in every language. */
const CONTENT_URL_PLACEHOLDER = 'https://www.instagram.com/p/...';

interface FinalResultsFormProps {
  applicationId: string;
  /** The results the brand sent back for a correction: the form starts from them. */
  earlier: CampaignResult | null;
  submissions: readonly Submission[];
}

/**
 * The final results form (spec 03 section 5): content URL, views, likes and comments required,
 * shares optional, whole numbers of 0 or more, and up to 5 screenshots as evidence.
 */
export function FinalResultsForm({ applicationId, earlier, submissions }: FinalResultsFormProps) {
  const t = useT();
  const { form, uploads, isBusy, onSubmit } = useFinalResultsForm(applicationId, earlier, submissions);
  const { errors } = form.formState;
  const action = earlier ? t('campaignWork.resubmitResults') : t('campaignWork.submitResults');
  return (
    <form noValidate aria-label={t('campaignWork.finalResults')} className="grid gap-4" onSubmit={onSubmit}>
      <TextField
        label={t('campaignWork.contentUrl')}
        type="url"
        inputMode="url"
        dir="ltr"
        placeholder={CONTENT_URL_PLACEHOLDER}
        hint={t('campaignWork.resultsContentUrlHint')}
        aria-required
        error={workMessage(t, errors.contentUrl?.message)}
        disabled={isBusy}
        {...form.register('contentUrl')}
      />
      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium">{t('campaignWork.results')}</legend>
        <p className="text-xs text-muted-foreground">{t('campaignWork.resultsHint')}</p>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {METRIC_FIELDS.map((field) => (
            <TextField
              key={field}
              label={field === 'shares' ? t('campaignWork.sharesOptional') : t(METRIC_LABELS[field])}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              aria-required={field !== 'shares'}
              error={workMessage(t, errors[field]?.message)}
              disabled={isBusy}
              {...form.register(field, { setValueAs: metricFromInput })}
            />
          ))}
        </div>
      </fieldset>
      <ScreenshotsField
        uploads={uploads}
        error={workMessage(t, errors.screenshotUploadIds?.message)}
        disabled={isBusy}
      />
      <Button type="submit" className="w-full sm:w-fit" disabled={isBusy || uploads.isUploading}>
        {isBusy ? <Spinner className="text-current" /> : <Send aria-hidden />}
        {isBusy
          ? t('campaignWork.submitting')
          : uploads.isUploading
            ? t('campaignWork.uploadingScreenshots')
            : action}
      </Button>
    </form>
  );
}
