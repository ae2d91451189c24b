// Query keys under ['disputes']: the disputes of one application, as its two sides read them
// (My Applications on the creator side, the Applications dialog on the brand side).
export const disputeKeys = {
  all: ['disputes'] as const,
  application: (applicationId: string) => ['disputes', 'application', applicationId] as const,
};
