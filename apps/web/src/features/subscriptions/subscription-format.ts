import { formatBillingDate, PAYABLE_PLAN_IDS, type PayablePlanId, type PlanId } from '@partnerly/contracts';

/**
 * A billing date on the subscription screens: contracts' `formatBillingDate` ('26 Dec 2026' in
 * the UAE's time zone, decision 0038), the same text as the server's billing messages (quote,
 * scheduled change, receipts) for the same day; empty for a missing or bad value.
 */
export function formatDay(value: string | null | undefined): string {
  if (!value) return '';
  return Number.isNaN(new Date(value).getTime()) ? '' : formatBillingDate(value);
}

/** 'basic' -> 'Basic' (plan names in messages when the plan list is not at hand). */
export function planLabel(planId: PlanId | string | null | undefined): string {
  if (!planId) return '';
  return planId.charAt(0).toUpperCase() + planId.slice(1);
}

/** A plan id from a query parameter or router state, when it is one a brand can pay for. */
export function payablePlanOf(value: unknown): PayablePlanId | null {
  return PAYABLE_PLAN_IDS.find((planId) => planId === value) ?? null;
}
