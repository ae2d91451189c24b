import type { UserType } from '@partnerly/contracts';

/** The creator's home (issue 21); /dashboard sends creators on to it. */
export const CREATOR_HOME = '/creator-dashboard';

/**
 * Where a role guard sends another role (spec 01 section 6): a creator to the creator
 * dashboard, an agent to the Agent Hub; brands and everyone else to /dashboard, which shows
 * each role its own home (the spec's '/' would be the public landing page).
 */
export function roleHomeOf(userType: UserType): string {
  if (userType === 'creator') return CREATOR_HOME;
  if (userType === 'agent' || userType === 'agency') return '/agent-dashboard';
  return '/dashboard';
}
