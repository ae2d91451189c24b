import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/download-file';
import { useT } from '@/lib/i18n/i18n-provider';

/** GET /api/settings/export, saved as a JSON file (all of the user's own data). */
export function useDownloadMyData() {
  const t = useT();
  return useMutation({
    mutationFn: () =>
      downloadFile('/api/settings/export', {
        fallbackName: 'partnerly-data.json',
        failureMessage: t('dataExport.failed'),
      }),
  });
}
