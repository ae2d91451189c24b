import { formatRate, type CreatorDashboard } from '@partnerly/contracts';
import { CheckCircle2, FileText, TicketPercent, Wallet } from 'lucide-react';
import { StatCard } from '@/components/stat-card';
import { Skeleton } from '@/components/ui/skeleton';

/**
 * The dashboard's four stat cards (spec 03 'Creator dashboard'); skeletons while they load.
 * A failed load shows in the Performance card, which shares the request.
 */
export function CreatorStats({ stats }: { stats: CreatorDashboard['stats'] | undefined }) {
  if (!stats) {
    return (
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <p role="status" className="sr-only">
          Loading your figures...
        </p>
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} className="h-28 w-full rounded-xl" />
        ))}
      </div>
    );
  }
  return (
    <section aria-labelledby="creator-stats-title">
      <h2 id="creator-stats-title" className="sr-only">
        Your figures
      </h2>
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard
          label="Applications"
          value={String(stats.applications)}
          hint="Sent by you or your agent"
          icon={<FileText aria-hidden />}
        />
        <StatCard
          label="Approved"
          value={String(stats.approved)}
          hint="Approved or in progress"
          icon={<CheckCircle2 aria-hidden />}
        />
        <StatCard
          label="Active Codes"
          value={String(stats.activeCodes)}
          hint="Affiliate codes in use"
          icon={<TicketPercent aria-hidden />}
        />
        <StatCard
          label="Earnings this month"
          value={formatRate(stats.earningsPaidThisMonth)}
          hint="Paid out to you this month"
          icon={<Wallet aria-hidden />}
        />
      </dl>
    </section>
  );
}
