import { z } from 'zod';
import { RATE_MAX } from './applications';
import type { WorkTone } from './creator-work';
import { httpUrl } from './http-url';
import { SUBMISSION_METRIC_MAX, SUBMISSION_SCREENSHOTS_MAX } from './submissions';
import { trimmedOrNull } from './text-input';

// Request schemas of final results and payouts (issue 16, ADR 0045; spec 03 section 5 'Final
// results form', 'Payout status' and the results toast), shared by the forms and the API.

/** Payout status: pending, approved (an amount set at final approval), then paid (final). */
export const PAYOUT_STATUSES = ['pending', 'approved', 'paid'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

export const PAYOUT_STATUS_LABELS: Record<PayoutStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  paid: 'Paid',
};

/** How a payout status reads at a glance (the screens pick the colours). */
export const PAYOUT_STATUS_TONES: Record<PayoutStatus, WorkTone> = {
  pending: 'neutral',
  approved: 'info',
  paid: 'success',
};

/** Payouts are at most what a rate may be (an approval is prefilled with the agreed rate). */
export const PAYOUT_AMOUNT_MAX = RATE_MAX;
export const PAYOUT_REFERENCE_MAX = 100;

/** Spec texts, verbatim where the spec gives them. */
export const RESULTS_MESSAGES = {
  submitFailed: 'Failed to submit results. Please try again.',
  contentUrlInvalid: 'Please enter a valid content URL (http or https)',
  viewsInvalid: 'Enter the views as a whole number of 0 or more',
  likesInvalid: 'Enter the likes as a whole number of 0 or more',
  commentsInvalid: 'Enter the comments as a whole number of 0 or more',
  sharesInvalid: 'Enter the shares as a whole number of 0 or more, or leave it empty',
  tooManyScreenshots: `Add at most ${SUBMISSION_SCREENSHOTS_MAX} screenshots`,
  screenshotInvalid: 'Screenshots must be images you uploaded',
  payoutAmountInvalid: 'Enter an amount in AED greater than 0, with at most two decimals',
  payoutAmountTooLarge: `Enter an amount of at most AED ${PAYOUT_AMOUNT_MAX.toLocaleString('en-US')}`,
  paidOnInvalid: 'Enter the date the payout was made',
  paidOnFuture: 'The payment date cannot be in the future',
} as const;

const count = (message: string) =>
  z.number(message).int(message).min(0, message).max(SUBMISSION_METRIC_MAX, message);

/**
 * Body of the final results form (spec 03 section 5): URL, views, likes and comments required,
 * shares optional (left out or null it is stored as 0, as the form's 'defaulting to 0'), all
 * whole numbers of 0 or more; up to 5 screenshots as evidence. The application is the route's.
 */
export const finalResultsInput = z.object({
  contentUrl: httpUrl(RESULTS_MESSAGES.contentUrlInvalid),
  views: count(RESULTS_MESSAGES.viewsInvalid),
  likes: count(RESULTS_MESSAGES.likesInvalid),
  comments: count(RESULTS_MESSAGES.commentsInvalid),
  shares: count(RESULTS_MESSAGES.sharesInvalid)
    .nullish()
    .transform((value) => value ?? 0),
  screenshotUploadIds: z
    .array(z.uuid(RESULTS_MESSAGES.screenshotInvalid), RESULTS_MESSAGES.screenshotInvalid)
    .max(SUBMISSION_SCREENSHOTS_MAX, RESULTS_MESSAGES.tooManyScreenshots)
    .default([]),
});
export type FinalResultsInput = z.input<typeof finalResultsInput>;
export type FinalResultsValues = z.output<typeof finalResultsInput>;

/** Digits with at most two decimals: how an amount is written (as typed, or a JSON number). */
const AMOUNT_TEXT = /^\d+(\.\d{1,2})?$/;

/**
 * A payout in AED: above 0 with at most two decimals (refused, not rounded: money is not
 * silently changed), up to PAYOUT_AMOUNT_MAX. Takes a number or the input's text; gives a number.
 * A number is judged by its shortest decimal form, so 19.99 passes and 10.005 does not.
 */
export const payoutAmount = z
  .union([z.number(), z.string()], { error: RESULTS_MESSAGES.payoutAmountInvalid })
  .transform((value, ctx) => {
    const text = typeof value === 'number' ? String(value) : value.trim();
    const amount = AMOUNT_TEXT.test(text) ? Number(text) : Number.NaN;
    if (!(amount > 0)) {
      ctx.addIssue({ code: 'custom', message: RESULTS_MESSAGES.payoutAmountInvalid });
      return z.NEVER;
    }
    if (amount > PAYOUT_AMOUNT_MAX) {
      ctx.addIssue({ code: 'custom', message: RESULTS_MESSAGES.payoutAmountTooLarge });
      return z.NEVER;
    }
    return amount;
  });

const HOUR_MS = 60 * 60 * 1000;
/** The furthest ahead of UTC any time zone is (Kiribati, UTC+14). */
const LATEST_ZONE_OFFSET_MS = 14 * HOUR_MS;

/**
 * Whether a date (YYYY-MM-DD) is still to come everywhere on Earth at `now`. Judged against the
 * time zone furthest ahead, so a brand marking a payout 'today' just after midnight in Dubai,
 * when it is still yesterday in UTC, is not refused.
 */
export function isFutureDate(date: string, now: Date): boolean {
  return date > new Date(now.getTime() + LATEST_ZONE_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * Body of marking a payout paid: the day it was paid (not in the future, judged by the clock
 * when the body is parsed) and an optional reference such as a bank transfer number.
 */
export const markPaidInput = z.object({
  paidOn: z.iso
    .date(RESULTS_MESSAGES.paidOnInvalid)
    .refine((date) => !isFutureDate(date, new Date()), RESULTS_MESSAGES.paidOnFuture),
  reference: trimmedOrNull(PAYOUT_REFERENCE_MAX, 'Reference'),
});
export type MarkPaidInput = z.input<typeof markPaidInput>;
export type MarkPaidValues = z.output<typeof markPaidInput>;
