import type { Plan, PlanId, PlanList } from '@partnerly/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { subscriptionKeys } from '@/api/subscriptions/subscription-keys';

const ONE_HOUR = 60 * 60 * 1000;

/** GET /api/subscriptions/plans (public): plans by ascending price, free first. */
export function usePlans() {
  return useQuery({
    queryKey: subscriptionKeys.plans,
    queryFn: ({ signal }) => apiFetch<PlanList>('/subscriptions/plans', { signal }),
    select: (data) => data.plans,
    // Plans change only with a release.
    staleTime: ONE_HOUR,
  });
}

/** The plans a brand can choose on the plan pages: everything but free. */
export const choosablePlans = (plans: Plan[]): Plan[] => plans.filter((plan) => plan.id !== 'free');

export const findPlan = (plans: Plan[] | undefined, planId: PlanId | string | null | undefined) =>
  plans?.find((plan) => plan.id === planId);
