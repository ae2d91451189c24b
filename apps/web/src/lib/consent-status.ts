import type { MyConsents } from '@partnerly/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from './api-client';

// The member's consents (GET /api/me/consents): the acceptance prompt opens while `toAccept`
// is not empty, and the privacy tab lists the history. Shared by the query client (a 403
// CONSENT_REQUIRED reads it again) and the features that show it.

/** Not under 'me': sign-out forgets it with the account's other data. */
export const consentsQueryKey = ['consents'] as const;

/** Contracts' CONSENT_REQUIRED_CODE, kept here so every page does not load the contracts. */
export const CONSENT_REQUIRED_CODE = 'CONSENT_REQUIRED';

export function useMyConsents({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: consentsQueryKey,
    queryFn: ({ signal }) => apiFetch<MyConsents>('/me/consents', { signal }),
    enabled,
  });
}
