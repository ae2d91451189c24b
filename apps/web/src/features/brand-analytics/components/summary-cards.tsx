import { formatAed, type AnalyticsTotals } from '@partnerly/contracts';
import { BarChart3, Eye, Users, Wallet } from 'lucide-react';
import { StatCard } from '@/components/stat-card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCount, formatRate } from './analytics-format';

/** Four cards: what was paid, the views, the mean engagement and the creators. */
export function SummaryCards({ totals }: { totals: AnalyticsTotals }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <StatCard
        label="Total Spent"
        value={formatAed(totals.totalSpent)}
        hint="Payouts marked paid"
        icon={<Wallet aria-hidden />}
      />
      <StatCard
        label="Total Views"
        value={formatCount(totals.totalViews)}
        hint={`From ${formatCount(totals.completedResults)} approved ${totals.completedResults === 1 ? 'result' : 'results'}`}
        icon={<Eye aria-hidden />}
      />
      <StatCard
        label="Avg. Engagement"
        value={formatRate(totals.averageEngagementRate)}
        hint="Mean of your campaigns' engagement rates"
        icon={<BarChart3 aria-hidden />}
      />
      <StatCard
        label="Creators"
        value={formatCount(totals.creatorsWithResults)}
        hint={`With approved results; ${formatCount(totals.activeCreators)} of ${formatCount(totals.totalCreators)} approved still at work`}
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
