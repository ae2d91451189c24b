import { formatFils } from '@partnerly/contracts';
import { Banknote, BadgeCheck, Megaphone, Scale, Users, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/lib/i18n/i18n-provider';
import { useAdminOverview } from '../api/admin-platform';

interface Figure {
  label: string;
  value: string;
  hint: string;
  icon: LucideIcon;
  /** The console tab that lists these. */
  to: string;
}

const count = (value: number) => value.toLocaleString('en-US');

/** The overview tab (spec 03: six summary cards), each card opening the tab behind it. */
export function OverviewTab() {
  const t = useT();
  const overview = useAdminOverview();
  if (overview.isPending)
    return (
      <div
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
        role="status"
        aria-busy="true"
        aria-label={t('adminOverview.loading')}
      >
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} className="h-28 rounded-xl" />
        ))}
      </div>
    );
  if (overview.isError)
    return <RetryAlert message={t('adminOverview.loadFailed')} onRetry={() => void overview.refetch()} />;
  const data = overview.data;
  const figures: Figure[] = [
    {
      label: t('adminOverview.totalUsers'),
      value: count(data.totalUsers),
      hint: t('adminOverview.totalUsersHint'),
      icon: Users,
      to: '/admin/users',
    },
    {
      label: t('adminOverview.activeCampaigns'),
      value: count(data.activeCampaigns),
      hint: t('adminOverview.activeCampaignsHint'),
      icon: Megaphone,
      to: '/admin/campaigns',
    },
    {
      label: t('adminOverview.pendingVerifications'),
      value: count(data.pendingVerifications),
      hint: t('adminOverview.pendingVerificationsHint'),
      icon: BadgeCheck,
      to: '/admin/verifications',
    },
    {
      label: t('adminOverview.openDisputes'),
      value: count(data.openDisputes),
      hint: t('adminOverview.openDisputesHint'),
      icon: Scale,
      to: '/admin/disputes',
    },
    {
      label: t('adminOverview.totalCampaigns'),
      value: count(data.totalCampaigns),
      hint: t('adminOverview.totalCampaignsHint'),
      icon: Megaphone,
      to: '/admin/campaigns',
    },
    {
      label: t('adminOverview.revenue'),
      value: formatFils(data.revenue.thisMonthFils),
      hint: t('adminOverview.revenueHint', { allTime: formatFils(data.revenue.allTimeFils) }),
      icon: Banknote,
      to: '/admin/analytics',
    },
  ];
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={t('adminOverview.summary')}>
      {figures.map((figure) => (
        <li key={figure.label}>
          <Link
            to={figure.to}
            className="block h-full rounded-xl border bg-card p-5 shadow-sm transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
          >
            <span className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
              {figure.label}
              <figure.icon className="size-5 text-primary" aria-hidden />
            </span>
            <span className="mt-2 block text-2xl font-bold break-words tabular-nums">{figure.value}</span>
            <span className="mt-1 block text-xs text-muted-foreground">{figure.hint}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
