import { useMutation } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { downloadFile } from '@/lib/download-file';
import { useT } from '@/lib/i18n/i18n-provider';

/** GET /api/payouts/export, saved as 'partnerly_payouts_YYYY-MM-DD.csv'. */
export function useDownloadPayouts() {
  const t = useT();
  return useMutation({
    mutationFn: () =>
      downloadFile('/api/payouts/export', {
        fallbackName: 'partnerly_payouts.csv',
        failureMessage: t('brandPayouts.downloadFailedText'),
      }),
    onSuccess: (fileName) =>
      toast({ variant: 'success', title: t('brandPayouts.downloaded'), description: fileName }),
    onError: (error) =>
      toast({ variant: 'destructive', title: t('brandPayouts.downloadFailed'), description: error.message }),
  });
}
