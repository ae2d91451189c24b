import { MARKETING_MESSAGES, type UnsubscribeResult } from '@partnerly/contracts';
import type { MessageKey } from '@partnerly/contracts/i18n';
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
 * (400: what to do instead; the ones it knows in the catalogs), otherwise to try again.
 */
export function unsubscribeFailureMessage(t: (key: MessageKey) => string, error: unknown): string {
  if (isApiError(error) && error.status === 400) {
    if (error.message === MARKETING_MESSAGES.invalidToken) return t('unsubscribe.invalidToken');
    if (error.message === MARKETING_MESSAGES.missingToken) return t('unsubscribe.missingToken');
    return error.message;
  }
  return t('unsubscribe.failed');
}

/** Whether trying again could help (not for a link the server refused). */
export function isRetryable(error: unknown): boolean {
  return !(isApiError(error) && error.status === 400);
}
