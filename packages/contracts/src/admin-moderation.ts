import { z } from 'zod';
import { CONTENT_REPORT_STATUSES, CONTENT_REPORT_TARGETS } from './admin';
import { CAMPAIGN_STATUSES, CAMPAIGN_VISIBILITIES } from './campaigns';
import {
  CONTENT_REPORT_DETAILS_MAX,
  CONTENT_REPORT_MESSAGES,
  CONTENT_REPORT_REASONS,
} from './content-report-rules';
import { hasNoNul, INVALID_CHARACTER } from './text-input';

// Moderation (issue 19 item 5; spec 03 'Super admin area' Campaigns; decision 0059: admins and
// super admins both moderate): every campaign with its brand, paused or closed with a reason
// the brand receives; users' reports of a campaign, a public creator page or a private QR code,
// and the queue that dismisses them or takes the content down.

/** Rows per page of the console's Campaigns and Reports lists. */
export const MODERATION_PAGE_SIZE = 25;
export const MODERATION_SEARCH_MAX = 100;
export const MODERATION_REASON_MAX = 1000;

export const MODERATION_MESSAGES = {
  campaignPaused: 'Campaign paused',
  campaignClosed: 'Campaign closed',
  campaignNotFound: 'Campaign not found',
  reasonRequired: 'Enter the reason the brand will read',
  noteRequired: 'Enter a note on what was taken down',
  reportNotFound: 'Report not found',
  reportResolved: 'This report has already been resolved',
  reportDismissed: 'Report dismissed',
  reportTakenDown: 'Content taken down',
  targetGone: 'This content no longer exists: dismiss the report instead',
  /** The brand's refusal to reactivate a campaign the Partnerly team closed. */
  closedByModeration:
    'This campaign was closed by the Partnerly team and cannot be reactivated. Contact support if you think this is a mistake.',
  /** The owner's refusal to switch on a code or page the Partnerly team took down. */
  takenDown:
    'This was taken down by the Partnerly team after a report and cannot be switched on again. Contact support if you think this is a mistake.',
  loadCampaignsFailed: 'Failed to load campaigns',
  loadReportsFailed: 'Failed to load reports',
  noCampaigns: 'No campaigns match',
  noReports: 'No reports here',
} as const;

/** Blank query parameters (?status=) count as absent. */
const optionalParam = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const pageParam = z.coerce
  .number({ error: 'Page must be a number' })
  .int('Page must be a whole number')
  .min(1, 'Page must be at least 1')
  .max(100_000, 'Page is too large')
  .default(1);

const requiredText = (message: string, max = MODERATION_REASON_MAX) =>
  z
    .string({ error: message })
    .refine(hasNoNul, INVALID_CHARACTER)
    .trim()
    .min(1, message)
    .max(max, `Must be at most ${max} characters`);

// --- reports (users) ------------------------------------------------------------------------

/** A report's reason and details: of content (below) and of a conversation (messaging-safety.ts). */
export const reportReasonFields = {
  reason: z.enum(CONTENT_REPORT_REASONS, { error: CONTENT_REPORT_MESSAGES.reasonRequired }),
  details: z
    .string({ error: 'Details must be text' })
    .refine(hasNoNul, INVALID_CHARACTER)
    .trim()
    .max(CONTENT_REPORT_DETAILS_MAX, CONTENT_REPORT_MESSAGES.detailsTooLong)
    .transform((value) => value || null)
    .nullish(),
};

/** The reason 'other' needs its details. */
export function requireDetailsForOther(
  input: { reason: string; details?: string | null },
  context: z.RefinementCtx,
): void {
  if (input.reason === 'other' && !input.details) {
    context.addIssue({ code: 'custom', path: ['details'], message: CONTENT_REPORT_MESSAGES.detailsRequired });
  }
}

/**
 * POST /api/content-reports – anyone, signed in or not, reports a campaign (targetId: its id), a
 * public creator page (the share code in /creator/{shareCode}) or a private QR code (the code in
 * /r/{code}). Details are required for 'other'.
 */
export const contentReportInput = z
  .object({
    targetType: z.enum(CONTENT_REPORT_TARGETS, { error: 'Choose a campaign, a page or a code' }),
    targetId: z
      .string({ error: 'Say what you are reporting' })
      .refine(hasNoNul, INVALID_CHARACTER)
      .trim()
      .min(1, 'Say what you are reporting')
      .max(200, 'Must be at most 200 characters'),
    ...reportReasonFields,
  })
  .superRefine(requireDetailsForOther);
export type ContentReportInput = z.input<typeof contentReportInput>;
export type ContentReport = z.output<typeof contentReportInput>;

/** The answer to a report: stored (201), or the reporter's open report of the same thing (200). */
export const contentReportReceiptSchema = z.object({
  id: z.uuid(),
  message: z.string(),
});
export type ContentReportReceipt = z.infer<typeof contentReportReceiptSchema>;

// --- campaigns (console) --------------------------------------------------------------------

/** GET /api/admin/campaigns: search in the title and the brand's names, filter by status. */
export const adminCampaignListQuery = z.object({
  search: optionalParam(
    z
      .string()
      .trim()
      .max(MODERATION_SEARCH_MAX, `Search must be at most ${MODERATION_SEARCH_MAX} characters`)
      .refine(hasNoNul, INVALID_CHARACTER),
  ),
  status: optionalParam(z.enum(CAMPAIGN_STATUSES, { error: 'Choose a campaign status from the list' })),
  page: pageParam,
});
export type AdminCampaignListQuery = z.infer<typeof adminCampaignListQuery>;
/** The list's parameters as the web app sends them. */
export type AdminCampaignListParams = Partial<AdminCampaignListQuery>;

