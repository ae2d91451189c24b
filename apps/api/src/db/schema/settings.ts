import { PROFILE_VISIBILITIES } from '@partnerly/contracts';
import { boolean, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { authUsers } from './auth';

export const profileVisibilityEnum = pgEnum('profile_visibility', PROFILE_VISIBILITIES);

// Privacy and account settings, one row per user; no row means the spec's defaults
// (spec 02 section 9), which the column defaults repeat.
export const userSettings = pgTable('user_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => authUsers.id, { onDelete: 'cascade' }),
  profileVisibility: profileVisibilityEnum('profile_visibility').notNull().default('public'),
  showContactInfo: boolean('show_contact_info').notNull().default(true),
  showSocialLinks: boolean('show_social_links').notNull().default(true),
  allowMessaging: boolean('allow_messaging').notNull().default(true),
  /**
   * Stored, never read: the features they name (a creator's analytics across brands, a brand's
   * campaign figures for creators) do not exist, so the privacy tab hides them (issue 24).
   */
  shareAnalytics: boolean('share_analytics').notNull().default(false),
  shareCampaignData: boolean('share_campaign_data').notNull().default(false),
  marketingEmails: boolean('marketing_emails').notNull().default(false),
  emailNotifications: boolean('email_notifications').notNull().default(true),
  /** When the user dismissed the profile completion card (issue 21): it stays hidden everywhere. */
  profileCompletionDismissedAt: timestamp('profile_completion_dismissed_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
