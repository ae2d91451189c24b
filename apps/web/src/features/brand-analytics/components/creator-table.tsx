import type { AnalyticsCreator } from '@partnerly/contracts';
import { ToneBadge } from '@/components/ui/tone-badge';
import { categoryLabel, formatCount, formatRate, LEVEL_TONES, levelLabel } from './analytics-format';
import { CreatorAvatar } from './creator-avatar';
import { headCell, numberCell, ScrollTable } from '@/components/scroll-table';

/** creator_performance_summary per creator, best engagement score first. */
export function CreatorTable({ creators }: { creators: AnalyticsCreator[] }) {
  return (
    <ScrollTable label="Performance per creator">
      <thead className="bg-muted/50 text-left">
        <tr>
          <th scope="col" className={headCell}>
            Creator
          </th>
          <th scope="col" className={headCell}>
            Level
          </th>
          <th scope="col" className={`${headCell} text-right`}>
            Score
          </th>
          <th scope="col" className={`${headCell} text-right`}>
            Avg. rate
          </th>
          <th scope="col" className={`${headCell} text-right`}>
            Reach
          </th>
          <th scope="col" className={`${headCell} text-right`}>
            Campaigns
          </th>
          <th scope="col" className={headCell}>
            Categories
          </th>
        </tr>
      </thead>
      <tbody>
        {creators.map((creator) => (
          <tr key={creator.creatorId} className="border-t">
            <th scope="row" className="px-3 py-2 text-left font-medium">
              <span className="flex min-w-40 items-center gap-2">
                <CreatorAvatar url={creator.profileImageUrl} size="sm" />
                <span className="break-words">{creator.name}</span>
              </span>
            </th>
            <td className="px-3 py-2">
              <ToneBadge tone={LEVEL_TONES[creator.overallEngagementLevel]}>
                {levelLabel(creator.overallEngagementLevel)}
              </ToneBadge>
            </td>
            <td className={numberCell}>{creator.engagementScore}</td>
            <td className={numberCell}>{formatRate(creator.averageEngagementRate)}</td>
            <td className={numberCell}>{formatCount(creator.totalReach)}</td>
            <td className={numberCell}>{formatCount(creator.completedCampaigns)}</td>
            <td className="min-w-48 px-3 py-2 text-muted-foreground">
              {creator.categories.map(categoryLabel).join(', ') || '—'}
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
