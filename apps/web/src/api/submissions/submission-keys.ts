// Query keys of the submissions resource. Every submissions query lives under ['submissions'],
// so the `submissions.changed` event refetches whichever lists are in use, on either side.
// The brand's lists live under ['submissions', 'brand']: the review's answer patches only those
// (the creator side's lists may have another shape).
export const submissionKeys = {
  all: ['submissions'] as const,
  brandLists: ['submissions', 'brand'] as const,
  /** GET /api/submissions: the workspace's queue across campaigns, or one campaign's. */
  brand: (campaignId: string | null) => ['submissions', 'brand', campaignId ?? 'all'] as const,
};
