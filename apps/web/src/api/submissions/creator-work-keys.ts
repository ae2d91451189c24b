// Query keys under ['creator-work']: the creator side's work after an approval (Creator Work's
// list and the campaign work panel of one application). One prefix, so a submission or a
// review anywhere refetches both.
export const creatorWorkKeys = {
  all: ['creator-work'] as const,
  list: () => ['creator-work', 'list'] as const,
  detail: (applicationId: string) => ['creator-work', 'detail', applicationId] as const,
};
