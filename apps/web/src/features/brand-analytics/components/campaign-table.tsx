import { CAMPAIGN_STATUS_LABELS, formatAed, type CampaignPerformance } from '@partnerly/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { formatCount, formatRate } from './analytics-format';
import { headCell, numberCell, ScrollTable } from '@/components/scroll-table';

const PAGE = 20;

/** campaign_performance_summary per campaign, newest first; 20 at a time. */
export function CampaignTable({ campaigns }: { campaigns: CampaignPerformance[] }) {
  const [shownCount, setShownCount] = useState(PAGE);
  const shown = campaigns.slice(0, shownCount);
  const rest = campaigns.length - shown.length;
  return (
    <div className="grid gap-3">
      <ScrollTable label="Performance per campaign">
        <thead className="bg-muted/50 text-left">
          <tr>
            <th scope="col" className={headCell}>
              Campaign
            </th>
            <th scope="col" className={headCell}>
              Status
            </th>
            <th scope="col" className={`${headCell} text-right`}>
              Spent
            </th>
            <th scope="col" className={`${headCell} text-right`}>
              Views
            </th>
            <th scope="col" className={`${headCell} text-right`}>
              Avg. rate
            </th>
            <th scope="col" className={`${headCell} text-right`}>
              Creators
            </th>
            <th scope="col" className={`${headCell} text-right`}>
              At work
            </th>
            <th scope="col" className={`${headCell} text-right`}>
              Results
            </th>
          </tr>
        </thead>
        <tbody>
          {shown.map((campaign) => (
            <tr key={campaign.campaignId} className="border-t">
              <th scope="row" className="min-w-44 px-3 py-2 text-left font-medium break-words">
                {campaign.title}
              </th>
              <td className="px-3 py-2 whitespace-nowrap">{CAMPAIGN_STATUS_LABELS[campaign.status]}</td>
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
          Show {Math.min(PAGE, rest)} more ({formatCount(rest)} not shown)
        </Button>
      ) : null}
    </div>
  );
}
