import { ENGAGEMENT_BAR_FULL_RATE, engagementBarPercent, type CampaignResult } from '@partnerly/contracts';
import type { MessageKey } from '@partnerly/contracts/i18n';
import { ToneBadge, type BadgeTone } from '@/components/ui/tone-badge';
import { useT } from '@/lib/i18n/i18n-provider';
import { FormattedMessage } from 'react-intl';
import { percentLabel } from './report-format';

const LEVEL_LABELS: Record<CampaignResult['engagement']['level'], MessageKey> = {
  strong: 'submissionsReview.levelStrong',
  medium: 'submissionsReview.levelMedium',
  low: 'submissionsReview.levelLow',
};

const LEVEL_TONES: Record<CampaignResult['engagement']['level'], BadgeTone> = {
  strong: 'success',
  medium: 'info',
  low: 'neutral',
};

/**
 * The engagement the server stored with the results (never recomputed here): the rate with
 * its bar, full at 10% (spec 02), the score out of 100 and the level.
 */
export function EngagementSummary({ engagement }: { engagement: CampaignResult['engagement'] }) {
  const label = percentLabel(engagement.rate);
  const t = useT();
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 text-sm">
        <span className="font-medium">{t('submissionsReview.engagementRate')}</span>
        <span className="flex items-center gap-2">
          <span className="font-semibold tabular-nums">{label}</span>
          <ToneBadge tone={LEVEL_TONES[engagement.level]}>{t(LEVEL_LABELS[engagement.level])}</ToneBadge>
        </span>
      </div>
      <EngagementBar rate={engagement.rate} label={label} />
      <p className="text-xs text-muted-foreground">
        <FormattedMessage
          id="submissionsReview.engagementScore"
          values={{
            score: engagement.score,
            strong: (chunks) => <span className="font-semibold text-foreground tabular-nums">{chunks}</span>,
          }}
        />
      </p>
    </div>
  );
}

/** The rate as a bar that fills at 10%; a rate above it shows a full bar. */
export function EngagementBar({ rate, label }: { rate: number; label: string }) {
  const t = useT();
  return (
    <div
      role="meter"
      aria-label={t('submissionsReview.engagementRate')}
      aria-valuemin={0}
      aria-valuemax={ENGAGEMENT_BAR_FULL_RATE}
      aria-valuenow={Math.min(Math.max(rate, 0), ENGAGEMENT_BAR_FULL_RATE)}
      aria-valuetext={t('submissionsReview.barText', { label, full: ENGAGEMENT_BAR_FULL_RATE })}
      className="h-2 overflow-hidden rounded-full bg-muted"
    >
      <div
        className="h-full rounded-full bg-primary transition-[width]"
        style={{ width: `${engagementBarPercent(rate)}%` }}
      />
    </div>
  );
}