/** The brand workspace behind a campaign or a code: its name and its (first) owner. */
export const adminBrandSchema = z.object({
  workspaceId: z.string(),
  /** The main brand profile's company name, else the company the owner signed up with. */
  companyName: z.string(),
  /** Null when the workspace has no owner left (a deleted account). */
  owner: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
});
export type AdminBrand = z.infer<typeof adminBrandSchema>;

export const adminCampaignSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  status: z.enum(CAMPAIGN_STATUSES),
  visibility: z.enum(CAMPAIGN_VISIBILITIES),
  brand: adminBrandSchema,
  /** The brand profile it runs under, when it is not the main one. */
  brandProfileName: z.string().nullable(),
  applicationsCount: z.int().nonnegative(),
  /** Reports of this campaign still waiting in the queue. */
  openReports: z.int().nonnegative(),
  createdAt: z.iso.datetime(),
});
export type AdminCampaign = z.infer<typeof adminCampaignSchema>;

export const adminCampaignListSchema = z.object({
  campaigns: z.array(adminCampaignSchema),
  total: z.int().nonnegative(),
  page: z.int().positive(),
  pageSize: z.int().positive(),
});
export type AdminCampaignList = z.infer<typeof adminCampaignListSchema>;

/** /api/admin/campaigns/:id and /api/admin/reports/:id. */
export const moderationIdParam = z.object({ id: z.uuid('Invalid id') });

/** POST /api/admin/campaigns/:id/pause and /close: the reason the brand receives. */
export const campaignModerationInput = z.object({
  reason: requiredText(MODERATION_MESSAGES.reasonRequired),
});
export type CampaignModerationInput = z.infer<typeof campaignModerationInput>;

export const campaignModerationResultSchema = z.object({
  campaign: adminCampaignSchema,
  message: z.string(),
});
export type CampaignModerationResult = z.infer<typeof campaignModerationResultSchema>;

// --- the report queue (console) -------------------------------------------------------------

/** GET /api/admin/reports: open reports first, then the newest. */
export const adminReportListQuery = z.object({
  status: optionalParam(z.enum(CONTENT_REPORT_STATUSES, { error: 'Choose a report status from the list' })),
  targetType: optionalParam(z.enum(CONTENT_REPORT_TARGETS, { error: 'Choose a campaign, a page or a code' })),
  page: pageParam,
});
export type AdminReportListQuery = z.infer<typeof adminReportListQuery>;
export type AdminReportListParams = Partial<AdminReportListQuery>;

/** What a report is about, as it is now. */
export const reportTargetSchema = z.object({
  /** The campaign's title, the creator's name, the code and its offer. */
  title: z.string(),
  /** Who owns it: the brand's company name, or the creator. */
  ownerName: z.string().nullable(),
  /** Where to see it: the public page (/creator/..., /r/...); null for a campaign (the Campaigns tab lists it). */
  link: z.string().nullable(),
  /** The campaign's status; 'active' or 'inactive' for a page or a code. */
  status: z.string(),
  /** False once the thing is gone (deleted, or the page's address regenerated). */
  isAvailable: z.boolean(),
});
export type ReportTarget = z.infer<typeof reportTargetSchema>;

export const adminReportSchema = z.object({
  id: z.uuid(),
  targetType: z.enum(CONTENT_REPORT_TARGETS),
  targetId: z.string(),
  target: reportTargetSchema,
  reason: z.enum(CONTENT_REPORT_REASONS),
  details: z.string().nullable(),
  status: z.enum(CONTENT_REPORT_STATUSES),
  /** Null for a visitor who was not signed in (or an account deleted since). */
  reporter: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  createdAt: z.iso.datetime(),
  reviewedAt: z.iso.datetime().nullable(),
  reviewerName: z.string().nullable(),
  reviewNote: z.string().nullable(),
});
export type AdminReport = z.infer<typeof adminReportSchema>;

export const adminReportListSchema = z.object({
  reports: z.array(adminReportSchema),
  total: z.int().nonnegative(),
  /** Open reports in the whole queue, whatever the filters. */
  openTotal: z.int().nonnegative(),
  page: z.int().positive(),
  pageSize: z.int().positive(),
});
export type AdminReportList = z.infer<typeof adminReportListSchema>;

/** POST /api/admin/reports/:id/dismiss: an optional note. */
export const reportDismissInput = z.object({
  note: z
    .string({ error: 'The note must be text' })
    .refine(hasNoNul, INVALID_CHARACTER)
    .trim()
    .max(MODERATION_REASON_MAX, `Must be at most ${MODERATION_REASON_MAX} characters`)
    .transform((value) => value || null)
    .nullish(),
});
export type ReportDismissInput = z.input<typeof reportDismissInput>;

/** POST /api/admin/reports/:id/take-down: the note (for a campaign, the reason the brand receives). */
export const reportTakeDownInput = z.object({
  note: requiredText(MODERATION_MESSAGES.noteRequired),
});
export type ReportTakeDownInput = z.infer<typeof reportTakeDownInput>;

export const reportResolutionSchema = z.object({
  report: adminReportSchema,
  /** Reports of the same thing resolved with it (this one included). */
  resolvedCount: z.int().positive(),
  message: z.string(),
});
export type ReportResolution = z.infer<typeof reportResolutionSchema>;
