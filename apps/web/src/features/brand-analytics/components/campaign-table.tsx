import { formatAed, type CampaignPerformance, type CampaignStatus } from '@partnerly/contracts';
import type { MessageKey } from '@partnerly/contracts/i18n';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { formatCount, formatRate } from './analytics-format';
import { headCell, numberCell, ScrollTable } from '@/components/scroll-table';
import { useT } from '@/lib/i18n/i18n-provider';

const STATUS_KEYS: Record<CampaignStatus, MessageKey> = {
  active: 'brandDashboard.campaignStatus.active',
  paused: 'brandDashboard.campaignStatus.paused',
  closed: 'brandDashboard.campaignStatus.closed',
  draft: 'brandDashboard.campaignStatus.draft',
  completed: 'brandDashboard.campaignStatus.completed',
};

const PAGE = 20;

/** campaign_performance_summary per campaign, newest first; 20 at a time. */
export function CampaignTable({ campaigns }: { campaigns: CampaignPerformance[] }) {
  const t = useT();
  const [shownCount, setShownCount] = useState(PAGE);
  const shown = campaigns.slice(0, shownCount);
  const rest = campaigns.length - shown.length;
  return (
    <div className="grid gap-3">
      <ScrollTable label={t('brandAnalytics.perCampaign')}>
        <thead className="bg-muted/50 text-start">
          <tr>
            <th scope="col" className={headCell}>
              {t('brandAnalytics.campaign')}
            </th>
            <th scope="col" className={headCell}>
              {t('brandAnalytics.status')}
            </th>
            <th scope="col" className={`${headCell} text-end`}>
              {t('brandAnalytics.spent')}
            </th>
            <th scope="col" className={`${headCell} text-end`}>
              {t('brandAnalytics.views')}
            </th>
            <th scope="col" className={`${headCell} text-end`}>
              {t('brandAnalytics.avgRate')}
            </th>
            <th scope="col" className={`${headCell} text-end`}>
              {t('brandAnalytics.creators')}
            </th>
            <th scope="col" className={`${headCell} text-end`}>
              {t('brandAnalytics.atWork')}
            </th>
            <th scope="col" className={`${headCell} text-end`}>
              {t('brandAnalytics.results')}
            </th>
          </tr>
        </thead>
        <tbody>
          {shown.map((campaign) => (
            <tr key={campaign.campaignId} className="border-t">
              <th scope="row" className="min-w-44 px-3 py-2 text-start font-medium break-words">
                {campaign.title}
              </th>
              <td className="px-3 py-2 whitespace-nowrap">{t(STATUS_KEYS[campaign.status])}</td>
              <td className={numberCell}>{formatAed(campaign.totalSpent)}</td>
              <td className={numberCell}>{formatCount(campaign.totalViews)}</td>
              <td className={numberCell}>{formatRate(campaign.averageEngagementRate)}</td>
              <td className={numberCell}>{formatCount(campaign.totalCreators)}</td>
              <td className={numberCell}>{formatCount(campaign.activeCreators)}</td>
              <td className={numberCell}>{formatCount(campaign.completedResults)}</td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
      {rest > 0 ? (
        <Button
          type="button"
          variant="outline"
          className="justify-self-center"
          onClick={() => setShownCount((count) => count + PAGE)}
        >
          {t('brandAnalytics.showMore', { count: Math.min(PAGE, rest), rest: formatCount(rest) })}
        </Button>
      ) : null}
    </div>
  );
}
