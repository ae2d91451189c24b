// Query keys of payouts under ['payouts']: `results.changed` (results submitted, approved with
// an amount, paid) refetches whichever payout list is in use.
export const payoutKeys = {
  all: ['payouts'] as const,
  /** GET /api/payouts/mine: the creator's, or the represented creators' for an agent. */
  mine: () => ['payouts', 'mine'] as const,
  /** GET /api/payouts: the workspace's payouts and total spent. */
  brand: ['payouts', 'brand'] as const,
};
