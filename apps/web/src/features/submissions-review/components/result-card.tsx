import { formatRate, type CampaignResult } from '@partnerly/contracts';
import { MessageSquareText } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { PayoutStatusBadge } from '@/components/payouts/payout-status-badge';
import { ToneBadge, type BadgeTone } from '@/components/ui/tone-badge';
import { formatDate, formatDateTime } from '@/lib/format';
import { useNameText, useT } from '@/lib/i18n/i18n-provider';
import { ContentLink } from './content-link';
import { EngagementSummary } from './engagement-summary';
import { RESULTS_STATE_LABELS, resultsStateOf, type ResultsState } from './report-format';
import { ResultsReview } from './results-review';
import { ScreenshotGallery } from './screenshot-gallery';

const STATE_TONES: Record<ResultsState, BadgeTone> = {
  under_review: 'warning',
  correction: 'info',
  completed: 'success',
};

const numberFormat = new Intl.NumberFormat('en-US');

interface ResultCardProps {
  result: CampaignResult;
  /** Why the caller may not review this campaign's results ('' when they may; the server decides anyway). */
  refusal: string;
  /** Beside the creator's name (the brand network's button), composed by the page. */
  creatorAction?: ReactNode;
}

/**
 * One creator's final results in the report: the content link, the figures, the engagement
 * the server computed with its bar, the screenshots, the payout, and while the results are
 * under review the brand's two answers.
 */
export function ResultCard({ result, refusal, creatorAction }: ResultCardProps) {
  const state = resultsStateOf(result);
  const titleId = `result-${result.applicationId}`;
  // The review's form goes once it succeeds: the keyboard stays on these results.
  const cardRef = useRef<HTMLElement>(null);
  const t = useT();
  const nameText = useNameText();
  return (
    <article
      ref={cardRef}
      tabIndex={-1}
      aria-labelledby={titleId}
      className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm focus-visible:outline-2 focus-visible:outline-ring sm:p-5"
    >
      <header className="grid gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={titleId} className="leading-tight font-semibold break-words">
            {nameText(result.creatorName)}
          </h3>
          <ToneBadge tone={STATE_TONES[state]}>{t(RESULTS_STATE_LABELS[state])}</ToneBadge>
          {creatorAction}
        </div>
        <p className="text-xs text-muted-foreground">
          {t('submissionsReview.resultsSubmittedOn', {
            date: formatDateTime(result.finalResultsSubmittedAt),
          })}
        </p>
      </header>

      <ContentLink url={result.contentUrl} />

      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        {(
          [
            [t('submissionsReview.views'), result.views],
            [t('submissionsReview.likes'), result.likes],
            [t('submissionsReview.comments'), result.comments],
            [t('submissionsReview.shares'), result.shares],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="rounded-lg bg-muted/60 px-3 py-2">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="font-semibold tabular-nums">{numberFormat.format(value)}</dd>
          </div>
        ))}
      </dl>

      <EngagementSummary engagement={result.engagement} />
      <ScreenshotGallery screenshots={result.screenshots} creatorName={nameText(result.creatorName)} />

      {result.correctionMessage && state !== 'completed' ? (
        <p className="flex items-start gap-2 rounded-md bg-muted/60 px-3 py-2 text-sm break-words">
          <MessageSquareText className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
          <span>
            <FormattedMessage
              id={
                state === 'correction'
                  ? 'submissionsReview.correctionRequestedLine'
                  : 'submissionsReview.earlierCorrectionLine'
              }
              values={{
                message: result.correctionMessage,
                label: (chunks) => <span className="font-medium">{chunks}</span>,
              }}
            />
          </span>
        </p>
      ) : null}

      <PayoutLine result={result} />

      {state !== 'under_review' ? null : refusal ? (
        <p className="rounded-md border px-3 py-2 text-sm text-muted-foreground">{refusal}</p>
      ) : (
        <ResultsReview result={result} onReviewed={() => cardRef.current?.focus()} />
      )}
    </article>
  );
}

/** The payout as it stands: status, amount once approved, the day and reference once paid. */
function PayoutLine({ result }: { result: CampaignResult }) {
  const t = useT();
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <span className="font-medium">{t('submissionsReview.payout')}</span>
      <PayoutStatusBadge status={result.payoutStatus} />
      {result.payoutAmount !== null ? (
        <span className="tabular-nums">{formatRate(result.payoutAmount)}</span>
      ) : null}
      {result.paidOn ? (
        <span className="text-muted-foreground">
          {t('submissionsReview.paidOn', { date: formatDate(result.paidOn) })}
        </span>
      ) : null}
      {result.payoutReference ? (
        <span className="break-all text-muted-foreground">
          {t('submissionsReview.referenceNamed', { reference: result.payoutReference })}
        </span>
      ) : null}
    </p>
  );
}
