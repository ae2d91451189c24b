import { z } from 'zod';
import {
  DEFAULT_VERIFICATION_REJECTION_REASON,
  VERIFICATION_REQUEST_STATUSES,
  type VerificationRequestStatus,
} from './admin';
import { CAMPAIGN_PLATFORM_LABELS } from './campaign-labels';
import { USER_TYPES, VERIFICATION_STATUSES, type UserType, type VerificationStatus } from './enums';
import { isHttpUrl, URL_MAX_LENGTH, withWebScheme } from './http-url';
import { isOnPlatformHost, SOCIAL_PLATFORMS } from './social-handle';
import { hasNoNul, INVALID_CHARACTER } from './text-input';

// Verification requests (issue 19 item 4; spec 03 creator_verifications and 'Creator
// verification'): creators show a social media profile, brands and agents a trade licence;
// an admin approves or rejects; approval sets the verified flag.

/** What a request shows: a creator's platform profile, or a business's trade licence. */
export const VERIFICATION_KINDS = ['creator', 'business'] as const;
export type VerificationKind = (typeof VERIFICATION_KINDS)[number];

/** The kind of request a user type sends; null for admins, who are not verified. */
export function verificationKindOf(userType: UserType): VerificationKind | null {
  if (userType === 'creator') return 'creator';
  if (userType === 'brand' || userType === 'agent' || userType === 'agency') return 'business';
  return null;
}

/**
 * Where an account stands: verified when the flag is set (or its status says so), else its
 * status (pending while a request waits).
 */
export function effectiveVerificationStatus(profile: {
  isVerified: boolean;
  verificationStatus: VerificationStatus;
}): VerificationStatus {
  return profile.isVerified || profile.verificationStatus === 'verified'
    ? 'verified'
    : profile.verificationStatus;
}

export const CLAIMED_FOLLOWERS_MAX = 1_000_000_000;
export const TRADE_LICENCE_MIN = 3;
export const TRADE_LICENCE_MAX = 50;
export const VERIFICATION_REJECTION_REASON_MAX = 500;

export const VERIFICATION_MESSAGES = {
  // the requester's form
  platformRequired: 'Choose the platform of your profile',
  platformUrlInvalid: 'Please enter a valid link starting with http:// or https://',
  platformUrlWrongHost: (platform: keyof typeof CAMPAIGN_PLATFORM_LABELS) =>
    `This link is not on ${CAMPAIGN_PLATFORM_LABELS[platform]}. Paste the address of your ${CAMPAIGN_PLATFORM_LABELS[platform]} profile.`,
  followersRequired: 'Enter your follower count',
  followersWhole: 'Enter the follower count as a whole number',
  followersPositive: 'Follower count must be more than 0',
  followersTooMany: `Follower count must be at most ${CLAIMED_FOLLOWERS_MAX.toLocaleString('en-US')}`,
  screenshotInvalid: 'Upload the screenshot again',
  screenshotNotFound: 'We could not find that screenshot. Please upload it again.',
  screenshotNotImage: 'The screenshot must be an image (JPG, PNG or WebP)',
  tradeLicenceRequired: 'Enter your trade licence number',
  tradeLicenceLength: `Trade licence number must be ${TRADE_LICENCE_MIN} to ${TRADE_LICENCE_MAX} characters`,
  tradeLicenceCharacters: 'Use letters, digits, spaces, - / and . only',
  documentRequired: 'Upload your trade licence (an image or a PDF)',
  documentNotFound: 'We could not find that document. Please upload it again.',
  wrongKindCreator: 'Creators are verified through a social media profile.',
  wrongKindBusiness: 'Brands and agents are verified through a trade licence.',
  kindRequired: 'Choose how you want to be verified',
  // refusals
  alreadyPending: 'Your verification request is already being reviewed.',
  alreadyVerified: 'Your account is already verified.',
  brandAlreadyVerified: 'Your brand is already verified.',
  brandAlreadyPending: 'A verification request for your brand is already being reviewed.',
  adminsNotVerified: 'Admin accounts are not verified.',
  notFound: 'Verification request not found',
  alreadyReviewed: 'This verification request has already been reviewed.',
  reasonRequired: 'Enter a reason for the rejection',
  reasonTooLong: `Reason must be at most ${VERIFICATION_REJECTION_REASON_MAX} characters`,
  documentMissing: 'This request has no document',
  // toasts (spec 03 section 9 'Verification')
  updateFailedTitle: 'Update Failed',
  updateFailed: 'Failed to update verification status',
  approved: 'Verification Approved',
  rejected: 'Verification Rejected',
  requested: 'Verification Requested',
} as const;

