import type { PublicConfig } from '@partnerly/contracts';
import { useQuery } from '@tanstack/react-query';
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
