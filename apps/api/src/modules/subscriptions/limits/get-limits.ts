import {
  DASHBOARD_WARNING_PERCENT,
  isAtLimit,
  isNearLimit,
  PANEL_WARNING_PERCENT,
  usagePercent,
  type SubscriptionLimits,
  type UsageResource,
} from '@partnerly/contracts';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { subscriptionUsage } from '../../../db/schema';
import { getPlanOrThrow } from '../plans/plans.service';
import { currentCycleStart, describeAccess, findSubscription } from '../subscription-state';
import { effectiveLimits, type EffectiveLimits } from './effective-limits';

const DAY_MS = 24 * 60 * 60 * 1000;

async function usageIn(
  db: Executor,
  userId: string,
  cycleStart: Date,
): Promise<Record<UsageResource, number>> {
  const rows = await db
    .select({ resource: subscriptionUsage.resource, used: subscriptionUsage.used })
    .from(subscriptionUsage)
    .where(and(eq(subscriptionUsage.workspaceId, userId), eq(subscriptionUsage.cycleStart, cycleStart)));
  const usage: Record<UsageResource, number> = { campaign_posts: 0, qr_codes: 0 };
  for (const row of rows) usage[row.resource] = row.used;
  return usage;
}

/** The plan limits that apply to the brand now (free without an active subscription). */
export async function getEffectiveLimits(
  db: Executor,
  userId: string,
  now = new Date(),
): Promise<EffectiveLimits> {
  const row = await findSubscription(db, userId);
  const access = describeAccess(row, now);
  return effectiveLimits(await getPlanOrThrow(db, access.effectivePlanId), row);
}

/** The limits record of spec 02 section 3: plan, usage in the current cycle, warnings. */
export async function getSubscriptionLimits(
  db: Executor,
  userId: string,
  now = new Date(),
): Promise<SubscriptionLimits> {
  const row = await findSubscription(db, userId);
  const access = describeAccess(row, now);
  const plan = await getPlanOrThrow(db, access.effectivePlanId);
  const limits = effectiveLimits(plan, row);
  const cycleStart = row && access.hasAccess ? currentCycleStart(row.billingCycleStart, now) : null;
  const usage = cycleStart ? await usageIn(db, userId, cycleStart) : { campaign_posts: 0, qr_codes: 0 };
  const campaigns = usage.campaign_posts;
  const qrCodes = usage.qr_codes;
  const nextRenewal = access.hasAccess && row?.status === 'active' ? row.nextRenewalDate : null;
  return {
    subscriptionStatus: access.status,
    hasActiveSubscription: access.hasAccess,
    isEndingSoon: access.hasAccess && access.status === 'cancelled',
    planId: access.effectivePlanId,
    planName: plan.name,
    campaignPostLimit: limits.campaignPostLimit,
    currentCampaigns: campaigns,
    qrCodeLimit: limits.qrCodeLimit,
    currentQrCodes: qrCodes,
    maxRedemptionsPerCode: limits.maxRedemptionsPerCode,
    maxCreatorsPerCampaign: limits.maxCreatorsPerCampaign,
    teamMemberLimit: limits.teamMemberLimit,
    canCreateCampaigns: access.hasAccess && !isAtLimit(campaigns, limits.campaignPostLimit),
    canCreateQrCodes: access.hasAccess && !isAtLimit(qrCodes, limits.qrCodeLimit),
    billingCycleStart: cycleStart?.toISOString() ?? null,
    nextRenewalDate: nextRenewal?.toISOString() ?? null,
    subscriptionEnd: access.hasAccess ? (access.accessEndsAt?.toISOString() ?? null) : null,
    daysUntilRenewal: nextRenewal
      ? Math.max(0, Math.ceil((nextRenewal.getTime() - now.getTime()) / DAY_MS))
      : null,
    currentCampaignUsagePercent: usagePercent(campaigns, limits.campaignPostLimit),
    currentQrUsagePercent: usagePercent(qrCodes, limits.qrCodeLimit),
    isNearCampaignLimit: isNearLimit(campaigns, limits.campaignPostLimit, PANEL_WARNING_PERCENT),
    isNearQrLimit: isNearLimit(qrCodes, limits.qrCodeLimit, PANEL_WARNING_PERCENT),
    shouldWarnCampaignLimit: isNearLimit(campaigns, limits.campaignPostLimit, DASHBOARD_WARNING_PERCENT),
    shouldWarnQrLimit: isNearLimit(qrCodes, limits.qrCodeLimit, DASHBOARD_WARNING_PERCENT),
  };
}
