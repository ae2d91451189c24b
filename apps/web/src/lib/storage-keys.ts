// Browser storage keys named by the spec (section 3), plus our own theme key.
export const STORAGE_KEYS = {
  selectedBrandProfile: 'selectedBrandProfile',
  pendingOAuthUserType: 'pendingOAuthUserType',
  postOAuthUserType: 'postOAuthUserType',
  theme: 'partnerly-theme',
  /** localStorage: the language a visitor chose, 'en' or 'ar' (members' is on the account too). */
  language: 'partnerly-language',
  /** localStorage: ids of the users this browser has welcomed (dashboard notifier). */
  welcomedUsers: 'partnerly-welcomed-users',
  /** sessionStorage: the profile-incomplete reminder was shown in this tab. */
  profileReminderShown: 'partnerly-profile-reminder-shown',
  /** sessionStorage: the onboarding wizard's progress in this tab (never a password). */
  onboardingProgress: 'partnerly-onboarding-progress',
  /** sessionStorage, + ':' + user id: unsent message text per conversation (Messages). */
  messageDrafts: 'partnerly-message-drafts',
  /** sessionStorage, + ':' + user id: messages sent but not yet stored, with their keys (Messages). */
  messageOutbox: 'partnerly-message-outbox',
} as const;

/** Keys removed at sign-out (spec 01 section 4). */
export const SIGN_OUT_KEYS = [
  STORAGE_KEYS.selectedBrandProfile,
  STORAGE_KEYS.pendingOAuthUserType,
  STORAGE_KEYS.postOAuthUserType,
] as const;
