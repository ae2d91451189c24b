import {
  ENGAGEMENT_BAR_FULL_RATE,
  ENGAGEMENT_LEVEL_LABELS,
  engagementBarPercent,
  type CampaignResult,
} from '@partnerly/contracts';
import { ToneBadge, type BadgeTone } from '@/components/ui/tone-badge';
import { percentLabel } from './report-format';

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
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 text-sm">
        <span className="font-medium">Engagement rate</span>
        <span className="flex items-center gap-2">
          <span className="font-semibold tabular-nums">{label}</span>
          <ToneBadge tone={LEVEL_TONES[engagement.level]}>
            {ENGAGEMENT_LEVEL_LABELS[engagement.level]}
          </ToneBadge>
        </span>
      </div>
      <EngagementBar rate={engagement.rate} label={label} />
      <p className="text-xs text-muted-foreground">
        Engagement score{' '}
        <span className="font-semibold text-foreground tabular-nums">{engagement.score}</span> / 100
      </p>
    </div>
  );
}

/** The rate as a bar that fills at 10%; a rate above it shows a full bar. */
export function EngagementBar({ rate, label }: { rate: number; label: string }) {
  return (
    <div
      role="meter"
      aria-label="Engagement rate"
      aria-valuemin={0}
      aria-valuemax={ENGAGEMENT_BAR_FULL_RATE}
      aria-valuenow={Math.min(Math.max(rate, 0), ENGAGEMENT_BAR_FULL_RATE)}
      aria-valuetext={`${label}; the bar is full at ${ENGAGEMENT_BAR_FULL_RATE}%`}
      className="h-2 overflow-hidden rounded-full bg-muted"
    >
      <div
        className="h-full rounded-full bg-primary transition-[width]"
        style={{ width: `${engagementBarPercent(rate)}%` }}
      />
    </div>
  );
}
