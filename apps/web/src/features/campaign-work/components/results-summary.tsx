import {
  ENGAGEMENT_LEVEL_LABELS,
  engagementBarPercent,
  PAYOUT_STATUS_LABELS,
  PAYOUT_STATUS_TONES,
  type CampaignResult,
} from '@partnerly/contracts';
import { ExternalLink } from 'lucide-react';
import { Fact } from '@/components/fact';
import { ToneBadge } from '@/components/ui/tone-badge';
import { formatDate } from '@/lib/format';
import { METRIC_FIELDS, METRIC_LABELS } from './campaign-work-format';
import { formatEngagementRate, payoutAmountText } from './results-format';

const numberFormat = new Intl.NumberFormat();

/**
 * The final results as stored: the figures, the engagement the server computed (rate, score,
 * level; never recomputed here), the content link and the screenshots.
 */
export function ResultsSummary({ result }: { result: CampaignResult }) {
  const { engagement } = result;
  return (
    <div className="grid grid-cols-1 gap-4">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {METRIC_FIELDS.map((field) => (
          <Fact key={field} label={METRIC_LABELS[field]}>
            <span className="tabular-nums">{numberFormat.format(result[field])}</span>
          </Fact>
        ))}
      </dl>
      <section aria-label="Engagement" className="grid gap-3 rounded-lg border p-3">
        <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          <Fact label="Engagement rate">{formatEngagementRate(engagement.rate)}</Fact>
          <Fact label="Engagement score">{engagement.score} / 100</Fact>
          <Fact label="Engagement level">{ENGAGEMENT_LEVEL_LABELS[engagement.level]}</Fact>
        </dl>
        {/* The spec's display bar: full at a 10% rate. The figure above says it in words. */}
        <div className="h-2 overflow-hidden rounded-full bg-muted" aria-hidden>
          <div className="h-full bg-primary" style={{ width: `${engagementBarPercent(engagement.rate)}%` }} />
        </div>
      </section>
      <a
        href={result.contentUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex w-fit max-w-full items-center gap-1 text-sm text-primary underline-offset-4 hover:underline"
      >
        <span className="min-w-0 truncate">{result.contentUrl}</span>
        <ExternalLink className="size-3.5 shrink-0" aria-hidden />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
      {result.screenshots.length > 0 ? (
        <ul aria-label="Screenshots" className="grid grid-cols-3 gap-2 sm:grid-cols-5">
          {result.screenshots.map((shot, index) => (
            <li key={shot.id}>
              <a
                href={shot.url}
                target="_blank"
                rel="noopener noreferrer"
                className="block overflow-hidden rounded-md border focus-visible:outline-2 focus-visible:outline-ring"
              >
                <img
                  src={shot.url}
                  alt={`Screenshot ${index + 1} (opens in a new tab)`}
                  className="aspect-square w-full object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** Payout status (spec 03): Pending, Approved with the amount, Paid with the amount, date and reference. */
export function PayoutStatus({ result }: { result: CampaignResult }) {
  return (
    <section aria-labelledby="payout-status-title" className="grid gap-2 rounded-lg border p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id="payout-status-title" className="text-sm font-medium">
          Payout
        </h4>
        <ToneBadge tone={PAYOUT_STATUS_TONES[result.payoutStatus]}>
          {PAYOUT_STATUS_LABELS[result.payoutStatus]}
        </ToneBadge>
      </div>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <Fact label="Amount">{payoutAmountText(result)}</Fact>
        {result.payoutStatus === 'paid' && result.paidOn ? (
          <Fact label="Paid on">{formatDate(result.paidOn)}</Fact>
        ) : null}
        {result.payoutStatus === 'paid' && result.payoutReference ? (
          <Fact label="Reference">
            <span className="break-all">{result.payoutReference}</span>
          </Fact>
        ) : null}
      </dl>
    </section>
  );
}
