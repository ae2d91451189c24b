import type { UsageResource } from '@partnerly/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { subscriptionUsage } from '../../../db/schema';
import { AppError } from '../../../middleware/errors';
import { getPlanOrThrow } from '../plans/plans.service';
import { currentCycleStart, describeAccess, findSubscription } from '../subscription-state';
import { effectiveLimits, MONTHLY_RESOURCES } from './effective-limits';

export interface MonthlyAllowance {
  used: number;
  limit: number;
  cycleStart: Date;
}

/**
 * Counts one more campaign post or QR code against the brand's monthly limit, or throws
 * 403 with the spec's message. Call it inside the transaction that creates the thing: it
 * locks the brand's subscription row (SELECT ... FOR UPDATE) so concurrent creates at the
 * limit queue up and exactly the allowed number pass, and a rolled-back create gives the
 * unit back.
 */
export async function assertWithinMonthlyLimit(
  tx: Tx,
  brandUserId: string,
  resource: UsageResource,
  now = new Date(),
): Promise<MonthlyAllowance> {
  const messages = MONTHLY_RESOURCES[resource];
  const row = await findSubscription(tx, brandUserId, { shouldLock: true });
  const access = describeAccess(row, now);
  if (!row || !access.hasAccess) throw new AppError('FORBIDDEN', messages.noSubscription);

  const limit = messages.limitOf(effectiveLimits(await getPlanOrThrow(tx, access.effectivePlanId), row));
  const cycleStart = currentCycleStart(row.billingCycleStart, now);
  const [usage] = await tx
    .select({ used: subscriptionUsage.used })
    .from(subscriptionUsage)
    .where(
      and(
        eq(subscriptionUsage.workspaceId, brandUserId),
        eq(subscriptionUsage.resource, resource),
        eq(subscriptionUsage.cycleStart, cycleStart),
      ),
    );
  const used = usage?.used ?? 0;
  if (used >= limit) throw new AppError('FORBIDDEN', messages.limitReached(limit));

  await tx
    .insert(subscriptionUsage)
    .values({ workspaceId: brandUserId, resource, cycleStart, used: 1 })
    .onConflictDoUpdate({
      target: [subscriptionUsage.workspaceId, subscriptionUsage.resource, subscriptionUsage.cycleStart],
      set: { used: sql`${subscriptionUsage.used} + 1` },
    });
  return { used: used + 1, limit, cycleStart };
}
