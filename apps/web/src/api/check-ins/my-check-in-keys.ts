// Query keys under ['my-check-ins']: the creator's own side of event check-ins (issue 20), the
// event passes and the Points Tracker. One 'points.changed' event refreshes both.
export const myCheckInKeys = {
  all: ['my-check-ins'] as const,
  pass: (campaignId: string) => ['my-check-ins', 'pass', campaignId] as const,
  points: () => ['my-check-ins', 'points'] as const,
};
