import { useMutation } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { downloadFile } from '@/lib/download-file';

/** GET /api/payouts/export, saved as 'partnerly_payouts_YYYY-MM-DD.csv'. */
export function useDownloadPayouts() {
  return useMutation({
    mutationFn: () =>
      downloadFile('/api/payouts/export', {
        fallbackName: 'partnerly_payouts.csv',
        failureMessage: 'Failed to download the payouts. Please try again.',
      }),
    onSuccess: (fileName) =>
      toast({ variant: 'success', title: 'Payouts Downloaded', description: fileName }),
    onError: (error) =>
      toast({ variant: 'destructive', title: 'Download Failed', description: error.message }),
  });
}
