// Query keys under ['campaigns']: the campaign form invalidates ['campaigns'] when it saves,
// and campaign events invalidate the same prefix.
export const campaignKeys = {
  all: ['campaigns'] as const,
  mine: ['campaigns', 'mine'] as const,
  dashboard: ['campaigns', 'dashboard'] as const,
};
