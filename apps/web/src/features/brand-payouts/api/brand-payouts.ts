import type { BrandPayoutList } from '@partnerly/contracts';
import { useQuery } from '@tanstack/react-query';
import { payoutKeys } from '@/api/payouts/payout-keys';
import { apiFetch } from '@/lib/api-client';

/** GET /api/payouts: every payout of the workspace's campaigns, newest results first, and the total spent. */
export function useBrandPayouts() {
  return useQuery({
    queryKey: payoutKeys.brand,
    queryFn: ({ signal }) => apiFetch<BrandPayoutList>('/payouts', { signal }),
  });
}
