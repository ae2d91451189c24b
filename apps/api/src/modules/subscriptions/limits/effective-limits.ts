import type { UsageResource } from '@partnerly/contracts';
import type { PlanRow } from '../plans/plans.service';
import type { SubscriptionRow } from '../subscription-state';

export interface EffectiveLimits {
  campaignPostLimit: number;
  qrCodeLimit: number;
  maxRedemptionsPerCode: number;
  maxCreatorsPerCampaign: number;
  teamMemberLimit: number;
}

/** The plan's limits, raised by approved enterprise limit requests. */
export function effectiveLimits(plan: PlanRow, row: SubscriptionRow | undefined): EffectiveLimits {
  const hasCustom = row?.planId === plan.id && plan.id === 'enterprise';
  return {
    campaignPostLimit: plan.maxCampaigns,
    qrCodeLimit: (hasCustom ? row?.customQrCodeLimit : null) ?? plan.maxPrivateQrCodesMonthly,
    maxRedemptionsPerCode: (hasCustom ? row?.customRedemptionLimit : null) ?? plan.maxRedemptionsPerCode,
    maxCreatorsPerCampaign: plan.maxCreatorsPerCampaign,
    teamMemberLimit: plan.maxTeamMembers,
  };
}

export const MONTHLY_RESOURCES: Record<
  UsageResource,
  {
    limitOf: (limits: EffectiveLimits) => number;
    noSubscription: string;
    limitReached: (limit: number) => string;
  }
> = {
  campaign_posts: {
    limitOf: (limits) => limits.campaignPostLimit,
    noSubscription: 'An active subscription is required to create campaigns. Choose a plan to continue.',
    limitReached: (limit) =>
      `Monthly campaign limit reached (${limit}). Upgrade your plan for more campaigns.`,
  },
  qr_codes: {
    limitOf: (limits) => limits.qrCodeLimit,
    noSubscription: 'Upgrade your plan to create QR codes',
    limitReached: (limit) => `Monthly QR code limit reached (${limit}). Upgrade your plan for more codes.`,
  },
};
