import type { BrandDashboard } from '@partnerly/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { campaignKeys } from '@/api/campaigns/campaign-keys';

/** GET /api/campaigns/dashboard: the four stat cards and Recent Activity. */
export function useBrandDashboard() {
  return useQuery({
    queryKey: campaignKeys.dashboard,
    queryFn: ({ signal }) => apiFetch<BrandDashboard>('/campaigns/dashboard', { signal }),
  });
}