const filledIn = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const platformUrl = z.preprocess(
  filledIn,
  z
    .string(VERIFICATION_MESSAGES.platformUrlInvalid)
    .transform(withWebScheme)
    .pipe(
      z
        .string()
        .max(URL_MAX_LENGTH, `URL must be at most ${URL_MAX_LENGTH} characters`)
        .refine(isHttpUrl, VERIFICATION_MESSAGES.platformUrlInvalid),
    ),
);

const claimedFollowers = z
  .number(VERIFICATION_MESSAGES.followersRequired)
  .int(VERIFICATION_MESSAGES.followersWhole)
  .positive(VERIFICATION_MESSAGES.followersPositive)
  .max(CLAIMED_FOLLOWERS_MAX, VERIFICATION_MESSAGES.followersTooMany);

/** A creator's request: the platform profile, the followers it has, optionally a screenshot. */
export const creatorVerificationInput = z
  .object({
    kind: z.literal('creator'),
    platform: z.enum(SOCIAL_PLATFORMS, VERIFICATION_MESSAGES.platformRequired),
    /** Typed without a scheme (`instagram.com/layla`) it is stored with https:// in front. */
    platformUrl,
    claimedFollowers,
    /** An image the creator uploaded (purpose verification-document); optional. */
    screenshotUploadId: z
      .uuid(VERIFICATION_MESSAGES.screenshotInvalid)
      .nullish()
      .transform((value) => value ?? null),
  })
  .superRefine((value, ctx) => {
    // Only a known platform and a well-formed URL are compared (their own issues say the rest).
    const isComparable = SOCIAL_PLATFORMS.includes(value.platform) && isHttpUrl(value.platformUrl);
    if (isComparable && !isOnPlatformHost(value.platform, value.platformUrl)) {
      ctx.addIssue({
        code: 'custom',
        path: ['platformUrl'],
        message: VERIFICATION_MESSAGES.platformUrlWrongHost(value.platform),
      });
    }
  });

/** A brand's or an agent's request: the trade licence number and the licence itself. */
export const businessVerificationInput = z.object({
  kind: z.literal('business'),
  tradeLicenceNumber: z.preprocess(
    filledIn,
    z
      .string(VERIFICATION_MESSAGES.tradeLicenceRequired)
      .refine(hasNoNul, INVALID_CHARACTER)
      .trim()
      .min(TRADE_LICENCE_MIN, VERIFICATION_MESSAGES.tradeLicenceLength)
      .max(TRADE_LICENCE_MAX, VERIFICATION_MESSAGES.tradeLicenceLength)
      .regex(/^[A-Za-z0-9][A-Za-z0-9 ./-]*$/, VERIFICATION_MESSAGES.tradeLicenceCharacters),
  ),
  /** An image or a PDF the requester uploaded (purpose verification-document). */
  documentUploadId: z.uuid(VERIFICATION_MESSAGES.documentRequired),
});

/** POST /api/verification-requests: a creator's or a business's request (`kind` says which). */
export const requestVerificationInput = z.discriminatedUnion(
  'kind',
  [creatorVerificationInput, businessVerificationInput],
  VERIFICATION_MESSAGES.kindRequired,
);
export type RequestVerificationInput = z.input<typeof requestVerificationInput>;
export type RequestVerificationValues = z.output<typeof requestVerificationInput>;

// ---- views ------------------------------------------------------------------------------

/** The screenshot or licence of a request, where the viewer may open it. */
export const verificationDocumentSchema = z.object({
  url: z.string(),
  contentType: z.string(),
});
export type VerificationDocument = z.infer<typeof verificationDocumentSchema>;

