import type { AnalyticsCreator } from '@partnerly/contracts';
import { ToneBadge } from '@/components/ui/tone-badge';
import { categoryLabel, formatCount, formatRate, LEVEL_TONES, levelLabel } from './analytics-format';
import { CreatorAvatar } from './creator-avatar';

/** The best creators by engagement score as cards: photo, name, level, score, reach, rate, categories. */
export function TopCreators({ creators }: { creators: AnalyticsCreator[] }) {
  return (
    <ol aria-label="Top creators" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {creators.map((creator, index) => (
        <li key={creator.creatorId} className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm">
          <div className="flex min-w-0 items-center gap-3">
            <CreatorAvatar url={creator.profileImageUrl} />
            <div className="grid min-w-0 gap-1">
              <p className="font-semibold break-words">
                <span className="text-muted-foreground">#{index + 1} </span>
                {creator.name}
              </p>
              <ToneBadge tone={LEVEL_TONES[creator.overallEngagementLevel]} className="w-fit">
                {levelLabel(creator.overallEngagementLevel)} engagement
              </ToneBadge>
            </div>
          </div>
          <dl className="grid grid-cols-3 gap-2 text-sm">
            <Fact label="Score" value={String(creator.engagementScore)} />
            <Fact label="Reach" value={formatCount(creator.totalReach)} />
            <Fact label="Avg. rate" value={formatRate(creator.averageEngagementRate)} />
          </dl>
          {creator.categories.length > 0 ? (
            <p className="text-xs text-muted-foreground">
              {creator.categories.map(categoryLabel).join(' · ')}
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
