import type { UploadPurpose, UploadResponse } from '@partnerly/contracts';
import { ApiError, actingBrandProfileHeaders } from './api-client';

// Image uploads with progress, shared by the brand logo / photo and the creator profile photo.

function errorFrom(xhr: XMLHttpRequest): ApiError {
  try {
    const body = JSON.parse(xhr.responseText) as {
      error?: { code?: string; message?: string; fields?: Record<string, string[]> };
    };
    if (body.error?.message) {
      return new ApiError(xhr.status, body.error.code ?? 'UNKNOWN', body.error.message, body.error.fields);
    }
  } catch {
    // Not JSON (e.g. a proxy's page): fall through to the generic message.
  }
  return new ApiError(xhr.status, 'UNKNOWN', `Request failed (${xhr.status}). Please try again.`);
}

/**
 * POST /api/uploads through XMLHttpRequest, which reports upload progress (fetch does not):
 * `onProgress` gets 0 to 100.
 */
export function uploadImage(
  file: File,
  purpose: UploadPurpose,
  onProgress: (percent: number) => void,
): Promise<UploadResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/uploads');
    xhr.setRequestHeader('accept', 'application/json');
    for (const [name, value] of Object.entries(actingBrandProfileHeaders()))
      xhr.setRequestHeader(name, value);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    });
    xhr.addEventListener('load', () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve(JSON.parse(xhr.responseText) as UploadResponse);
      } else {
        reject(errorFrom(xhr));
      }
    });
    xhr.addEventListener('error', () =>
      reject(new ApiError(0, 'NETWORK', 'Cannot reach Partnerly. Check your connection and try again.')),
    );
    const form = new FormData();
    form.append('purpose', purpose);
    form.append('file', file);
    xhr.send(form);
  });
}

/** Upload failed before the profile changed vs. the profile update itself failed. */
export class ProfileImageError extends Error {
  constructor(
    readonly stage: 'upload' | 'update',
    override readonly cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : 'Upload failed');
    this.name = 'ProfileImageError';
  }
}
