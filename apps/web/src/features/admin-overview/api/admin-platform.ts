import type { AdminAnalytics, AdminOverview } from '@partnerly/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

// Under ['admin']: Logout of the console drops them (features/admin).
const platformKeys = {
  overview: ['admin', 'platform', 'overview'] as const,
  analytics: ['admin', 'platform', 'analytics'] as const,
};

/** GET /api/admin/platform/overview: the six cards. */
export function useAdminOverview() {
  return useQuery({
    queryKey: platformKeys.overview,
    queryFn: ({ signal }) => apiFetch<AdminOverview>('/admin/platform/overview', { signal }),
  });
}

/** GET /api/admin/platform/analytics: the last 30 days, today last. */
export function useAdminAnalytics() {
  return useQuery({
    queryKey: platformKeys.analytics,
    queryFn: ({ signal }) => apiFetch<AdminAnalytics>('/admin/platform/analytics', { signal }),
  });
}
