import type { SubscriptionLimits } from '@partnerly/contracts';

// The subscription gate of the Create Campaign form (spec 02 section 4): without an
// active subscription, or at the plan's monthly campaign post limit, the form is replaced
// by the upgrade prompt. The texts are the ones the API refuses a create with.

const NO_SUBSCRIPTION = 'An active subscription is required to create campaigns. Choose a plan to continue.';
const limitReached = (limit: number) =>
  `Monthly campaign limit reached (${limit}). Upgrade your plan for more campaigns.`;

type GateLimits = Pick<
  SubscriptionLimits,
  'hasActiveSubscription' | 'canCreateCampaigns' | 'campaignPostLimit'
>;

/** Why the brand cannot publish now (the API's own words after a refusal); null when it can. */
export function campaignGateMessage(limits: GateLimits, refusal: string | null): string | null {
  if (refusal) return refusal;
  if (!limits.hasActiveSubscription) return NO_SUBSCRIPTION;
  if (!limits.canCreateCampaigns) return limitReached(limits.campaignPostLimit);
  return null;
}
