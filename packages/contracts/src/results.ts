import { z } from 'zod';
import { RATE_MAX } from './applications';
import { httpUrl } from './http-url';
import {
  CONTENT_STATUSES,
  SUBMISSION_FEEDBACK_MAX,
  SUBMISSION_METRIC_MAX,
  SUBMISSION_SCREENSHOTS_MAX,
  submissionScreenshotSchema,
} from './submissions';
import { hasNoNul, INVALID_CHARACTER } from './text-input';

// Final results, their review and the creator's payout (issue 16, decision 0046; spec 03
// 'Content status', 'Payout status', 'Content and analytics'): once every platform's content
// is approved the creator side reports the figures (content status final_submitted), the
// brand approves them with a payout amount (completed, payout approved) or asks for a
// correction (back to approved), and marks the payout paid (final).

/** Spec 03 'Payout status': pending, approved (amount set at final approval), paid. */
export const PAYOUT_STATUSES = ['pending', 'approved', 'paid'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** Spec 03 section 5 'Engagement level'. */
export const ENGAGEMENT_LEVELS = ['strong', 'medium', 'low'] as const;
export type EngagementLevel = (typeof ENGAGEMENT_LEVELS)[number];

/** The brand's two answers to final results. */
export const RESULTS_REVIEW_ACTIONS = ['approve', 'correction'] as const;

export const PAYOUT_REFERENCE_MAX = 100;
/**
 * The largest engagement rate stored (numeric(6,2)): likes and comments at most 99 times the
 * views. Figures beyond it are typing mistakes, refused on `views` (decision 0046).
 */
export const RESULTS_ENGAGEMENT_RATE_MAX = 9999.99;

export const RESULTS_MESSAGES = {
  // creator side (spec 03 'Content status', messages)
  submitted: 'Results Submitted',
  submitFailed: 'Failed to submit results. Please try again.',
  underReview: 'Results Under Review',
  completed: 'Campaign Completed!',
  // brand side
  approved: 'Results Approved',
  correctionRequested: 'Correction Requested',
  markedPaid: 'Payout Marked as Paid',
  // refusals
  notApprovedYet: 'Final results can be submitted once all your content is approved',
  notReviewable: 'These results are not waiting for a review',
  notFound: 'Results not found',
  notPayable: 'This payout is not approved yet',
  alreadyPaid: 'This payout is already paid',
  contentUrlInvalid: 'Please enter a valid content URL (http or https)',
  metricRequired: 'Enter a whole number of 0 or more',
  viewsTooLow: 'Likes and comments can be at most 99 times the views: please check the views',
  tooManyScreenshots: `Add at most ${SUBMISSION_SCREENSHOTS_MAX} screenshots`,
  screenshotInvalid: 'Screenshots must be images you uploaded',
  amountInvalid: 'Enter a payout amount above 0 in AED, with at most two decimals',
  amountTooLarge: `The payout amount can be at most AED ${RATE_MAX.toLocaleString('en-US')}`,
  messageRequired: 'Please tell the creator what to correct',
  messageTooLong: `The message must be at most ${SUBMISSION_FEEDBACK_MAX} characters`,
  paidOnInvalid: 'Enter the payment date as YYYY-MM-DD',
  paidOnFuture: 'The payment date cannot be in the future',
  referenceTooLong: `The reference must be at most ${PAYOUT_REFERENCE_MAX} characters`,
} as const;

/** The live update both sides' screens listen for. */
export const RESULTS_EVENTS = { changed: 'results.changed' } as const;
export const RESULTS_CHANGES = ['submitted', 'approved', 'correction_requested', 'paid'] as const;
export const resultsChangedEventSchema = z.object({
  applicationId: z.uuid(),
  campaignId: z.uuid(),
  change: z.enum(RESULTS_CHANGES),
  contentStatus: z.enum(CONTENT_STATUSES),
  payoutStatus: z.enum(PAYOUT_STATUSES),
});
export type ResultsChangedEvent = z.infer<typeof resultsChangedEventSchema>;

const metric = z
  .number(RESULTS_MESSAGES.metricRequired)
  .int(RESULTS_MESSAGES.metricRequired)
  .min(0, RESULTS_MESSAGES.metricRequired)
  .max(SUBMISSION_METRIC_MAX, RESULTS_MESSAGES.metricRequired);

/** Body of POST /api/results: views, likes and comments required, shares optional (0). */
export const submitResultsInput = z
  .object({
    applicationId: z.uuid(RESULTS_MESSAGES.notFound),
    contentUrl: httpUrl(RESULTS_MESSAGES.contentUrlInvalid),
    views: metric,
    likes: metric,
    comments: metric,
    shares: metric.nullish().transform((value) => value ?? 0),
    screenshotUploadIds: z
      .array(z.uuid(RESULTS_MESSAGES.screenshotInvalid), RESULTS_MESSAGES.screenshotInvalid)
      .max(SUBMISSION_SCREENSHOTS_MAX, RESULTS_MESSAGES.tooManyScreenshots)
      .default([]),
  })
  .superRefine((value, ctx) => {
    if (
      value.views > 0 &&
      ((value.likes + value.comments) / value.views) * 100 > RESULTS_ENGAGEMENT_RATE_MAX
    ) {
      ctx.addIssue({ code: 'custom', path: ['views'], message: RESULTS_MESSAGES.viewsTooLow });
    }
  });
export type SubmitResultsInput = z.input<typeof submitResultsInput>;

/** Whether the amount has at most two decimals (floating point read back from JSON). */
function hasCents(amount: number): boolean {
  const cents = amount * 100;
  return Math.abs(cents - Math.round(cents)) < 1e-6;
}

/** A payout in AED: above 0, at most two decimals, at most RATE_MAX. */
export const payoutAmountInput = z
  .number(RESULTS_MESSAGES.amountInvalid)
  .positive(RESULTS_MESSAGES.amountInvalid)
  .refine(Number.isFinite, RESULTS_MESSAGES.amountInvalid)
  .refine(hasCents, RESULTS_MESSAGES.amountInvalid)
  .refine((amount) => amount <= RATE_MAX, RESULTS_MESSAGES.amountTooLarge)
  .transform((amount) => Math.round(amount * 100) / 100);

/** Body of POST /api/results/:applicationId/review. */
export const reviewResultsInput = z.discriminatedUnion('action', [
  z.object({ action: z.literal('approve'), payoutAmount: payoutAmountInput }),
  z.object({
    action: z.literal('correction'),
    message: z
      .string(RESULTS_MESSAGES.messageRequired)
      .trim()
      .min(1, RESULTS_MESSAGES.messageRequired)
      .max(SUBMISSION_FEEDBACK_MAX, RESULTS_MESSAGES.messageTooLong)
      .refine(hasNoNul, INVALID_CHARACTER),
  }),
]);
export type ReviewResultsInput = z.input<typeof reviewResultsInput>;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isCalendarDate = (value: string) =>
  ISO_DATE.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/** Body of POST /api/payouts/:applicationId/paid; the server refuses a day after today (UTC). */
export const markPayoutPaidInput = z.object({
  paidOn: z.string(RESULTS_MESSAGES.paidOnInvalid).refine(isCalendarDate, RESULTS_MESSAGES.paidOnInvalid),
  reference: z
    .string()
    .trim()
    .max(PAYOUT_REFERENCE_MAX, RESULTS_MESSAGES.referenceTooLong)
    .refine(hasNoNul, INVALID_CHARACTER)
    .nullish()
    .transform((value) => (value ? value : null)),
});
export type MarkPayoutPaidInput = z.input<typeof markPayoutPaidInput>;

export const resultsApplicationParam = z.object({ applicationId: z.uuid(RESULTS_MESSAGES.notFound) });
export const resultsCampaignParam = z.object({ campaignId: z.uuid(RESULTS_MESSAGES.notFound) });
export const myResultsQuery = z.object({ applicationId: z.uuid(RESULTS_MESSAGES.notFound) });

export const engagementSchema = z.object({
  /** (likes + comments) / views × 100, two decimals; 0 without views. */
  rate: z.number(),
  /** 0 to 100 (spec 03 section 9). */
  score: z.int(),
  level: z.enum(ENGAGEMENT_LEVELS),
});

/** One creator's final results on a campaign and the payout that follows them. */
export const campaignResultSchema = z.object({
  applicationId: z.uuid(),
  campaignId: z.uuid(),
  campaignTitle: z.string(),
  creatorId: z.string(),
  creatorName: z.string(),
  contentUrl: z.string(),
  views: z.int(),
  likes: z.int(),
  comments: z.int(),
  shares: z.int(),
  engagement: engagementSchema,
  screenshots: z.array(submissionScreenshotSchema),
  contentStatus: z.enum(CONTENT_STATUSES),
  payoutStatus: z.enum(PAYOUT_STATUSES),
  payoutAmount: z.number().nullable(),
  /** What the approve dialog offers: the agreed rate, else the quoted rate; null without either. */
  suggestedPayout: z.number().nullable(),
  paidOn: z.string().nullable(),
  payoutReference: z.string().nullable(),
  /** The brand's latest correction request (kept after a resubmission until the next review). */
  correctionMessage: z.string().nullable(),
  finalResultsSubmittedAt: z.string(),
  brandReviewedAt: z.string().nullable(),
});
export type CampaignResult = z.infer<typeof campaignResultSchema>;

/** GET /api/results/campaigns/:campaignId: engagement score, highest first. */
export const campaignResultListSchema = z.object({ results: z.array(campaignResultSchema) });
export type CampaignResultList = z.infer<typeof campaignResultListSchema>;

/** GET /api/results/mine?applicationId=: the application's results, or null before any. */
export const myResultsSchema = z.object({
  result: campaignResultSchema.nullable(),
  contentStatus: z.enum(CONTENT_STATUSES),
});
export type MyResults = z.infer<typeof myResultsSchema>;

/** Answer of the results and payout changes. */
export const resultsOutcomeSchema = z.object({ result: campaignResultSchema, message: z.string() });
export type ResultsOutcome = z.infer<typeof resultsOutcomeSchema>;

export const payoutSchema = z.object({
  applicationId: z.uuid(),
  campaignId: z.uuid(),
  campaignTitle: z.string(),
  creatorId: z.string(),
  creatorName: z.string(),
  amount: z.number().nullable(),
  status: z.enum(PAYOUT_STATUSES),
  paidOn: z.string().nullable(),
  reference: z.string().nullable(),
  finalResultsSubmittedAt: z.string(),
});
export type Payout = z.infer<typeof payoutSchema>;

/** GET /api/payouts: the workspace's payouts, newest results first; total spent = sum of paid. */
export const brandPayoutListSchema = z.object({ payouts: z.array(payoutSchema), totalSpent: z.number() });
export type BrandPayoutList = z.infer<typeof brandPayoutListSchema>;

/** GET /api/payouts/mine: the creator side's payouts; total earned = sum of paid. */
export const creatorPayoutListSchema = z.object({ payouts: z.array(payoutSchema), totalEarned: z.number() });
export type CreatorPayoutList = z.infer<typeof creatorPayoutListSchema>;

/** The sum of the paid amounts, added in fils so that 0.1 + 0.2 is 0.30. */
export function totalPaid(payouts: readonly Pick<Payout, 'amount' | 'status'>[]): number {
  const fils = payouts.reduce(
    (sum, payout) => (payout.status === 'paid' ? sum + Math.round((payout.amount ?? 0) * 100) : sum),
    0,
  );
  return fils / 100;
}
