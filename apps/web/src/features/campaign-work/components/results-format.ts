import {
  formatRate,
  type CampaignResult,
  type MyResults,
  type Submission,
  type SubmitResultsInput,
  type submitResultsInput,
} from '@partnerly/contracts';
import type { z } from 'zod';
import type { Translate } from '@/lib/i18n/campaign-keys';

// The Analytics tab's final results (spec 03 'Content status' and 'Final results form'): which
// of its states shows, what the form starts with and sends, and how the stored engagement and
// the payout read. The engagement is the server's (decision 0045): shown, never recomputed.

export type SubmitResultsValues = z.output<typeof submitResultsInput>;

/**
 * waiting: content not approved yet; report: the form; correction: the form again, with the
 * brand's message; under_review: 'Results Under Review'; completed: 'Campaign Completed!'.
 */
export type ResultsStage = 'waiting' | 'report' | 'correction' | 'under_review' | 'completed';

export function resultsStage({ contentStatus, result }: MyResults): ResultsStage {
  switch (contentStatus) {
    case 'approved':
      // Results already stored while the content is 'approved': the brand sent them back.
      return result ? 'correction' : 'report';
    case 'final_submitted':
      return 'under_review';
    case 'completed':
      return 'completed';
    default:
      return 'waiting';
  }
}

/**
 * The form's first values: after a correction request the figures sent before (the brand's
 * message says what to change); otherwise empty, with the content link when the campaign had
 * one platform (a single link is the one the results are about).
 */
export function resultsFormValues(
  applicationId: string,
  earlier: CampaignResult | null,
  submissions: readonly Pick<Submission, 'contentUrl'>[],
): Partial<SubmitResultsInput> {
  if (earlier) {
    return {
      applicationId,
      contentUrl: earlier.contentUrl,
      views: earlier.views,
      likes: earlier.likes,
      comments: earlier.comments,
      shares: earlier.shares,
      screenshotUploadIds: earlier.screenshots.map((shot) => shot.id),
    };
  }
  return {
    applicationId,
    contentUrl: submissions.length === 1 ? submissions[0]!.contentUrl : '',
    views: undefined,
    likes: undefined,
    comments: undefined,
    shares: null,
    screenshotUploadIds: [],
  };
}

/** The request: the checked figures with the screenshots uploaded (or kept) when it is sent. */
export function resultsRequest(
  values: SubmitResultsValues,
  screenshotUploadIds: string[],
): SubmitResultsInput {
  return { ...values, screenshotUploadIds };
}

/** The stored rate, as stored (two decimals): '4.30%'. */
export function formatEngagementRate(rate: number): string {
  return `${rate.toFixed(2)}%`;
}

/** What the payout line says besides its status badge (the paid date is formatted by the screen). */
export function payoutAmountText(
  t: Translate,
  result: Pick<CampaignResult, 'payoutStatus' | 'payoutAmount'>,
): string {
  if (result.payoutStatus === 'pending' || result.payoutAmount === null) {
    return t('campaignWork.payoutPending');
  }
  return formatRate(result.payoutAmount);
}
