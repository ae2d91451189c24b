import {
  aedToFils,
  BILLING_PERIOD_DAYS,
  CURRENCY,
  formatBillingDate,
  formatFils,
  PLANS_BY_ID,
  SUBSCRIPTION_MESSAGES,
  type CheckoutQuote,
  type PaymentPurpose,
  type PlanId,
} from '@partnerly/contracts';
import type { Executor } from '../../../db/client';
import { AppError } from '../../../middleware/errors';
import { getPlanOrThrow, type PlanRow } from '../plans/plans.service';
import { addDays, describeAccess, findSubscription, type SubscriptionRow } from '../subscription-state';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A checkout's price and the period it pays for, decided before the payment row is written. */
export interface CheckoutTerms {
  purpose: PaymentPurpose;
  amountFils: number;
  periodStart: Date;
  periodEnd: Date;
  daysRemaining: number | null;
}

/** Whole days from `now` to `end`; a started day counts as a day (the brand has the plan on it). */
function daysLeft(end: Date, now: Date): number {
  return Math.max(0, Math.ceil((end.getTime() - now.getTime()) / DAY_MS));
}

/**
 * The prorated price of an upgrade, in fils, with integer math: the monthly price difference
 * times the days left over the days of a period, rounded half up to the fils
 * (floor((diff x days + period / 2) / period)). 21 000 fils (AED 210) x 15 / 30 = 10 500.
 */
export function proratedFils(fromPriceFils: number, toPriceFils: number, daysRemaining: number): number {
  const difference = Math.max(0, toPriceFils - fromPriceFils);
  return Math.floor((difference * daysRemaining * 2 + BILLING_PERIOD_DAYS) / (BILLING_PERIOD_DAYS * 2));
}

const planOrder = (planId: string) => Object.keys(PLANS_BY_ID).indexOf(planId);
const priceFils = (plan: PlanRow) => aedToFils(plan.priceAed ?? 0);

/**
 * What a checkout for `plan` charges now:
 * - no access: subscribe, full price, 30 days from now;
 * - the current plan, or the plan of a scheduled downgrade: renewal, full price, the 30 days
 *   after the paid period;
 * - a higher plan: upgrade, the prorated difference until the current period's end (which
 *   does not move, and the usage counters of the period stay);
 * - a lower plan while cancelled: a fresh 30-day period on it (decision 0008).
 */
export async function checkoutTerms(
  db: Executor,
  row: SubscriptionRow | undefined,
  plan: PlanRow,
  now: Date,
): Promise<CheckoutTerms> {
  const full = priceFils(plan);
  const access = describeAccess(row, now);
  const fresh = {
    purpose: 'subscribe' as const,
    amountFils: full,
    periodStart: now,
    periodEnd: addDays(now, BILLING_PERIOD_DAYS),
    daysRemaining: null,
  };
  if (!row || !access.hasAccess) return fresh;
  const current = access.effectivePlanId;
  const isScheduledNext = row.scheduledPlanId === plan.id && row.status === 'active';
  if (current === plan.id || isScheduledNext) {
    return {
      purpose: 'renewal',
      amountFils: full,
      periodStart: row.nextRenewalDate,
      periodEnd: addDays(row.nextRenewalDate, BILLING_PERIOD_DAYS),
      daysRemaining: null,
    };
  }
  if (planOrder(plan.id) > planOrder(current)) {
    const currentPlan = await getPlanOrThrow(db, current);
    const daysRemaining = daysLeft(row.nextRenewalDate, now);
    return {
      purpose: 'upgrade',
      amountFils: proratedFils(priceFils(currentPlan), full, daysRemaining),
      periodStart: now,
      periodEnd: row.nextRenewalDate,
      daysRemaining,
    };
  }
  if (row.status === 'cancelled') return fresh;
  throw new AppError(
    'CONFLICT',
    'Downgrades take effect at the end of the paid period: change your plan from the subscription panel.',
  );
}

/** The quote the plan change confirmation shows: 'You pay AED 105 now for Premium until 26 Dec 2026.' */
export async function quoteCheckout(db: Executor, userId: string, planId: PlanId): Promise<CheckoutQuote> {
  const now = new Date();
  const plan = await getPlanOrThrow(db, planId);
  if (plan.priceAed === null || plan.priceAed <= 0)
    throw new AppError('BAD_REQUEST', SUBSCRIPTION_MESSAGES.planNotFound);
  const terms = await checkoutTerms(db, await findSubscription(db, userId), plan, now);
  const price = formatFils(terms.amountFils);
  const until = formatBillingDate(terms.periodEnd);
  return {
    planId,
    purpose: terms.purpose,
    amount: terms.amountFils / 100,
    amountFils: terms.amountFils,
    currency: CURRENCY,
    periodStart: terms.periodStart.toISOString(),
    periodEnd: terms.periodEnd.toISOString(),
    daysRemaining: terms.daysRemaining,
    daysInPeriod: BILLING_PERIOD_DAYS,
    summary:
      terms.purpose === 'renewal'
        ? `You pay ${price} now for ${plan.name} from ${formatBillingDate(terms.periodStart)} until ${until}.`
        : `You pay ${price} now for ${plan.name} until ${until}.`,
  };
}
