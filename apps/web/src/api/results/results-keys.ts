// Query keys of final results under ['results']. The creator side reads one application's
// (the campaign work panel's Analytics tab); `results.changed` and a content review refetch it.
export const resultKeys = {
  all: ['results'] as const,
  /** GET /api/results/mine?applicationId=: the application's results and content status. */
  mine: (applicationId: string) => ['results', 'mine', applicationId] as const,
};
