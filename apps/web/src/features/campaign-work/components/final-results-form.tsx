import type { CampaignResult, Submission } from '@partnerly/contracts';
import { Send } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { METRIC_FIELDS, METRIC_LABELS, metricFromInput } from './campaign-work-format';
import { ScreenshotsField } from './screenshots-field';
import { useFinalResultsForm } from './use-final-results-form';

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
  const { form, uploads, isBusy, onSubmit } = useFinalResultsForm(applicationId, earlier, submissions);
  const { errors } = form.formState;
  const action = earlier ? 'Resubmit Results' : 'Submit Results';
  return (
    <form noValidate aria-label="Final Results" className="grid gap-4" onSubmit={onSubmit}>
      <TextField
        label="Content URL"
        type="url"
        inputMode="url"
        placeholder="https://www.instagram.com/p/..."
        hint="The link to the published content these results are for (http or https)."
        aria-required
        error={errors.contentUrl?.message}
        disabled={isBusy}
        {...form.register('contentUrl')}
      />
      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium">Results</legend>
        <p className="text-xs text-muted-foreground">
          Whole numbers as the platform shows them now. Shares are optional: left empty they count as 0.
        </p>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {METRIC_FIELDS.map((field) => (
            <TextField
              key={field}
              label={field === 'shares' ? `${METRIC_LABELS[field]} (optional)` : METRIC_LABELS[field]}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              aria-required={field !== 'shares'}
              error={errors[field]?.message}
              disabled={isBusy}
              {...form.register(field, { setValueAs: metricFromInput })}
            />
          ))}
        </div>
      </fieldset>
      <ScreenshotsField uploads={uploads} error={errors.screenshotUploadIds?.message} disabled={isBusy} />
      <Button type="submit" className="w-full sm:w-fit" disabled={isBusy || uploads.isUploading}>
        {isBusy ? <Spinner className="text-current" /> : <Send aria-hidden />}
        {isBusy ? 'Submitting...' : uploads.isUploading ? 'Uploading screenshots...' : action}
      </Button>
    </form>
  );
}
