import type { PublicConfig } from '@partnerly/contracts';
import { useQuery } from '@tanstack/react-query';
import { SUPPORT_ADDRESS } from '@/app/errors/support-address';
import { apiFetch } from './api-client';

/**
 * GET /api/config: whether Google sign-in is configured and whether e-mail stays in the local
 * outbox (both change only with a restart).
 */
export function usePublicConfig() {
  return useQuery({
    queryKey: ['config'],
    queryFn: ({ signal }) => apiFetch<PublicConfig>('/config', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * The installation's support address (the API's SUPPORT_EMAIL), for the legal pages: the
 * built-in default until /api/config answers, or when it cannot.
 */
export function useSupportAddress(): string {
  return usePublicConfig().data?.supportEmail ?? SUPPORT_ADDRESS;
}
