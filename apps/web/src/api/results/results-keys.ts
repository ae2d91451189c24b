// Query keys of final results and payouts (issue 16). Every results query lives under
// ['results'] and every payout query under ['payouts'], so the `results.changed` event (a
// submission, a review, a payment) refetches whichever lists either side has open.
export const resultsKeys = {
  all: ['results'] as const,
  /** GET /api/results/campaigns/:campaignId: the report dialog's results. */
  campaign: (campaignId: string) => ['results', 'campaign', campaignId] as const,
};

export const payoutKeys = {
  all: ['payouts'] as const,
  /** GET /api/payouts: the workspace's payouts and total spent. */
  brand: ['payouts', 'brand'] as const,
};
