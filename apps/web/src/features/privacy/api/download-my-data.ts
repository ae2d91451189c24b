import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/download-file';

/** GET /api/settings/export, saved as a JSON file (all of the user's own data). */
export function useDownloadMyData() {
  return useMutation({
    mutationFn: () =>
      downloadFile('/api/settings/export', {
        fallbackName: 'partnerly-data.json',
        failureMessage: 'Failed to export your data. Please try again.',
      }),
  });
}
