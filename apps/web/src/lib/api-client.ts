import type { ErrorBody } from '@partnerly/contracts';
import { STORAGE_KEYS } from './storage-keys';

/**
 * Contracts' ACTING_BRAND_PROFILE_HEADER, kept here because every page loads this module and
 * the contracts index builds every zod schema on import (see app/errors/support-address.ts);
 * api-client.test.ts keeps the two equal.
 */
export const ACTING_BRAND_PROFILE_HEADER = 'x-brand-profile-id';

/** An API failure with the server's `{ error: { code, message, fields } }` body. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string[]> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

const NETWORK_MESSAGE = 'Cannot reach Partnerly. Check your connection and try again.';

function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const { error } = value as { error: unknown };
  return typeof error === 'object' && error !== null && 'message' in error && 'code' in error;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * The brand profile the user acts as (chosen in the profile switcher and kept in
 * localStorage `selectedBrandProfile`), sent so the API applies that profile's rights.
 */
export function actingBrandProfileHeaders(): Record<string, string> {
  if (typeof localStorage === 'undefined') return {};
  const id = localStorage.getItem(STORAGE_KEYS.selectedBrandProfile);
  return id && UUID.test(id) ? { [ACTING_BRAND_PROFILE_HEADER]: id } : {};
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * An API path with each interpolated value encoded as one path segment, so an id can never
 * reach another route: apiPath`/campaigns/${id}/status`. Every call builds its path with it.
 */
export function apiPath(strings: TemplateStringsArray, ...segments: (string | number)[]): string {
  return strings.reduce(
    (path, part, index) =>
      index === 0 ? part : `${path}${encodeURIComponent(String(segments[index - 1]))}${part}`,
    '',
  );
}

/** Calls `/api{path}` with the session cookie; resolves with the JSON body or throws ApiError. */
export async function apiFetch<T>(
  path: string,
  { method = 'GET', body, signal }: ApiRequest = {},
): Promise<T> {
  let response: Response;
  // A form (a file upload) is sent as multipart; the browser sets its content type with the boundary.
  const isForm = body instanceof FormData;
  try {
    response = await fetch(`/api${path}`, {
      method,
      signal,
      credentials: 'same-origin',
      headers: {
        ...(body === undefined || isForm
          ? { accept: 'application/json' }
          : { 'content-type': 'application/json' }),
        ...actingBrandProfileHeaders(),
      },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'NETWORK', NETWORK_MESSAGE);
  }
  const data = await readBody(response);
  if (response.ok) return data as T;
  if (isErrorBody(data)) {
    const { code, message, fields } = data.error;
    throw new ApiError(response.status, code, message, fields);
  }
  throw new ApiError(response.status, 'UNKNOWN', `Request failed (${response.status}). Please try again.`);
}
