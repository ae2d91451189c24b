import type { Me } from '@partnerly/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiError, apiFetch } from './api-client';
import { SIGN_OUT_KEYS } from './storage-keys';

/** GET /api/me's answer, as its contract declares it; screens import it from here. */
export type { Me };

export const meQueryKey = ['me'] as const;

async function fetchMe(signal: AbortSignal): Promise<Me | null> {
  try {
    return await apiFetch<Me>('/me', { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** The session: `data` is undefined while loading, null when signed out. */
export function useMe() {
  return useQuery({ queryKey: meQueryKey, queryFn: ({ signal }) => fetchMe(signal) });
}

/** Re-reads the session after sign-in, sign-up or a profile change; resolves with it. */
export function useRefreshMe() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: meQueryKey, refetchType: 'none' });
    return queryClient.fetchQuery({ queryKey: meQueryKey, queryFn: ({ signal }) => fetchMe(signal) });
  }, [queryClient]);
}

/** Removes the browser keys the spec clears at sign-out (section 4). */
export function clearSignOutKeys(): void {
  for (const key of SIGN_OUT_KEYS) localStorage.removeItem(key);
}

/** Where a signed-in user belongs: onboarding until it is complete, else the dashboard. */
export function homePathFor(me: Me): string {
  const { profile } = me;
  if (profile && !profile.onboardingCompleted) return `/onboarding?userType=${profile.userType}`;
  return '/dashboard';
}
