import { translateKnown, translateName } from '@/lib/i18n/known-messages';
import {
  formatRate,
  payoutAmount,
  RESULTS_MESSAGES,
  type CampaignResult,
  type Submission,
} from '@partnerly/contracts';
import type { MessageKey } from '@partnerly/contracts/i18n';
import { type Translate } from './review-labels';

// Pure helpers of the campaign report dialog (spec 02 'Submissions report dialog', issue 16):
// its stats, platform tabs, the results' status words and the payout amount of an approval.

export interface ReportStats {
  /** Every content submission to the campaign (the Export Report file has one row each). */
  submissions: number;
  /** From the creators' final results: the figures the engagement is computed from. */
  views: number;
  likes: number;
  /** The mean of the results' stored engagement rates (2 decimals); null without results. */
  averageEngagement: number | null;
}

/**
 * The dialog's stats (spec 02: total submissions, total views, total likes, average
 * engagement): submissions counted as sent, the figures and the engagement from the final
 * results, which are the numbers the creators stand by.
 */
export function reportStats(
  submissions: readonly unknown[],
  results: readonly Pick<CampaignResult, 'views' | 'likes' | 'engagement'>[],
): ReportStats {
  const views = results.reduce((sum, result) => sum + result.views, 0);
  const likes = results.reduce((sum, result) => sum + result.likes, 0);
  const rates = results.reduce((sum, result) => sum + result.engagement.rate, 0);
  return {
    submissions: submissions.length,
    views,
    likes,
    averageEngagement: results.length === 0 ? null : Math.round((rates / results.length) * 100) / 100,
  };
}

/** A rate as the report shows it: '4.30%'. */
export function percentLabel(rate: number): string {
  return `${rate.toFixed(2)}%`;
}

/**
 * The platform tabs: the campaign's platforms in its order, then any other platform a
 * submission names (a platform dropped from the campaign after content arrived).
 */
export function reportPlatforms(
  campaignPlatforms: readonly string[],
  submissions: readonly Pick<Submission, 'platform'>[],
): string[] {
  const platforms = [...campaignPlatforms];
  for (const { platform } of submissions) if (!platforms.includes(platform)) platforms.push(platform);
  return platforms;
}

/**
 * Each creator's latest submission on `platform` (a resubmission replaces the one it
 * answers), in the order the creators first submitted.
 */
export function latestPerCreator<T extends Pick<Submission, 'applicationId' | 'platform'>>(
  submissions: readonly T[],
  platform: string,
): T[] {
  const latest = new Map<string, T>();
  for (const submission of submissions) {
    if (submission.platform === platform) latest.set(submission.applicationId, submission);
  }
  return [...latest.values()];
}

export type ResultsState = 'under_review' | 'correction' | 'completed';

/** Where one creator's results stand for the brand: under review, sent back, or completed. */
export function resultsStateOf(result: Pick<CampaignResult, 'contentStatus'>): ResultsState {
  if (result.contentStatus === 'final_submitted') return 'under_review';
  if (result.contentStatus === 'completed') return 'completed';
  // Back to approved content after a correction request, until the creator resubmits.
  return 'correction';
}

export const RESULTS_STATE_LABELS: Record<ResultsState, MessageKey> = {
  under_review: 'submissionsReview.resultsUnderReview',
  correction: 'submissionsReview.correctionRequested',
  completed: 'submissionsReview.completed',
};

/**
 * The approval form's starting amount: the suggested payout (the agreed rate, else the quoted
 * rate) as it would be typed, '1500' or '99.50'; empty without one.
 */
export function payoutPrefill(suggested: number | null): string {
  if (suggested === null || !Number.isFinite(suggested) || suggested <= 0) return '';
  return Number.isInteger(suggested) ? String(suggested) : suggested.toFixed(2);
}

const GROUPED = /^\d{1,3}(,\d{3})+(\.\d+)?$/;

/**
 * The typed payout in AED, checked by the server's rule (above 0, at most two decimals, at
 * most the rate ceiling): an 'AED' prefix, spaces and thousands commas ('1,500.50') are
 * allowed as people write amounts; anything else is the rule's message.
 */
export function parsePayoutAmount(text: string): { amount: number } | { error: string } {
  let cleaned = text
    .trim()
    .replace(/^aed\s*/i, '')
    .replace(/\s+/g, '');
  if (GROUPED.test(cleaned)) cleaned = cleaned.replace(/,/g, '');
  const parsed = payoutAmount.safeParse(cleaned);
  if (parsed.success) return { amount: parsed.data };
  return { error: parsed.error.issues[0]?.message ?? RESULTS_MESSAGES.payoutAmountInvalid };
}

/** The success toast of a review: the server's outcome, then what it means for the creator. */
export function reviewToast(
  t: Translate,
  result: Pick<CampaignResult, 'creatorName' | 'payoutAmount' | 'contentStatus'>,
  message: string,
): { title: string; description: string } {
  const title = translateKnown(message, t);
  const name = translateName(result.creatorName, t);
  if (result.contentStatus === 'completed') {
    return {
      title,
      description:
        result.payoutAmount === null
          ? t('submissionsReview.toastCompleted', { name })
          : t('submissionsReview.toastCompletedAmount', { name, amount: formatRate(result.payoutAmount) }),
    };
  }
  return { title, description: t('submissionsReview.toastCorrection', { name }) };
}
