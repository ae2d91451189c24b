import { formatAed, type AnalyticsTotals } from '@partnerly/contracts';
import { BarChart3, Eye, Users, Wallet } from 'lucide-react';
import { StatCard } from '@/components/stat-card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCount, formatRate } from './analytics-format';
import { useT } from '@/lib/i18n/i18n-provider';

/** Four cards: what was paid, the views, the mean engagement and the creators. */
export function SummaryCards({ totals }: { totals: AnalyticsTotals }) {
  const t = useT();
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <StatCard
        label={t('brandAnalytics.totalSpent')}
        value={formatAed(totals.totalSpent)}
        hint={t('brandAnalytics.totalSpentHint')}
        icon={<Wallet aria-hidden />}
      />
      <StatCard
        label={t('brandAnalytics.totalViews')}
        value={formatCount(totals.totalViews)}
        hint={t('brandAnalytics.totalViewsHint', {
          count: totals.completedResults,
          shown: formatCount(totals.completedResults),
        })}
        icon={<Eye aria-hidden />}
      />
      <StatCard
        label={t('brandAnalytics.avgEngagement')}
        value={formatRate(totals.averageEngagementRate)}
        hint={t('brandAnalytics.avgEngagementHint')}
        icon={<BarChart3 aria-hidden />}
      />
      <StatCard
        label={t('brandAnalytics.creators')}
        value={formatCount(totals.creatorsWithResults)}
        hint={t('brandAnalytics.creatorsHint', {
          active: formatCount(totals.activeCreators),
          total: formatCount(totals.totalCreators),
        })}
        icon={<Users aria-hidden />}
      />
    </dl>
  );
}

export function SummarySkeletons() {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {[0, 1, 2, 3].map((key) => (
        <Skeleton key={key} className="h-32 w-full rounded-xl" />
      ))}
    </div>
  );
}
