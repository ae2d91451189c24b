import type { AnalyticsCreator } from '@partnerly/contracts';
import { ToneBadge } from '@/components/ui/tone-badge';
import { categoryLabel, formatCount, formatRate, LEVEL_TONES, levelLabel } from './analytics-format';
import { CreatorAvatar } from './creator-avatar';
import { useT } from '@/lib/i18n/i18n-provider';

/** The best creators by engagement score as cards: photo, name, level, score, reach, rate, categories. */
export function TopCreators({ creators }: { creators: AnalyticsCreator[] }) {
  const t = useT();
  return (
    <ol aria-label={t('brandAnalytics.topCreators')} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {creators.map((creator, index) => (
        <li key={creator.creatorId} className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm">
          <div className="flex min-w-0 items-center gap-3">
            <CreatorAvatar url={creator.profileImageUrl} />
            <div className="grid min-w-0 gap-1">
              <p className="font-semibold break-words">
                <span className="me-1 text-muted-foreground">
                  {t('brandAnalytics.rank', { rank: index + 1 })}
                </span>
                {creator.name}
              </p>
              <ToneBadge tone={LEVEL_TONES[creator.overallEngagementLevel]} className="w-fit">
                {t('brandAnalytics.levelEngagement', {
                  level: levelLabel(t, creator.overallEngagementLevel),
                })}
              </ToneBadge>
            </div>
          </div>
          <dl className="grid grid-cols-3 gap-2 text-sm">
            <Fact label={t('brandAnalytics.score')} value={String(creator.engagementScore)} />
            <Fact label={t('brandAnalytics.reach')} value={formatCount(creator.totalReach)} />
            <Fact label={t('brandAnalytics.avgRate')} value={formatRate(creator.averageEngagementRate)} />
          </dl>
          {creator.categories.length > 0 ? (
            <p className="text-xs text-muted-foreground">
              {creator.categories.map((id) => categoryLabel(t, id)).join(' · ')}
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-semibold break-words tabular-nums">{value}</dd>
    </div>
  );
}
