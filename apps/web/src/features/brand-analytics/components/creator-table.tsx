import type { AnalyticsCreator } from '@partnerly/contracts';
import { ToneBadge } from '@/components/ui/tone-badge';
import { categoryLabel, formatCount, formatRate, LEVEL_TONES, levelLabel } from './analytics-format';
import { CreatorAvatar } from './creator-avatar';
import { useT } from '@/lib/i18n/i18n-provider';
import { headCell, numberCell, ScrollTable } from '@/components/scroll-table';

/** Shown for a creator without categories (no word of any language). */
const NONE = '—';

/** creator_performance_summary per creator, best engagement score first. */
export function CreatorTable({ creators }: { creators: AnalyticsCreator[] }) {
  const t = useT();
  return (
    <ScrollTable label={t('brandAnalytics.perCreator')}>
      <thead className="bg-muted/50 text-start">
        <tr>
          <th scope="col" className={headCell}>
            {t('brandAnalytics.creator')}
          </th>
          <th scope="col" className={headCell}>
            {t('brandAnalytics.level')}
          </th>
          <th scope="col" className={`${headCell} text-end`}>
            {t('brandAnalytics.score')}
          </th>
          <th scope="col" className={`${headCell} text-end`}>
            {t('brandAnalytics.avgRate')}
          </th>
          <th scope="col" className={`${headCell} text-end`}>
            {t('brandAnalytics.reach')}
          </th>
          <th scope="col" className={`${headCell} text-end`}>
            {t('brandAnalytics.campaignsColumn')}
          </th>
          <th scope="col" className={headCell}>
            {t('brandAnalytics.categories')}
          </th>
        </tr>
      </thead>
      <tbody>
        {creators.map((creator) => (
          <tr key={creator.creatorId} className="border-t">
            <th scope="row" className="px-3 py-2 text-start font-medium">
              <span className="flex min-w-40 items-center gap-2">
                <CreatorAvatar url={creator.profileImageUrl} size="sm" />
                <span className="break-words">{creator.name}</span>
              </span>
            </th>
            <td className="px-3 py-2">
              <ToneBadge tone={LEVEL_TONES[creator.overallEngagementLevel]}>
                {levelLabel(t, creator.overallEngagementLevel)}
              </ToneBadge>
            </td>
            <td className={numberCell}>{creator.engagementScore}</td>
            <td className={numberCell}>{formatRate(creator.averageEngagementRate)}</td>
            <td className={numberCell}>{formatCount(creator.totalReach)}</td>
            <td className={numberCell}>{formatCount(creator.completedCampaigns)}</td>
            <td className="min-w-48 px-3 py-2 text-muted-foreground">
              {creator.categories.map((id) => categoryLabel(t, id)).join(t('brandDashboard.listSeparator')) ||
                NONE}
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
