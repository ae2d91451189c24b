import { formatPlanPrice, type Plan, type PlanId } from '@partnerly/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Db, Executor } from '../../../db/client';
import { subscriptionPlans } from '../../../db/schema';
import { AppError } from '../../../middleware/errors';

export type PlanRow = typeof subscriptionPlans.$inferSelect;

/** A plan as the API answers it (the contract's Plan). */
export type PlanView = Plan;

function toPlanView(row: PlanRow): PlanView {
  return {
    id: row.id as PlanId,
    name: row.name,
    priceAed: row.priceAed,
    priceLabel: formatPlanPrice(row),
    priceId: row.priceId,
    description: row.description,
    isRecommended: row.isRecommended,
    isTaxIncluded: true,
    limits: {
      campaignPostsPerMonth: row.maxCampaigns,
      creatorsPerCampaign: row.maxCreatorsPerCampaign,
      qrCodesPerMonth: row.maxPrivateQrCodesMonthly,
      redemptionsPerCode: row.maxRedemptionsPerCode,
      teamMembers: row.maxTeamMembers,
    },
    features: row.features,
  };
}

/** Active plans by ascending price; free is included (the panel shows it as the fallback). */
export async function listPlans(db: Db): Promise<PlanView[]> {
  const rows = await db
    .select()
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.isActive, true))
    .orderBy(asc(subscriptionPlans.sortOrder));
  return rows.map(toPlanView);
}

export async function getPlanOrThrow(db: Executor, planId: string): Promise<PlanRow> {
  const [row] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, planId));
  if (!row || !row.isActive) throw new AppError('NOT_FOUND', 'Plan not found');
  return row;
}

/** A plan's name for records (activity list), whether or not it is still offered; else its id. */
export async function planNameOf(db: Executor, planId: string): Promise<string> {
  const [row] = await db
    .select({ name: subscriptionPlans.name })
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.id, planId));
  return row?.name ?? planId;
}
