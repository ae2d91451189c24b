import { PLANS } from '@partnerly/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { subscriptionPlans } from '../../../db/schema';

/** Upserts the contracts plan table into subscription_plans; safe to run at every start. */
export async function seedSubscriptionPlans(db: Db): Promise<void> {
  const rows = PLANS.map((plan, index) => ({
    id: plan.id,
    name: plan.name,
    priceAed: plan.priceAed,
    priceId: plan.priceId,
    description: plan.description,
    isActive: true,
    isRecommended: plan.isRecommended,
    sortOrder: index,
    maxCampaigns: plan.limits.campaignPostsPerMonth,
    maxCreatorsPerCampaign: plan.limits.creatorsPerCampaign,
    maxPrivateQrCodesMonthly: plan.limits.qrCodesPerMonth,
    maxRedemptionsPerCode: plan.limits.redemptionsPerCode,
    maxTeamMembers: plan.limits.teamMembers,
    features: [...plan.features],
  }));
  const excluded = (column: string) => sql.raw(`excluded.${column}`);
  await db
    .insert(subscriptionPlans)
    .values(rows)
    .onConflictDoUpdate({
      target: subscriptionPlans.id,
      set: {
        name: excluded('name'),
        priceAed: excluded('price_aed'),
        priceId: excluded('price_id'),
        description: excluded('description'),
        isRecommended: excluded('is_recommended'),
        sortOrder: excluded('sort_order'),
        maxCampaigns: excluded('max_campaigns'),
        maxCreatorsPerCampaign: excluded('max_creators_per_campaign'),
        maxPrivateQrCodesMonthly: excluded('max_private_qr_codes_monthly'),
        maxRedemptionsPerCode: excluded('max_redemptions_per_code'),
        maxTeamMembers: excluded('max_team_members'),
        features: excluded('features'),
      },
    });
}
