// The campaign keys are shared with the brand dashboard (@/api/campaigns/campaign-keys) and
// the location defaults live under the brand-profile keys (@/api/brand-profiles/brand-profile-keys).

/** Subscription data lives under ['subscriptions']; a new campaign uses one monthly post. */
export const subscriptionsPrefix = ['subscriptions'] as const;
export const campaignLimitsKey = ['subscriptions', 'me', 'limits'] as const;
