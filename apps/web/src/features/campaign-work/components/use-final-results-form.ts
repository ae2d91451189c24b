import { zodResolver } from '@hookform/resolvers/zod';
import {
  submitResultsInput,
  type CampaignResult,
  type Submission,
  type SubmitResultsInput,
} from '@partnerly/contracts';
import { useForm } from 'react-hook-form';
import { useSubmitResults } from '@/api/results/submit-results';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api-client';
import { useT } from '@/lib/i18n/i18n-provider';
import { formFieldOf } from './campaign-work-format';
import { resultsFormValues, resultsRequest, type SubmitResultsValues } from './results-format';
import { useScreenshotUploads } from './use-screenshot-uploads';

/**
 * The final results form's state: the fields (react-hook-form with the contracts schema), the
 * screenshots (the Submit Content form's uploads; after a correction request starting with the
 * ones sent before) and the submission. A success shows the results under review (and its
 * toast, from the mutation: this form is gone by then); a failure toasts the spec's sentence
 * and keeps everything, putting a 400's messages on their fields.
 */
export function useFinalResultsForm(
  applicationId: string,
  earlier: CampaignResult | null,
  submissions: readonly Submission[],
) {
  const t = useT();
  const submit = useSubmitResults();
  const uploads = useScreenshotUploads(earlier?.screenshots);
  const form = useForm<SubmitResultsInput, unknown, SubmitResultsValues>({
    resolver: zodResolver(submitResultsInput),
    defaultValues: resultsFormValues(applicationId, earlier, submissions),
  });

  const onSubmit = (values: SubmitResultsValues) => {
    if (uploads.hasFailed) {
      form.setError('screenshotUploadIds', { message: t('campaignWork.removeFailedScreenshots') });
      return;
    }
    submit.mutate(resultsRequest(values, uploads.uploadIds), {
      onError: (error) => {
        // A refusal (gone, or not open for results any more) says why; anything else is the spec's toast.
        const isRefusal = isApiError(error) && (error.status === 404 || error.status === 409);
        toast({
          variant: 'destructive',
          title: t('campaignWork.submitResultsFailed'),
          description: isRefusal ? error.message : undefined,
        });
        if (!isApiError(error)) return;
        for (const [field, messages] of Object.entries(error.fields)) {
          form.setError(formFieldOf(field) as keyof SubmitResultsInput, { message: messages[0] });
        }
      },
    });
  };

  return { form, uploads, isBusy: submit.isPending, onSubmit: form.handleSubmit(onSubmit) };
}
