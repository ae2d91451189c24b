import { z } from 'zod';
import type { UserType } from './enums';

// Privacy tab and Account Settings dialog of /profile (spec 02 sections 2 and 9, spec 03
// section 2). Both are views of one record per user, so a switch means the same in each.

export const PROFILE_VISIBILITIES = ['public', 'brands-only', 'private'] as const;
export type ProfileVisibility = (typeof PROFILE_VISIBILITIES)[number];

export const PROFILE_VISIBILITY_LABELS: Record<ProfileVisibility, string> = {
  public: 'Public',
  'brands-only': 'Brands only',
  private: 'Private',
};

/** The privacy tab (GET / PUT /api/settings/privacy). */
export const privacySettingsSchema = z.object({
  profileVisibility: z.enum(PROFILE_VISIBILITIES),
  showContactInfo: z.boolean(),
  showSocialLinks: z.boolean(),
  allowMessaging: z.boolean(),
  /** Creators only: let brands see the creator's analytics. */
  shareAnalytics: z.boolean(),
  /** Brands only: let creators see campaign performance data. */
  shareCampaignData: z.boolean(),
  /** 'Marketing communications'. */
  marketingEmails: z.boolean(),
});
export type PrivacySettings = z.infer<typeof privacySettingsSchema>;

/** The Account Settings dialog (GET / PUT /api/settings/account). */
export const accountSettingsSchema = z.object({
  emailNotifications: z.boolean(),
  marketingEmails: z.boolean(),
  /** Profile visibility other than private. */
  publicProfile: z.boolean(),
});
export type AccountSettings = z.infer<typeof accountSettingsSchema>;

/** Spec 02 section 9 defaults (privacy and account settings). */
export const DEFAULT_PRIVACY_SETTINGS: PrivacySettings = {
  profileVisibility: 'public',
  showContactInfo: true,
  showSocialLinks: true,
  allowMessaging: true,
  shareAnalytics: false,
  shareCampaignData: false,
  marketingEmails: false,
};
export const DEFAULT_EMAIL_NOTIFICATIONS = true;

export const SETTINGS_MESSAGES = {
  privacyUpdated: 'Privacy Settings Updated',
  settingsUpdated: 'Settings Updated',
  creatorsOnly: 'Only creator accounts share analytics',
  brandsOnly: 'Only brand accounts have campaign data privacy',
} as const;

/** Pushed to the user's open streams after a change: refetch the settings. */
export const SETTINGS_EVENTS = { updated: 'settings.updated' } as const;

const flag = (label: string) => z.boolean(`${label} must be true or false`).optional();

/**
 * Settings bodies refuse keys they do not know (400), so a switch that was removed (issue 24:
 * 'Data collection', 'Third-party sharing', 'Data sharing') is refused, never silently dropped.
 */
const onlyKnownSettings = {
  error: (issue: z.core.$ZodRawIssue) =>
    issue.code === 'unrecognized_keys' ? `Not a setting: ${issue.keys.join(', ')}` : undefined,
};

/** Body of PUT /api/settings/privacy: the given switches change, the others keep their value. */
export const updatePrivacySettingsInput = z.strictObject(
  {
    profileVisibility: z
      .enum(PROFILE_VISIBILITIES, `Profile visibility must be one of: ${PROFILE_VISIBILITIES.join(', ')}`)
      .optional(),
    showContactInfo: flag('Show contact info'),
    showSocialLinks: flag('Show social links'),
    allowMessaging: flag('Allow messaging'),
    shareAnalytics: flag('Share analytics'),
    shareCampaignData: flag('Share campaign data'),
    marketingEmails: flag('Marketing emails'),
  },
  onlyKnownSettings,
);
export type UpdatePrivacySettingsInput = z.input<typeof updatePrivacySettingsInput>;

/** Body of PUT /api/settings/account. */
export const updateAccountSettingsInput = z.strictObject(
  {
    emailNotifications: flag('Email notifications'),
    marketingEmails: flag('Marketing emails'),
    publicProfile: flag('Public profile'),
  },
  onlyKnownSettings,
);
export type UpdateAccountSettingsInput = z.input<typeof updateAccountSettingsInput>;

/**
 * Who may see a user's profile: the owner and admins always; others by its visibility
 * (brands-only lets brand accounts in; signed-out visitors see public profiles only).
 */
export function canSeeProfile(
  visibility: ProfileVisibility,
  viewer: { isOwner: boolean; userType: UserType | null },
): boolean {
  if (viewer.isOwner) return true;
  if (viewer.userType === 'admin' || viewer.userType === 'super_admin') return true;
  if (visibility === 'public') return true;
  if (visibility === 'brands-only') return viewer.userType === 'brand';
  return false;
}
