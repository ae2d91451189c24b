import { PAYABLE_PLAN_IDS, type PayablePlanId, type PlanId } from '@partnerly/contracts';

const dayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' });

/** 'March 4, 2026' style day of an ISO time; empty for a missing or bad value. */
export function formatDay(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dayFormat.format(date);
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
