import { ApiError } from '@/lib/api-client';

/**
 * The file name of a Content-Disposition header, else the fallback: the UTF-8 `filename*`
 * (RFC 8187) when present, then the quoted or bare `filename`. Only a plain name, no folders.
 */
export function fileNameFromDisposition(header: string | null, fallback: string): string {
  const value = header ?? '';
  const extended = /filename\*\s*=\s*UTF-8''([^;\s]+)/i.exec(value)?.[1];
  let name: string | undefined;
  if (extended) {
    try {
      name = decodeURIComponent(extended);
    } catch {
      name = undefined;
    }
  }
  name ??= (/filename="([^"]+)"/i.exec(value) ?? /filename=([^;\s]+)/i.exec(value))?.[1];
  name = name?.trim();
  return name && !/[\\/]/.test(name) ? name : fallback;
}

export interface DownloadOptions {
  /** The name when the server gives none. */
  fallbackName: string;
  /** The message of the error thrown when the server refuses (spec texts where there are). */
  failureMessage: string;
}

/**
 * GETs `url` with the session cookie and saves the answer as a file under the server's name;
 * resolves with that name. Throws an ApiError that says what to do when offline or refused.
 */
export async function downloadFile(
  url: string,
  { fallbackName, failureMessage }: DownloadOptions,
): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, 'NETWORK', 'Cannot reach Partnerly. Check your connection and try again.');
  }
  if (!response.ok) throw new ApiError(response.status, 'DOWNLOAD_FAILED', failureMessage);
  const fileName = fileNameFromDisposition(response.headers.get('content-disposition'), fallbackName);
  const objectUrl = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = objectUrl;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Give the browser a moment to start the download before the object URL goes.
    setTimeout(() => URL.revokeObjectURL(objectUrl), 1_000);
  }
  return fileName;
}
