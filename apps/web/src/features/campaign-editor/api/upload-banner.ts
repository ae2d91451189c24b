import type { ErrorBody, UploadResponse } from '@partnerly/contracts';
import { ApiError, apiFetch, apiPath } from '@/lib/api-client';

const NETWORK_MESSAGE = 'Cannot reach Partnerly. Check your connection and try again.';

function errorOf(xhr: XMLHttpRequest): ApiError {
  try {
    const body = JSON.parse(xhr.responseText) as Partial<ErrorBody>;
    if (body.error) return new ApiError(xhr.status, body.error.code, body.error.message, body.error.fields);
  } catch {
    // Not JSON: fall through to the generic error.
  }
  return new ApiError(xhr.status, 'UNKNOWN', `Request failed (${xhr.status}). Please try again.`);
}

/**
 * POST /api/uploads (multipart: file, purpose campaign-banner). XMLHttpRequest rather than
 * fetch because it reports upload progress; `onProgress` gets 0-100.
 */
export function uploadBanner(
  file: File,
  { onProgress, signal }: { onProgress: (percent: number) => void; signal?: AbortSignal },
): Promise<UploadResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/uploads');
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    });
    xhr.addEventListener('load', () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve(JSON.parse(xhr.responseText) as UploadResponse);
      } else reject(errorOf(xhr));
    });
    xhr.addEventListener('error', () => reject(new ApiError(0, 'NETWORK', NETWORK_MESSAGE)));
    xhr.addEventListener('abort', () => reject(new DOMException('Upload cancelled', 'AbortError')));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const body = new FormData();
    body.append('purpose', 'campaign-banner');
    body.append('file', file);
    xhr.send(body);
  });
}

/** DELETE /api/uploads/:id: drop a banner uploaded in this form and then removed or replaced. */
export const deleteUpload = (id: string) => apiFetch<void>(apiPath`/uploads/${id}`, { method: 'DELETE' });
