import { meQueryKey } from '@/lib/session';

/**
 * The dashboard's queries. The completion sits under the session's key: whatever refetches
 * the session after a profile change (save, photo, social links) refetches it too.
 */
export const creatorDashboardKeys = {
  figures: ['creator-dashboard'] as const,
  completion: [...meQueryKey, 'profile-completion'] as const,
};
