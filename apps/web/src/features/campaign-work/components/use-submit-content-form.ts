import { zodResolver } from '@hookform/resolvers/zod';
import { submitContentInput, type CreatorWorkItem, type SubmitContentInput } from '@partnerly/contracts';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { useSubmitContent } from '@/api/submissions/submit-content';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api-client';
import { useT } from '@/lib/i18n/i18n-provider';
import { formFieldOf, metricsOrNull } from './campaign-work-format';
import { useScreenshotUploads } from './use-screenshot-uploads';

type SubmitValues = z.output<typeof submitContentInput>;

/**
 * The Submit Content form's state: the fields (react-hook-form with the contracts schema), the
 * screenshots and the submission. A success toasts and empties the form; a failure toasts and
 * keeps everything, putting a 400's messages on their fields.
 */
export function useSubmitContentForm(item: CreatorWorkItem, platforms: string[]) {
  const t = useT();
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
  const platform = useWatch({ control: form.control, name: 'platform' });

  const onSubmit = (values: SubmitValues) => {
    if (uploads.hasFailed) {
      form.setError('screenshotUploadIds', { message: t('campaignWork.removeFailedScreenshots') });
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
          // A refusal (gone, or already awaiting review) says why; anything else is the spec's toast.
          const isRefusal = isApiError(error) && (error.status === 404 || error.status === 409);
          toast({
            variant: 'destructive',
            title: t('campaignWork.submissionFailedTitle'),
            description: isRefusal ? error.message : t('campaignWork.submissionFailed'),
          });
          if (!isApiError(error)) return;
          for (const [field, messages] of Object.entries(error.fields)) {
            form.setError(formFieldOf(field) as keyof SubmitContentInput, { message: messages[0] });
          }
        },
      },
    );
  };

  return {
    form,
    uploads,
    /** The earlier submission of the chosen platform (sent back or rejected), if any. */
    previous: item.submissions.find((submission) => submission.platform === platform),
    isBusy: submit.isPending,
    onSubmit: form.handleSubmit(onSubmit),
  };
}
