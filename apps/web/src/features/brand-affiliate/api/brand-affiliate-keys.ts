// Query keys of the brand's affiliate screens under ['brand-affiliate']: the workspace's
// analytics and each campaign's Affiliate Codes dialog. Creating or deleting a code, an order
// import and the affiliate.activity event (a tracked view, copy or click, or a colleague's
// change) refetch whichever of them are in use.
export const brandAffiliateKeys = {
  all: ['brand-affiliate'] as const,
  analytics: ['brand-affiliate', 'analytics'] as const,
  campaign: (campaignId: string) => ['brand-affiliate', 'campaign', campaignId] as const,
};
