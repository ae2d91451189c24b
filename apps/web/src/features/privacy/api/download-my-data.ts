import { useMutation } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';

const FALLBACK_NAME = 'partnerly-data.json';

/** The file name of a Content-Disposition header (attachment; filename="..."), else the fallback. */
export function fileNameFromDisposition(header: string | null, fallback = FALLBACK_NAME): string {
  const match = /filename="([^"]+)"/i.exec(header ?? '') ?? /filename=([^;\s]+)/i.exec(header ?? '');
  const name = match?.[1]?.trim();
  // Only a plain file name: no folders.
  return name && !/[\\/]/.test(name) ? name : fallback;
}

async function downloadMyData(): Promise<string> {
  let response: Response;
  try {
    response = await fetch('/api/settings/export', { credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, 'NETWORK', 'Cannot reach Partnerly. Check your connection and try again.');
  }
  if (!response.ok) {
    throw new ApiError(response.status, 'EXPORT_FAILED', 'Failed to export your data. Please try again.');
  }
  const fileName = fileNameFromDisposition(response.headers.get('content-disposition'));
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Give the browser a moment to start the download before the object URL goes.
    setTimeout(() => URL.revokeObjectURL(url), 1_000);
  }
  return fileName;
}

/** GET /api/settings/export, saved as a JSON file (all of the user's own data). */
export function useDownloadMyData() {
  return useMutation({ mutationFn: downloadMyData });
}
