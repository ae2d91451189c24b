// Query keys. Every campaign query of the brand side lives under the ['campaigns'] prefix:
// ['campaigns', 'mine'] (the brand's list), ['campaigns', 'dashboard'] (stat cards and
// Recent Activity), ['campaigns', 'mine', id] (one campaign for the Edit form) and
// ['campaigns', 'mine', id, 'deletion'] (the Delete dialog's counts). Saving
// the form, a status change and campaign events invalidate the whole prefix, so the
// dashboard's list and counters refetch whichever of them are in use.
export const campaignKeys = {
  all: ['campaigns'] as const,
  mine: ['campaigns', 'mine'] as const,
  dashboard: ['campaigns', 'dashboard'] as const,
  editable: (id: string) => ['campaigns', 'mine', id] as const,
  /** What deleting one would do (who is told, or why it can only be closed). */
  deletion: (id: string) => ['campaigns', 'mine', id, 'deletion'] as const,
};
