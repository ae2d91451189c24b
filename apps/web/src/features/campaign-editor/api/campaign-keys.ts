// Query keys. Every campaign query of the web app lives under the ['campaigns'] prefix:
// ['campaigns', 'mine'] (the brand's list), ['campaigns', 'dashboard'] (stat cards and
// Recent Activity), ['campaigns', 'mine', id] (one campaign for the Edit form) and the
// feed. Saving the form invalidates the whole prefix, so the dashboard's list and
// counters refetch whichever of them are in use.
export const campaignKeys = {
  all: ['campaigns'] as const,
  mine: ['campaigns', 'mine'] as const,
  dashboard: ['campaigns', 'dashboard'] as const,
  editable: (id: string) => ['campaigns', 'mine', id] as const,
};

/** Subscription data lives under ['subscriptions']; a new campaign uses one monthly post. */
export const subscriptionsPrefix = ['subscriptions'] as const;
export const campaignLimitsKey = ['subscriptions', 'me', 'limits'] as const;

/** The brand's location defaults the form starts with. */
export const editorKeys = {
  locationDefaults: ['brand-profiles', 'location-defaults'] as const,
};
