// Query keys of final results under ['results'] (payouts are under ['payouts'], payout-keys.ts),
// so the `results.changed` event (a submission, a review, a payment) refetches whichever lists
// either side has open.
export const resultKeys = {
  all: ['results'] as const,
  /** GET /api/results/mine?applicationId=: the application's results and content status. */
  mine: (applicationId: string) => ['results', 'mine', applicationId] as const,
  /** GET /api/results/campaigns/:campaignId: the report dialog's results. */
  campaign: (campaignId: string) => ['results', 'campaign', campaignId] as const,
};
