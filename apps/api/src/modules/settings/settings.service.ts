import {
  canSeeProfile,
  DEFAULT_EMAIL_NOTIFICATIONS,
  DEFAULT_PRIVACY_SETTINGS,
  SETTINGS_EVENTS,
  SETTINGS_MESSAGES,
  type AccountSettings,
  type PrivacySettings,
  type updateAccountSettingsInput,
  type updatePrivacySettingsInput,
  type UserType,
} from '@partnerly/contracts';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDeps } from '../../context';
import type { Db, Executor } from '../../db/client';
import { userSettings } from '../../db/schema';
import { AppError } from '../../middleware/errors';
import { recordConsent } from '../consents/consent-records';
import { publishToUser } from '../notifications/notification-events';
import { findProfile } from '../profiles/profiles.service';

type SettingsDeps = Pick<AppDeps, 'database' | 'events'>;
type SettingsRow = typeof userSettings.$inferSelect;
type StoredSettings = PrivacySettings & { emailNotifications: boolean };

const DEFAULTS: StoredSettings = {
  ...DEFAULT_PRIVACY_SETTINGS,
  emailNotifications: DEFAULT_EMAIL_NOTIFICATIONS,
};

function fromRow(row: SettingsRow | undefined): StoredSettings {
  if (!row) return DEFAULTS;
  // The completion card's dismissal shares the row but is no privacy or account setting.
  const {
    userId: _userId,
    updatedAt: _updatedAt,
    profileCompletionDismissedAt: _profileCompletionDismissedAt,
    ...settings
  } = row;
  return settings;
}

async function readSettings(db: Db, userId: string): Promise<StoredSettings> {
  const [row] = await db.select().from(userSettings).where(eq(userSettings.userId, userId));
  return fromRow(row);
}

/**
 * Saves the changed switches. A change of 'Marketing communications' is a consent given or
 * withdrawn (PDPL, issue 24 item 3): it is recorded (source 'settings') in the same transaction;
 * saving the value it already had records nothing.
 */
async function writeSettings(deps: SettingsDeps, userId: string, changes: Partial<StoredSettings>) {
  const set = { ...changes, updatedAt: new Date() };
  const row = await deps.database.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ marketingEmails: userSettings.marketingEmails })
      .from(userSettings)
      .where(eq(userSettings.userId, userId))
      .for('update');
    const [after] = await tx
      .insert(userSettings)
      .values({ userId, ...DEFAULTS, ...set })
      .onConflictDoUpdate({ target: userSettings.userId, set })
      .returning();
    const wasOn = before?.marketingEmails ?? DEFAULTS.marketingEmails;
    if (changes.marketingEmails !== undefined && changes.marketingEmails !== wasOn) {
      await recordConsent(tx, {
        userId,
        subject: 'marketing_emails',
        granted: changes.marketingEmails,
        source: 'settings',
      });
    }
    return after;
  });
  await publishToUser(deps, userId, SETTINGS_EVENTS.updated);
  return fromRow(row);
}

/**
 * Switches 'Marketing communications' off (the one-click opt-out, inside its transaction) and
 * answers whether it was on. The caller records the withdrawal.
 */
export async function switchOffMarketingEmails(tx: Executor, userId: string): Promise<boolean> {
  const [before] = await tx
    .select({ marketingEmails: userSettings.marketingEmails })
    .from(userSettings)
    .where(eq(userSettings.userId, userId))
    .for('update');
  if (!before?.marketingEmails) return false;
  await tx
    .update(userSettings)
    .set({ marketingEmails: false, updatedAt: new Date() })
    .where(eq(userSettings.userId, userId));
  return true;
}

const toPrivacy = ({
  emailNotifications: _emailNotifications,
  ...privacy
}: StoredSettings): PrivacySettings => privacy;

const toAccount = (settings: StoredSettings): AccountSettings => ({
  emailNotifications: settings.emailNotifications,
  marketingEmails: settings.marketingEmails,
  publicProfile: settings.profileVisibility !== 'private',
});

export async function getPrivacySettings(db: Db, userId: string): Promise<PrivacySettings> {
  return toPrivacy(await readSettings(db, userId));
}

/** Saves the given privacy switches; analytics sharing is a creator's, campaign data privacy a brand's. */
export async function updatePrivacySettings(
  deps: SettingsDeps,
  user: { id: string; userType: UserType },
  input: z.output<typeof updatePrivacySettingsInput>,
): Promise<PrivacySettings> {
  const fields: Record<string, string[]> = {};
  if (input.shareAnalytics !== undefined && user.userType !== 'creator') {
    fields.shareAnalytics = [SETTINGS_MESSAGES.creatorsOnly];
  }
  if (input.shareCampaignData !== undefined && user.userType !== 'brand') {
    fields.shareCampaignData = [SETTINGS_MESSAGES.brandsOnly];
  }
  if (Object.keys(fields).length > 0) {
    throw new AppError('VALIDATION_FAILED', 'Please fix the errors in the form', fields);
  }
  return toPrivacy(await writeSettings(deps, user.id, definedOnly(input)));
}

