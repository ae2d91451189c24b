import { z } from 'zod';
import { CONTENT_REPORT_STATUSES, CONTENT_REPORT_TARGETS, VERIFICATION_REQUEST_STATUSES } from './admin';
import { REPRESENTATION_STATUSES } from './agents';
import { brandDefaultsSchema, brandProfileSchema } from './brand-profiles';
import { CALENDAR_EVENT_STATUSES, CALENDAR_EVENT_TYPES } from './calendar';
import { POINTS_REASONS } from './check-ins';
import { consentRecordSchema } from './consents';
import { APP_LANGUAGES } from './languages';
import { meProfileSchema } from './me';
import { CHAT_REQUEST_STATUSES, MESSAGE_SIDES } from './messaging';
import { notificationPreferenceSchema, notificationSchema } from './notifications';
import { PRIVATE_CODE_STATUSES } from './private-codes';
import { payoutSchema } from './results';
import { accountSettingsSchema, privacySettingsSchema } from './settings';
import { socialLinkSchema } from './social-links';
import { supportRequestSchema } from './support';
import { UPLOAD_PURPOSES } from './uploads';
import { WORKSPACE_ROLES } from './workspaces';

// GET /api/settings/export: everything Partnerly holds about the signed-in user, as a JSON
// file. Each module contributes its part; the parts of modules whose answers have no contract
// yet (campaigns, applications, subscriptions, contact) are described by their identity only.

/** Version of the export's shape, so a reader can tell later changes apart. */
export const USER_DATA_EXPORT_FORMAT = 'partnerly-user-data/1';

const iso = z.iso.datetime();

const exportedAccountSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  emailVerified: z.boolean(),
  image: z.string().nullable(),
  createdAt: iso,
  updatedAt: iso,
  /** 'password' for e-mail and password, else the provider (google). */
  signInMethods: z.array(z.object({ provider: z.string(), since: iso })),
});

const exportedUploadSchema = z.object({
  id: z.uuid(),
  purpose: z.enum(UPLOAD_PURPOSES),
  contentType: z.string(),
  size: z.int().nonnegative(),
  url: z.string(),
  createdAt: iso,
});

/** A record of another module's export, shown as that module stores it. */
const recordWithId = z.looseObject({ id: z.uuid() });
const exportedRecord = z.record(z.string(), z.unknown());

