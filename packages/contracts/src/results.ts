import { z } from 'zod';
import { ENGAGEMENT_LEVELS } from './engagement';
import { finalResultsInput, PAYOUT_STATUSES, payoutAmount } from './result-inputs';
import { CONTENT_STATUSES, SUBMISSION_FEEDBACK_MAX, submissionScreenshotSchema } from './submissions';
import { hasNoNul, INVALID_CHARACTER } from './text-input';

// The API side of final results, their review and the creator's payout (issue 16, decision
// 0046; spec 03 'Content status', 'Payout status', 'Content and analytics'): once every
// platform's content is approved the creator side reports the figures (content status
// final_submitted), the brand approves them with a payout amount (completed, payout approved)
// or asks for a correction (back to approved), and marks the payout paid (final). The form
// inputs, formulas and CSV files are decision 0045's (result-inputs.ts, engagement.ts).

/** The brand's two answers to final results. */
export const RESULTS_REVIEW_ACTIONS = ['approve', 'correction'] as const;

/**
 * The largest engagement rate stored (numeric(6,2)): likes and comments at most 99 times the
 * views. Figures beyond it are typing mistakes, refused on `views` (decision 0046).
 */
export const RESULTS_ENGAGEMENT_RATE_MAX = 9999.99;

/** Outcomes and refusals of the results and payout routes (the inputs' are RESULTS_MESSAGES). */
export const RESULTS_FLOW_MESSAGES = {
  // creator side (spec 03 'Content status')
  submitted: 'Results Submitted',
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
  viewsTooLow: 'Likes and comments can be at most 99 times the views: please check the views',
  messageRequired: 'Please tell the creator what to correct',
  messageTooLong: `The message must be at most ${SUBMISSION_FEEDBACK_MAX} characters`,
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

/** Body of POST /api/results: the final results form and the application it reports on. */
export const submitResultsInput = finalResultsInput
  .extend({ applicationId: z.uuid(RESULTS_FLOW_MESSAGES.notFound) })
  .superRefine((value, ctx) => {
    if (
      value.views > 0 &&
      ((value.likes + value.comments) / value.views) * 100 > RESULTS_ENGAGEMENT_RATE_MAX
    ) {
      ctx.addIssue({ code: 'custom', path: ['views'], message: RESULTS_FLOW_MESSAGES.viewsTooLow });
    }
  });
export type SubmitResultsInput = z.input<typeof submitResultsInput>;

/** Body of POST /api/results/:applicationId/review. */
export const reviewResultsInput = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('approve'),
    payoutAmount,
  }),
  z.object({
    action: z.literal('correction'),
    message: z
      .string(RESULTS_FLOW_MESSAGES.messageRequired)
      .trim()
      .min(1, RESULTS_FLOW_MESSAGES.messageRequired)
      .max(SUBMISSION_FEEDBACK_MAX, RESULTS_FLOW_MESSAGES.messageTooLong)
      .refine(hasNoNul, INVALID_CHARACTER),
  }),
]);
export type ReviewResultsInput = z.input<typeof reviewResultsInput>;

export const resultsApplicationParam = z.object({ applicationId: z.uuid(RESULTS_FLOW_MESSAGES.notFound) });
export const resultsCampaignParam = z.object({ campaignId: z.uuid(RESULTS_FLOW_MESSAGES.notFound) });
export const myResultsQuery = z.object({ applicationId: z.uuid(RESULTS_FLOW_MESSAGES.notFound) });

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
  /** The campaign's brand as the creator side sees it (its company name). */
  brandName: z.string(),
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
