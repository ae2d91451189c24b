// Query keys of the check-in validator under ['check-ins']: an award and the check-in.created
// event (a colleague at another door, or this one) refetch the campaign's list.
export const checkInKeys = {
  all: ['check-ins'] as const,
  ofCampaign: (campaignId: string) => ['check-ins', campaignId] as const,
};
