import type { SubscriptionLimits } from '@partnerly/contracts';
import type { Translate } from '@/lib/i18n/campaign-keys';

// The subscription gate of the Create Campaign form (spec 02 section 4): without an
// active subscription, or at the plan's monthly campaign post limit, the form is replaced
// by the upgrade prompt. The English texts are the ones the API refuses a create with.

type GateLimits = Pick<
  SubscriptionLimits,
  'hasActiveSubscription' | 'canCreateCampaigns' | 'campaignPostLimit'
>;

/** Why the brand cannot publish now (the API's own words after a refusal); null when it can. */
export function campaignGateMessage(t: Translate, limits: GateLimits, refusal: string | null): string | null {
  if (refusal) return refusal;
  if (!limits.hasActiveSubscription) return t('campaignEditor.noSubscription');
  if (!limits.canCreateCampaigns)
    return t('campaignEditor.monthlyLimitReached', { limit: limits.campaignPostLimit });
  return null;
}
