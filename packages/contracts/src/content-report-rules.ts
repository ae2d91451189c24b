// Reports of content (issue 19 item 5): what a user may report, the fixed reasons and the
// reporter's texts. Without zod, so the public pages' own small bundles (/creator/{shareCode},
// /r/{code}) can import it (`@partnerly/contracts/content-report-rules`); the request and
// answer schemas are in admin-moderation.ts.

/**
 * A campaign (its id), a public creator page (its share code), a private QR code (the code) or a
 * conversation (its id; reported by one of its participants).
 */
export type ReportTargetType = 'campaign' | 'public_page' | 'code' | 'conversation';

/** The fixed reasons a reporter picks from. */
export const CONTENT_REPORT_REASONS = ['spam', 'misleading', 'inappropriate', 'fraud', 'other'] as const;
export type ContentReportReason = (typeof CONTENT_REPORT_REASONS)[number];

export const CONTENT_REPORT_REASON_LABELS: Record<ContentReportReason, string> = {
  spam: 'Spam',
  misleading: 'Misleading or false',
  inappropriate: 'Inappropriate or offensive',
  fraud: 'Fraud or scam',
  other: 'Something else',
};

export const CONTENT_REPORT_DETAILS_MAX = 1000;

export const CONTENT_REPORT_MESSAGES = {
  reasonRequired: 'Choose a reason',
  detailsRequired: 'Tell us what is wrong',
  detailsTooLong: `Details must be at most ${CONTENT_REPORT_DETAILS_MAX} characters`,
  sent: 'Report sent',
  sentDetail: 'Thank you. The Partnerly team reviews every report.',
  alreadyReported: 'You have already reported this. The Partnerly team is reviewing it.',
  failed: 'Failed to send the report. Please try again.',
  tooMany: 'Too many reports from this network. Please try again later.',
  notFound: 'This content no longer exists.',
} as const;
