import { formatRate, type CreatorDashboard } from '@partnerly/contracts';
import { CheckCircle2, FileText, TicketPercent, Wallet } from 'lucide-react';
import { StatCard } from '@/components/stat-card';
import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/lib/i18n/i18n-provider';

/**
 * The dashboard's four stat cards (spec 03 'Creator dashboard'); skeletons while they load.
 * A failed load shows in the Performance card, which shares the request.
 */
export function CreatorStats({ stats }: { stats: CreatorDashboard['stats'] | undefined }) {
  const t = useT();
  if (!stats) {
    return (
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <p role="status" className="sr-only">
          {t('creatorDashboard.loadingFigures')}
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
        {t('creatorDashboard.yourFigures')}
      </h2>
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard
          label={t('creatorDashboard.applications')}
          value={String(stats.applications)}
          hint={t('creatorDashboard.applicationsHint')}
          icon={<FileText aria-hidden />}
        />
        <StatCard
          label={t('creatorDashboard.approved')}
          value={String(stats.approved)}
          hint={t('creatorDashboard.approvedHint')}
          icon={<CheckCircle2 aria-hidden />}
        />
        <StatCard
          label={t('creatorDashboard.activeCodes')}
          value={String(stats.activeCodes)}
          hint={t('creatorDashboard.activeCodesHint')}
          icon={<TicketPercent aria-hidden />}
        />
        <StatCard
          label={t('creatorDashboard.earnings')}
          value={formatRate(stats.earningsPaidThisMonth)}
          hint={t('creatorDashboard.earningsHint')}
          icon={<Wallet aria-hidden />}
        />
      </dl>
    </section>
  );
}