export const userDataExportSchema = z.object({
  format: z.literal(USER_DATA_EXPORT_FORMAT),
  exportedAt: iso,
  account: exportedAccountSchema.nullable(),
  /** The whole profile (its own type's fields), with when it was deleted (null) or suspended. */
  profile: meProfileSchema
    .extend({
      deletedAt: iso.nullable(),
      suspendedAt: iso.nullable(),
      suspensionReason: z.string().nullable(),
      /** The member's language for the app and e-mails (issue 25). */
      language: z.enum(APP_LANGUAGES),
    })
    .nullable(),
  /** A creator's social links (the public share page's). */
  socialLinks: z.array(socialLinkSchema),
  settings: z.object({
    privacy: privacySettingsSchema,
    account: accountSettingsSchema,
    notificationPreferences: z.array(notificationPreferenceSchema),
  }),
  brandProfiles: z.array(brandProfileSchema),
  brandDefaults: brandDefaultsSchema.nullable(),
  campaigns: z.array(recordWithId),
  /** A brand owner's: the workspace's favourite creators (brand network), by creator id. */
  network: z.array(z.object({ creatorId: z.string(), addedAt: iso })),
  applications: z.array(
    z.looseObject({
      id: z.uuid(),
      campaignId: z.uuid(),
      role: z.enum(['creator', 'agent', 'former-agent', 'brand']),
    }),
  ),
  /** A creator's content submissions with their review; an agent's, the content it sent. */
  submissions: z.array(
    z.looseObject({
      id: z.uuid(),
      applicationId: z.uuid(),
      campaignId: z.uuid(),
      role: z.enum(['creator', 'agent']),
      platform: z.string(),
      contentUrl: z.string(),
      contentType: z.string(),
      caption: z.string().nullable(),
      submittedAt: iso,
    }),
  ),
  /** A creator's final results with the review and payout; an agent's, the figures it reported. */
  results: z.array(
    z.looseObject({
      id: z.uuid(),
      applicationId: z.uuid(),
      campaignId: z.uuid(),
      role: z.enum(['creator', 'agent']),
      contentUrl: z.string(),
      views: z.int(),
      likes: z.int(),
      comments: z.int(),
      shares: z.int(),
      submittedAt: iso,
    }),
  ),
  /** A creator's affiliate codes, deleted ones included, with their counted events and matched orders. */
  affiliateCodes: z.array(
    z.looseObject({
      id: z.uuid(),
      code: z.string(),
      brandName: z.string(),
      status: z.enum(['active', 'deleted']),
      views: z.int().nonnegative(),
      copies: z.int().nonnegative(),
      clicks: z.int().nonnegative(),
      orders: z.int().nonnegative(),
    }),
  ),
  /** A brand owner's export: the workspace's payouts, as the payout history lists them. */
  payoutsMade: z.array(payoutSchema),
  /** A brand owner's export: the workspace's private QR codes with their attempt counts. */
  privateCodes: z.array(
    z.looseObject({
      id: z.uuid(),
      code: z.string(),
      campaignName: z.string(),
      maxUses: z.int(),
      remainingUses: z.int(),
      status: z.enum(PRIVATE_CODE_STATUSES),
      redemptionAttempts: z.int().nonnegative(),
      successfulRedemptions: z.int().nonnegative(),
    }),
  ),
  notifications: z.array(notificationSchema),
  subscription: exportedRecord.nullable(),
  payments: z.array(exportedRecord),
  paymentAttempts: z.array(exportedRecord),
  enterpriseInquiries: z.array(exportedRecord),
  limitRequests: z.array(exportedRecord),
  /** A brand owner's workspace: its billing details, tax invoices and credit notes (issue 24). */
  billingDetails: exportedRecord.nullable(),
  taxDocuments: z.array(exportedRecord),
  uploads: z.array(exportedUploadSchema),
  contactMessages: z.array(recordWithId),
  /** Help & Feedback requests with the support team's answers. */
  supportRequests: z.array(supportRequestSchema),
  /** The disputes the user opened (issue 19). */
  disputes: z.array(recordWithId),
  /** A creator's personal event passes (issue 20). */
  eventPasses: z.array(
    z.looseObject({ id: z.uuid(), campaignId: z.uuid(), code: z.string(), createdAt: iso }),
  ),
  /** The events a creator was checked in at, with the points each awarded. */
  eventCheckIns: z.array(
    z.looseObject({ id: z.uuid(), campaignId: z.uuid(), pointsAwarded: z.int(), scannedAt: iso }),
  ),
  /** Every change of a creator's points; the profile's points are their sum. */
  pointsLedger: z.array(
    z.looseObject({
      id: z.uuid(),
      points: z.int(),
      reason: z.enum(POINTS_REASONS),
      checkInId: z.uuid().nullable(),
      createdAt: iso,
    }),
  ),
  /** The user's own calendar events (issue 21). */
  calendarEvents: z.array(
    z.looseObject({
      id: z.uuid(),
      title: z.string(),
      eventType: z.enum(CALENDAR_EVENT_TYPES),
      startTime: iso,
      endTime: iso.nullable(),
      isAllDay: z.boolean(),
      status: z.enum(CALENDAR_EVENT_STATUSES),
    }),
  ),
  /** When the calendar subscription address was made (its secret is never stored or exported). */
  calendarSubscription: z.object({ createdAt: iso }).nullable(),
  /** The messages the user sent (issue 22), with the uploads they attached; others' are theirs. */
  messagesSent: z.array(
    z.object({
      id: z.uuid(),
      conversationId: z.uuid(),
      side: z.enum(MESSAGE_SIDES),
      body: z.string(),
      attachmentUploadIds: z.array(z.uuid()),
      createdAt: iso,
    }),
  ),
  /**
   * What others wrote in the user's own threads (a creator's; an agent's while they take part),
   * naming the writer by side only (issue 24). A brand workspace's threads are the workspace's.
   */
  messagesReceived: z.array(
    z.object({
      id: z.uuid(),
      conversationId: z.uuid(),
      fromSide: z.enum(MESSAGE_SIDES),
      body: z.string(),
      createdAt: iso,
    }),
  ),
  /** Chat requests the user sent or received; the other party by id only. */
  chatRequests: z.array(
    z.object({
      id: z.uuid(),
      direction: z.enum(['sent', 'received']),
      fromUserId: z.string(),
      fromWorkspaceId: z.string().nullable(),
      toCreatorId: z.string(),
      message: z.string(),
      status: z.enum(CHAT_REQUEST_STATUSES),
      conversationId: z.uuid().nullable(),
      createdAt: iso,
      respondedAt: iso.nullable(),
    }),
  ),
  /** The blocks the user made, for themselves or their workspace. */
  blocks: z.array(
    z.object({
      id: z.uuid(),
      blockerWorkspaceId: z.string().nullable(),
      blockedUserId: z.string().nullable(),
      blockedWorkspaceId: z.string().nullable(),
      createdAt: iso,
    }),
  ),
  /** Verification requests with what was claimed and the outcome (the reviewing admin stays out). */
  verificationRequests: z.array(
    z.looseObject({
      id: z.uuid(),
      status: z.enum(VERIFICATION_REQUEST_STATUSES),
      tradeLicenceNumber: z.string().nullable(),
      createdAt: iso,
    }),
  ),
  /** Agent-creator representations the user is part of; the other person by id. */
  representations: z.array(
    z.object({
      id: z.uuid(),
      role: z.enum(['agent', 'creator']),
      otherPartyId: z.string(),
      status: z.enum(REPRESENTATION_STATUSES),
      message: z.string().nullable(),
      createdAt: iso,
      respondedAt: iso.nullable(),
    }),
  ),
  /** The content the user reported and where each report stands. */
  reportsFiled: z.array(
    z.looseObject({
      id: z.uuid(),
      targetType: z.enum(CONTENT_REPORT_TARGETS),
      targetId: z.string(),
      reason: z.string(),
      status: z.enum(CONTENT_REPORT_STATUSES),
      createdAt: iso,
    }),
  ),
  /** A creator's public share link with its view count. */
  shareLink: z
    .object({
      shareCode: z.string(),
      isActive: z.boolean(),
      viewCount: z.int().nonnegative(),
      createdAt: iso,
      updatedAt: iso,
    })
    .nullable(),
  /** The user's brand workspace membership: role, assigned brand profiles, since when. */
  workspaceMemberships: z.array(
    z.object({
      workspaceId: z.string(),
      role: z.enum(WORKSPACE_ROLES),
      brandProfileIds: z.array(z.uuid()),
      joinedAt: iso,
    }),
  ),
  /** The workspace activity lines of what the user did. */
  workspaceActivity: z.array(
    z.object({
      id: z.uuid(),
      workspaceId: z.string(),
      action: z.string(),
      subject: z.string(),
      createdAt: iso,
    }),
  ),
  /** Every consent record: Terms, Privacy Policy (with version) and marketing e-mails, newest first. */
  consents: z.array(consentRecordSchema),
});
export type UserDataExport = z.infer<typeof userDataExportSchema>;
