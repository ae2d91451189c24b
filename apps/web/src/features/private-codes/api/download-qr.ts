import { PRIVATE_CODE_MESSAGES } from '@partnerly/contracts';
import { useMutation } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { downloadFile } from '@/lib/download-file';
import { apiPath } from '@/lib/api-client';
import { useT } from '@/lib/i18n/i18n-provider';

export type QrFormat = 'png' | 'svg';

/** The code's QR image (an attachment the API makes), with the brand's logo in the centre or not. */
export function qrImageUrl(codeId: string, format: QrFormat, withLogo: boolean): string {
  return `/api${apiPath`/private-codes/${codeId}/qr.`}${format}${withLogo ? '?logo=1' : ''}`;
}

export interface QrDownload {
  codeId: string;
  code: string;
  format: QrFormat;
  withLogo: boolean;
}

/**
 * GET /api/private-codes/:id/qr.png or qr.svg (optionally with the logo) saved as a file under
 * the server's name; a refusal toasts the spec's 'Failed to generate QR code image'.
 */
export function useDownloadQr() {
  const t = useT();
  return useMutation({
    mutationFn: ({ codeId, code, format, withLogo }: QrDownload) =>
      downloadFile(qrImageUrl(codeId, format, withLogo), {
        fallbackName: `${code}-qr${withLogo ? '-logo' : ''}.${format}`,
        failureMessage: PRIVATE_CODE_MESSAGES.imageFailed,
      }),
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: t('privateCodes.imageFailed'),
        // A lost connection says so; the server's refusal is the title already.
        description: error.message === PRIVATE_CODE_MESSAGES.imageFailed ? undefined : error.message,
      }),
  });
}
