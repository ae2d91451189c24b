import { useMutation } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiPath } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';

/** GET /api/results/campaigns/:campaignId/export, saved as '{title}_submissions.csv' (spec 02). */
export function useExportReport() {
  return useMutation({
    mutationFn: (campaignId: string) =>
      downloadFile(`/api${apiPath`/results/campaigns/${campaignId}/export`}`, {
        fallbackName: 'campaign_submissions.csv',
        failureMessage: 'Failed to export the report. Please try again.',
      }),
    onSuccess: (fileName) => toast({ variant: 'success', title: 'Report Exported', description: fileName }),
    onError: (error) => toast({ variant: 'destructive', title: 'Export Failed', description: error.message }),
  });
}