/** One request as its requester sees it. */
export const verificationRequestSchema = z.object({
  id: z.uuid(),
  kind: z.enum(VERIFICATION_KINDS),
  platform: z.enum(SOCIAL_PLATFORMS).nullable(),
  platformUrl: z.string().nullable(),
  claimedFollowers: z.int().nullable(),
  tradeLicenceNumber: z.string().nullable(),
  /** Null when none was given, or the file has been deleted since. */
  document: verificationDocumentSchema.nullable(),
  status: z.enum(VERIFICATION_REQUEST_STATUSES),
  rejectionReason: z.string().nullable(),
  reviewedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type VerificationRequest = z.infer<typeof verificationRequestSchema>;

/** GET /api/verification-requests/mine: where the caller stands, and their latest request. */
export const myVerificationSchema = z.object({
  /** The account's verification (for a brand: its workspace's). */
  status: z.enum(VERIFICATION_STATUSES),
  kind: z.enum(VERIFICATION_KINDS),
  latest: verificationRequestSchema.nullable(),
  /** Null when the caller may send a request now; otherwise why not. */
  cannotRequestReason: z.string().nullable(),
});
export type MyVerification = z.infer<typeof myVerificationSchema>;

/** Published to the requester (and a brand's workspace) when their verification changes. */
export const VERIFICATION_EVENTS = { changed: 'verifications.changed' } as const;
export interface VerificationChangedEvent {
  requestId: string;
  status: VerificationRequestStatus;
}

// ---- the admin queue --------------------------------------------------------------------

/** The requester types the queue filters by; agent includes agencies. */
export const VERIFICATION_REQUESTER_FILTERS = ['creator', 'brand', 'agent'] as const;
export type VerificationRequesterFilter = (typeof VERIFICATION_REQUESTER_FILTERS)[number];
export const ADMIN_VERIFICATIONS_PAGE_SIZE = 20;

/** GET /api/admin/verifications query: pending first, then newest. */
export const adminVerificationsQuery = z.object({
  status: z
    .enum(VERIFICATION_REQUEST_STATUSES, `Status must be one of: ${VERIFICATION_REQUEST_STATUSES.join(', ')}`)
    .optional(),
  requesterType: z
    .enum(
      VERIFICATION_REQUESTER_FILTERS,
      `Requester type must be one of: ${VERIFICATION_REQUESTER_FILTERS.join(', ')}`,
    )
    .optional(),
  page: z.coerce
    .number('Page must be a number')
    .int('Page must be a whole number')
    .min(1)
    .max(10_000)
    .default(1),
});
export type AdminVerificationsQuery = z.input<typeof adminVerificationsQuery>;

export const verificationRequestParam = z.object({ id: z.uuid(VERIFICATION_MESSAGES.notFound) });

/** One request in the admin queue, with who sent it and who reviewed it. */
export const adminVerificationRequestSchema = verificationRequestSchema.extend({
  requester: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    userType: z.enum(USER_TYPES),
    companyName: z.string().nullable(),
  }),
  reviewer: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type AdminVerificationRequest = z.infer<typeof adminVerificationRequestSchema>;

export const adminVerificationListSchema = z.object({
  requests: z.array(adminVerificationRequestSchema),
  total: z.int().nonnegative(),
  page: z.int().positive(),
  pageSize: z.int().positive(),
});
export type AdminVerificationList = z.infer<typeof adminVerificationListSchema>;

/** POST /api/admin/verifications/:id/reject: the reason the requester reads (the spec's by default). */
export const rejectVerificationInput = z.object({
  reason: z
    .string(VERIFICATION_MESSAGES.reasonRequired)
    .refine(hasNoNul, INVALID_CHARACTER)
    .trim()
    .min(1, VERIFICATION_MESSAGES.reasonRequired)
    .max(VERIFICATION_REJECTION_REASON_MAX, VERIFICATION_MESSAGES.reasonTooLong)
    .default(DEFAULT_VERIFICATION_REJECTION_REASON),
});
export type RejectVerificationInput = z.input<typeof rejectVerificationInput>;
