import {
  engagementBarPercent,
  PAYOUT_STATUS_TONES,
  type CampaignResult,
  type EngagementLevel,
  type PayoutStatus as PayoutStatusValue,
} from '@partnerly/contracts';
import type { MessageKey } from '@partnerly/contracts/i18n';
import { ExternalLink } from 'lucide-react';
import { Fact } from '@/components/fact';
import { ToneBadge } from '@/components/ui/tone-badge';
import { formatDate } from '@/lib/format';
import { useT } from '@/lib/i18n/i18n-provider';
import { METRIC_FIELDS, METRIC_LABELS } from './campaign-work-format';
import { formatEngagementRate, payoutAmountText } from './results-format';

const numberFormat = new Intl.NumberFormat();

const ENGAGEMENT_LEVEL_KEYS: Record<EngagementLevel, MessageKey> = {
  strong: 'campaignWork.engagementLevel.strong',
  medium: 'campaignWork.engagementLevel.medium',
  low: 'campaignWork.engagementLevel.low',
};

const PAYOUT_STATUS_KEYS: Record<PayoutStatusValue, MessageKey> = {
  pending: 'campaignWork.payoutStatus.pending',
  approved: 'campaignWork.payoutStatus.approved',
  paid: 'campaignWork.payoutStatus.paid',
};

/** The score out of 100: figures, the same in every language. */
const scoreOutOf100 = (score: number) => `${score} / 100`;

/**
 * The final results as stored: the figures, the engagement the server computed (rate, score,
 * level; never recomputed here), the content link and the screenshots.
 */
export function ResultsSummary({ result }: { result: CampaignResult }) {
  const t = useT();
  const { engagement } = result;
  return (
    <div className="grid grid-cols-1 gap-4">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {METRIC_FIELDS.map((field) => (
          <Fact key={field} label={t(METRIC_LABELS[field])}>
            <span className="tabular-nums">{numberFormat.format(result[field])}</span>
          </Fact>
        ))}
      </dl>
      <section aria-label={t('campaignWork.engagement')} className="grid gap-3 rounded-lg border p-3">
        <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          <Fact label={t('campaignWork.engagementRate')}>{formatEngagementRate(engagement.rate)}</Fact>
          <Fact label={t('campaignWork.engagementScore')}>{scoreOutOf100(engagement.score)}</Fact>
          <Fact label={t('campaignWork.engagementLevel')}>{t(ENGAGEMENT_LEVEL_KEYS[engagement.level])}</Fact>
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
        <span className="sr-only">{t('campaignWork.opensInNewTab')}</span>
      </a>
      {result.screenshots.length > 0 ? (
        <ul aria-label={t('campaignWork.screenshots')} className="grid grid-cols-3 gap-2 sm:grid-cols-5">
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
                  alt={t('campaignWork.screenshotAlt', { number: index + 1 })}
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
  const t = useT();
  return (
    <section aria-labelledby="payout-status-title" className="grid gap-2 rounded-lg border p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id="payout-status-title" className="text-sm font-medium">
          {t('campaignWork.payout')}
        </h4>
        <ToneBadge tone={PAYOUT_STATUS_TONES[result.payoutStatus]}>
          {t(PAYOUT_STATUS_KEYS[result.payoutStatus])}
        </ToneBadge>
      </div>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <Fact label={t('campaignWork.amount')}>{payoutAmountText(t, result)}</Fact>
        {result.payoutStatus === 'paid' && result.paidOn ? (
          <Fact label={t('campaignWork.paidOn')}>{formatDate(result.paidOn)}</Fact>
        ) : null}
        {result.payoutStatus === 'paid' && result.payoutReference ? (
          <Fact label={t('campaignWork.reference')}>
            <span className="break-all">{result.payoutReference}</span>
          </Fact>
        ) : null}
      </dl>
    </section>
  );
}
