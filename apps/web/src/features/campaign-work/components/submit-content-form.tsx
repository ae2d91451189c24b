import {
  platformLabel,
  SUBMISSION_CAPTION_MAX,
  SUBMISSION_CONTENT_TYPES,
  type CreatorWorkItem,
} from '@partnerly/contracts';
import { Send } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { CONTENT_TYPE_LABELS } from './campaign-work-format';
import { MetricsFields } from './metrics-fields';
import { ResubmissionNotice } from './resubmission-notice';
import { ScreenshotsField } from './screenshots-field';
import { useSubmitContentForm } from './use-submit-content-form';

interface SubmitContentFormProps {
  item: CreatorWorkItem;
  /** The platforms open for a submission now (not approved, not awaiting review). */
  platforms: string[];
}

/**
 * Submit Content (spec 03, issue 15): platform, link, type, caption, screenshots and optional
 * metrics. Nothing typed is lost on a failure; a 400 puts the server's messages on the fields.
 */
export function SubmitContentForm({ item, platforms }: SubmitContentFormProps) {
  const { form, uploads, previous, isBusy, onSubmit } = useSubmitContentForm(item, platforms);
  const { errors } = form.formState;
  return (
    <form noValidate aria-label="Submit Content" className="grid gap-4" onSubmit={onSubmit}>
      <SelectField
        label="Platform"
        placeholder="Select a platform"
        options={platforms.map((id) => ({ id, label: platformLabel(id) }))}
        error={errors.platform?.message}
        disabled={isBusy}
        {...form.register('platform')}
      />
      {previous ? <ResubmissionNotice submission={previous} /> : null}
      <TextField
        label="Content URL"
        type="url"
        inputMode="url"
        placeholder="https://www.instagram.com/p/..."
        hint="The link to your published post or video (http or https)."
        error={errors.contentUrl?.message}
        disabled={isBusy}
        {...form.register('contentUrl')}
      />
      <SelectField
        label="Content type"
        placeholder="Select the content type"
        options={SUBMISSION_CONTENT_TYPES.map((id) => ({ id, label: CONTENT_TYPE_LABELS[id] }))}
        error={errors.contentType?.message}
        disabled={isBusy}
        {...form.register('contentType')}
      />
      <TextareaField
        label="Caption (optional)"
        rows={3}
        maxLength={SUBMISSION_CAPTION_MAX}
        error={errors.caption?.message}
        disabled={isBusy}
        {...form.register('caption')}
      />
      <ScreenshotsField uploads={uploads} error={errors.screenshotUploadIds?.message} disabled={isBusy} />
      <MetricsFields register={form.register} errors={errors.metrics} disabled={isBusy} />
      <Button type="submit" className="w-full sm:w-fit" disabled={isBusy || uploads.isUploading}>
        {isBusy ? <Spinner className="text-current" /> : <Send aria-hidden />}
        {isBusy ? 'Submitting...' : uploads.isUploading ? 'Uploading screenshots...' : 'Submit Content'}
      </Button>
    </form>
  );
}
