// Query keys under ['applications']: the brand's dialog reads one campaign's applications.
export const applicationKeys = {
  all: ['applications'] as const,
  campaign: (campaignId: string) => ['applications', 'campaign', campaignId] as const,
};
