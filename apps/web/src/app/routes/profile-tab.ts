export const PROFILE_TABS = ['profile', 'account', 'privacy'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

/**
 * The tab a ?tab= value shows (spec 02 'Settings page', spec 01 route table): none or an
 * unknown one is profile; 'settings' (the avatar menu's Profile Settings link and e-mails)
 * is the account tab.
 */
export function resolveProfileTab(value: string | null): ProfileTab {
  if (value === 'account' || value === 'settings') return 'account';
  if (value === 'privacy') return 'privacy';
  return 'profile';
}
