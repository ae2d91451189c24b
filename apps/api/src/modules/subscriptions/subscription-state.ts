import { BILLING_PERIOD_DAYS, type PlanId, type SubscriptionStatus } from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { brandSubscriptions } from '../../db/schema';

export type SubscriptionRow = typeof brandSubscriptions.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;
const PERIOD_MS = BILLING_PERIOD_DAYS * DAY_MS;

export const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);

/**
 * The plan the stored row gives at `now`: a scheduled downgrade takes over at its date even
 * before the renewal sweep writes it into plan_id (decision 0038).
 */
function planAt(row: SubscriptionRow, now: Date): PlanId {
  if (row.scheduledPlanId && row.scheduledChangeAt && row.scheduledChangeAt <= now)
    return row.scheduledPlanId as PlanId;
  return row.planId as PlanId;
}

export interface SubscriptionAccess {
  /** 'expired' once the paid period is over, whatever the stored status says. */
  status: SubscriptionStatus | 'none';
  hasAccess: boolean;
  /** The plan whose limits apply now: free without access. */
  effectivePlanId: PlanId;
  /** When access ends: next_renewal_date, or the end date of a cancelled subscription. */
  accessEndsAt: Date | null;
}

/** What a stored subscription means at `now`: access ends at the end of the paid period. */
export function describeAccess(row: SubscriptionRow | undefined, now: Date): SubscriptionAccess {
  if (!row) return { status: 'none', hasAccess: false, effectivePlanId: 'free', accessEndsAt: null };
  const accessEndsAt =
    row.status === 'cancelled' ? (row.subscriptionEndDate ?? row.nextRenewalDate) : row.nextRenewalDate;
  const hasAccess = row.status !== 'expired' && row.planId !== 'free' && now < accessEndsAt;
  return {
    status: hasAccess ? row.status : 'expired',
    hasAccess,
    effectivePlanId: hasAccess ? planAt(row, now) : 'free',
    accessEndsAt,
  };
}

/** Monthly usage resets every 30 days counted from billing_cycle_start. */
export function currentCycleStart(billingCycleStart: Date, now: Date): Date {
  const elapsed = now.getTime() - billingCycleStart.getTime();
  if (elapsed <= 0) return billingCycleStart;
  return new Date(billingCycleStart.getTime() + Math.floor(elapsed / PERIOD_MS) * PERIOD_MS);
}

export async function findSubscription(
  db: Executor,
  userId: string,
  options: { shouldLock?: boolean } = {},
): Promise<SubscriptionRow | undefined> {
  const query = db.select().from(brandSubscriptions).where(eq(brandSubscriptions.workspaceId, userId));
  const [row] = options.shouldLock ? await query.for('update') : await query;
  return row;
}
