import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@/lib/api-client';

/**
 * Puts a refused request's field messages (400 or 409) on the form's fields; answers the
 * message for the toast: the server's for a refusal it explains, else `fallback`.
 */
export function showServerErrors<Values extends FieldValues>(
  error: unknown,
  fields: readonly Path<Values>[],
  setError: UseFormSetError<Values>,
  fallback: string,
): string | undefined {
  if (!isApiError(error) || error.status >= 500 || error.status === 0) return undefined;
  for (const field of fields) {
    const [message] = error.fields[field] ?? [];
    if (message) setError(field, { type: 'server', message });
  }
  return error.message || fallback;
}