export async function getAccountSettings(db: Db, userId: string): Promise<AccountSettings> {
  return toAccount(await readSettings(db, userId));
}

/**
 * Saves the Account Settings dialog. 'Public profile' is the privacy tab's visibility seen
 * as one switch: off makes the profile private; on opens a private profile to the public
 * and leaves a brands-only one as it is.
 */
export async function updateAccountSettings(
  deps: SettingsDeps,
  userId: string,
  input: z.output<typeof updateAccountSettingsInput>,
): Promise<AccountSettings> {
  const current = await readSettings(deps.database.db, userId);
  const changes: Partial<StoredSettings> = definedOnly({
    emailNotifications: input.emailNotifications,
    marketingEmails: input.marketingEmails,
  });
  if (input.publicProfile === false) changes.profileVisibility = 'private';
  if (input.publicProfile === true && current.profileVisibility === 'private') {
    changes.profileVisibility = 'public';
  }
  return toAccount(await writeSettings(deps, userId, changes));
}

/** For features that show a user's profile to someone else: honours the profile visibility. */
export async function canViewProfile(
  db: Db,
  ownerId: string,
  viewer: { id: string; userType: UserType } | null,
): Promise<boolean> {
  const { profileVisibility } = await readSettings(db, ownerId);
  return canSeeProfile(profileVisibility, {
    isOwner: viewer?.id === ownerId,
    userType: viewer?.userType ?? null,
  });
}

/**
 * Of `ownerIds`, the users whose profile `viewerId` may not see, for lists that show many
 * (the campaign feed's brands). One query while every owner is public; the viewer's type is
 * read only when some owner restricts their profile.
 */
export async function hiddenProfileIds(
  db: Db,
  ownerIds: readonly string[],
  viewerId: string | null,
): Promise<Set<string>> {
  const others = [...new Set(ownerIds)].filter((id) => id !== viewerId);
  if (others.length === 0) return new Set();
  const restricted = await db
    .select({ userId: userSettings.userId, profileVisibility: userSettings.profileVisibility })
    .from(userSettings)
    .where(and(inArray(userSettings.userId, others), ne(userSettings.profileVisibility, 'public')));
  if (restricted.length === 0) return new Set();
  const viewer = viewerId ? await findProfile(db, viewerId) : undefined;
  const userType = viewer?.userType ?? null;
  return new Set(
    restricted
      .filter((row) => !canSeeProfile(row.profileVisibility, { isOwner: false, userType }))
      .map((row) => row.userId),
  );
}

/** What a user shares with others who see them (privacy tab: contact information, social links). */
export interface SharingSettings {
  showContactInfo: boolean;
  showSocialLinks: boolean;
}

/**
 * The contact-information and social-links switches of each of `userIds` (the spec's
 * defaults, both on, for users without a settings row), in one query: features that show a
 * user's e-mail address or handles to someone else leave them out when switched off.
 */
export async function sharingSettingsOf(
  db: Db,
  userIds: readonly string[],
): Promise<Map<string, SharingSettings>> {
  const unique = [...new Set(userIds)];
  const defaults: SharingSettings = {
    showContactInfo: DEFAULTS.showContactInfo,
    showSocialLinks: DEFAULTS.showSocialLinks,
  };
  const result = new Map(unique.map((id) => [id, defaults]));
  if (unique.length === 0) return result;
  const rows = await db
    .select({
      userId: userSettings.userId,
      showContactInfo: userSettings.showContactInfo,
      showSocialLinks: userSettings.showSocialLinks,
    })
    .from(userSettings)
    .where(inArray(userSettings.userId, unique));
  for (const { userId, ...sharing } of rows) result.set(userId, sharing);
  return result;
}

/** Whether notification e-mails may go out (the Account Settings 'Email notifications' switch). */
export async function isEmailNotificationsOn(db: Db, userId: string): Promise<boolean> {
  return (await readSettings(db, userId)).emailNotifications;
}

/** Whether the user takes chat requests (the Privacy tab's 'Allow messages' switch). */
export async function isMessagingAllowed(db: Db, userId: string): Promise<boolean> {
  return (await readSettings(db, userId)).allowMessaging;
}

/** Part of deleting an account (inside its transaction). */
export async function deleteUserSettings(tx: Db, userId: string): Promise<void> {
  await tx.delete(userSettings).where(eq(userSettings.userId, userId));
}

function definedOnly<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}
