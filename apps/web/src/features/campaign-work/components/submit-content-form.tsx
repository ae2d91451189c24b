import { zodResolver } from '@hookform/resolvers/zod';
import {
  platformLabel,
  SUBMISSION_CAPTION_MAX,
  SUBMISSION_CONTENT_TYPES,
  SUBMISSION_MESSAGES,
  submitContentInput,
  type CreatorWorkItem,
  type SubmitContentInput,
} from '@partnerly/contracts';
import { Send } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { useSubmitContent } from '@/api/submissions/submit-content';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api-client';
import { splitTitledMessage } from '@/lib/titled-message';
import { CONTENT_TYPE_LABELS, formFieldOf, metricsOrNull } from './campaign-work-format';
import { MetricsFields } from './metrics-fields';
import { ResubmissionNotice } from './resubmission-notice';
import { ScreenshotsField } from './screenshots-field';
import { useScreenshotUploads } from './use-screenshot-uploads';

type SubmitValues = z.output<typeof submitContentInput>;

interface SubmitContentFormProps {
  item: CreatorWorkItem;
  /** The platforms open for a submission now (not approved, not awaiting review). */
  platforms: string[];
}

const FAILED = splitTitledMessage(SUBMISSION_MESSAGES.submitFailed, 'Submission Failed');

/**
 * Submit Content (spec 03, issue 15): platform, link, type, caption, screenshots and optional
 * metrics. Nothing typed is lost on a failure; a 400 puts the server's messages on the fields.
 */
export function SubmitContentForm({ item, platforms }: SubmitContentFormProps) {
  const submit = useSubmitContent();
  const uploads = useScreenshotUploads();
  // The selects start on their placeholder (''), which the schema refuses with its message.
  const emptyForm = (): Partial<SubmitContentInput> => ({
    applicationId: item.applicationId,
    platform: (platforms.length === 1 ? platforms[0] : '') as SubmitContentInput['platform'],
    contentType: '' as SubmitContentInput['contentType'],
    contentUrl: '',
    caption: '',
    screenshotUploadIds: [],
    metrics: { views: null, likes: null, comments: null, shares: null },
  });
  const form = useForm<SubmitContentInput, unknown, SubmitValues>({
    resolver: zodResolver(submitContentInput),
    defaultValues: emptyForm(),
  });
  const { errors } = form.formState;
  const platform = useWatch({ control: form.control, name: 'platform' });
  const previous = item.submissions.find((submission) => submission.platform === platform);

  const onSubmit = (values: SubmitValues) => {
    if (uploads.hasFailed) {
      form.setError('screenshotUploadIds', { message: 'Remove the screenshots that failed to upload.' });
      return;
    }
    submit.mutate(
      { ...values, screenshotUploadIds: uploads.uploadIds, metrics: metricsOrNull(values.metrics) },
      {
        onSuccess: (result) => {
          toast({ variant: 'success', title: result.message });
          uploads.clear();
          form.reset(emptyForm());
        },
        onError: (error) => {
          const isRefusal = isApiError(error) && (error.status === 404 || error.status === 409);
          toast({
            variant: 'destructive',
            title: FAILED.title,
            description: isRefusal ? error.message : FAILED.description,
          });
          if (!isApiError(error)) return;
          for (const [field, messages] of Object.entries(error.fields)) {
            form.setError(formFieldOf(field) as keyof SubmitContentInput, { message: messages[0] });
          }
        },
      },
    );
  };

  const isBusy = submit.isPending;
  return (
    <form
      noValidate
      aria-label="Submit Content"
      className="grid gap-4"
      onSubmit={form.handleSubmit(onSubmit)}
    >
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
