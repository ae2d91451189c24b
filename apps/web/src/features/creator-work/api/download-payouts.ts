import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/download-file';

/** GET /api/payouts/mine/export, saved under the server's name (partnerly_payouts_YYYY-MM-DD.csv). */
export function useDownloadPayouts() {
  return useMutation({
    mutationFn: () =>
      downloadFile('/api/payouts/mine/export', {
        fallbackName: 'partnerly_payouts.csv',
        failureMessage: 'Failed to download your payouts. Please try again.',
      }),
  });
}
