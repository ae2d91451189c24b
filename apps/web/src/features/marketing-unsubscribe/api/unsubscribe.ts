import { MARKETING_MESSAGES, type UnsubscribeResult } from '@partnerly/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch, isApiError } from '@/lib/api-client';

/** POST /api/marketing/unsubscribe?token=…: the e-mail's token is the credential (no sign-in). */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: (token: string) =>
      apiFetch<UnsubscribeResult>(`/marketing/unsubscribe?token=${encodeURIComponent(token)}`, {
        method: 'POST',
      }),
  });
}

/**
 * What the page says when unsubscribing failed: the server's own words for a link it refuses
 * (400: what to do instead), otherwise to try again.
 */
export function unsubscribeFailureMessage(error: unknown): string {
  if (isApiError(error) && error.status === 400) return error.message;
  return MARKETING_MESSAGES.unsubscribeFailed;
}

/** Whether trying again could help (not for a link the server refused). */
export function isRetryable(error: unknown): boolean {
  return !(isApiError(error) && error.status === 400);
}
