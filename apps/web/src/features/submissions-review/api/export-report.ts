import { useMutation } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiPath } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';
import { useT } from '@/lib/i18n/i18n-provider';

const EXPORT_FAILED = 'Failed to export the report. Please try again.';

/** GET /api/results/campaigns/:campaignId/export, saved as '{title}_submissions.csv' (spec 02). */
export function useExportReport() {
  const t = useT();
  return useMutation({
    mutationFn: (campaignId: string) =>
      downloadFile(`/api${apiPath`/results/campaigns/${campaignId}/export`}`, {
        fallbackName: 'campaign_submissions.csv',
        failureMessage: EXPORT_FAILED,
      }),
    onSuccess: (fileName) =>
      toast({ variant: 'success', title: t('submissionsReview.reportExported'), description: fileName }),
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: t('submissionsReview.exportFailed'),
        description:
          error.message === EXPORT_FAILED ? t('submissionsReview.exportFailedText') : error.message,
      }),
  });
}
