import { formatAed, type BrandDashboard } from '@partnerly/contracts';
import {
  BarChart3,
  Building2,
  CreditCard,
  FolderKanban,
  Megaphone,
  Plus,
  QrCode,
  Users,
  Wallet,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { StatCard } from '@/components/stat-card';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/lib/i18n/i18n-provider';
import { FormattedMessage } from 'react-intl';
import { useBrandDashboard } from '../api/get-brand-dashboard';
import { engagementPercent } from './dashboard-format';
import { LoadFailure } from './load-failure';
import { RecentActivityList } from './recent-activity-list';

interface BrandHomeProps {
  profile: { firstName: string | null; companyName: string | null };
  onCreateCampaign(): void;
  onManageCampaigns(): void;
  /** Quick action 'Referrals': the QR Codes tab. */
  onOpenReferrals(): void;
  /** The brand profile's completion widget (composed by the app). */
  profileCompletion?: ReactNode;
  /** The plan's state when it is not active, with a way to pay (composed by the app). */
  planStatus?: ReactNode;
}

/** The Home tab: welcome line, Create Campaign, four stat cards, profile completion, Quick Actions, Recent Activity. */
export function BrandHome({
  profile,
  onCreateCampaign,
  onManageCampaigns,
  onOpenReferrals,
  profileCompletion,
  planStatus,
}: BrandHomeProps) {
  const t = useT();
  const dashboard = useBrandDashboard();
  const firstName = profile.firstName?.trim() || t('brandDashboard.defaultName');
  const companyName = profile.companyName?.trim();

  return (
    <div className="grid gap-8">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">
            {t('brandDashboard.welcome', { name: firstName })}
          </h1>
          <p className="mt-2 flex items-center gap-1.5 text-muted-foreground">
            {companyName ? (
              <>
                <Building2 className="size-4 shrink-0" aria-hidden />
                <span>
                  <FormattedMessage
                    id="brandDashboard.managingFor"
                    values={{
                      companyName,
                      company: (chunks) => <span className="font-medium text-foreground">{chunks}</span>,
                    }}
                  />
                </span>
              </>
            ) : (
              t('brandDashboard.manageIntro')
            )}
          </p>
        </div>
        <Button size="lg" onClick={onCreateCampaign}>
          <Plus aria-hidden /> {t('brandDashboard.createCampaign')}
        </Button>
      </header>

      {planStatus}

      <section aria-labelledby="brand-stats-heading">
        <h2 id="brand-stats-heading" className="sr-only">
          {t('brandDashboard.yourNumbers')}
        </h2>
        {dashboard.isPending ? (
          <StatSkeletons />
        ) : dashboard.isError ? (
          <LoadFailure
            title={t('brandDashboard.loadFailed')}
            message={dashboard.error.message}
            onRetry={() => void dashboard.refetch()}
          />
        ) : (
          <StatCards stats={dashboard.data.stats} />
        )}
      </section>

      {profileCompletion}

      <div className="grid gap-6 lg:grid-cols-[1fr_2fr]">
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">{t('brandDashboard.quickActions')}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-2">
            <Button variant="outline" className="justify-start" onClick={onCreateCampaign}>
              <Plus aria-hidden /> {t('brandDashboard.createCampaign')}
            </Button>
            <Button variant="outline" className="justify-start" onClick={onManageCampaigns}>
              <FolderKanban aria-hidden /> {t('brandDashboard.manageCampaigns')}
            </Button>
            <Button variant="outline" className="justify-start" onClick={onOpenReferrals}>
              <QrCode aria-hidden /> {t('brandDashboard.referrals')}
            </Button>
            <Button variant="outline" className="justify-start" asChild>
              <Link to="/profile?tab=account">
                <CreditCard aria-hidden /> {t('brandDashboard.planAndUsage')}
              </Link>
            </Button>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">{t('brandDashboard.recentActivity')}</CardTitle>
          </CardHeader>
          <CardContent>
            {dashboard.isPending ? (
              <div className="grid gap-3">
                <Skeleton className="h-12 w-full" />
                <Skeleton className="h-12 w-full" />
                <Skeleton className="h-12 w-full" />
              </div>
            ) : dashboard.isError ? (
              <p className="py-6 text-center text-sm text-muted-foreground">
                {t('brandDashboard.recentActivityUnavailable')}
              </p>
            ) : (
              <RecentActivityList items={dashboard.data.recentActivity} />
            )}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}

function StatCards({ stats }: { stats: BrandDashboard['stats'] }) {
  const t = useT();
  const engagement = engagementPercent(stats.averageEngagement);
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <StatCard
        label={t('brandDashboard.stat.budget')}
        value={formatAed(stats.campaignBudgetTotal)}
        hint={t('brandDashboard.stat.budgetHint')}
        icon={<Wallet aria-hidden />}
      />
      <StatCard
        label={t('brandDashboard.stat.activeCampaigns')}
        value={String(stats.activeCampaigns)}
        hint={t('brandDashboard.stat.activeCampaignsHint', {
          active: stats.activeCampaigns,
          total: stats.totalCampaigns,
        })}
        icon={<Megaphone aria-hidden />}
      />
      <StatCard
        label={t('brandDashboard.stat.applications')}
        value={String(stats.applications)}
        hint={t('brandDashboard.stat.applicationsHint')}
        icon={<Users aria-hidden />}
      />
      <StatCard
        label={t('brandDashboard.stat.engagement')}
        value={
          engagement === null
            ? t('brandDashboard.stat.noData')
            : t('brandDashboard.stat.engagementValue', { value: engagement })
        }
        hint={t('brandDashboard.stat.engagementHint')}
        icon={<BarChart3 aria-hidden />}
      />
    </dl>
  );
}

function StatSkeletons() {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {[0, 1, 2, 3].map((key) => (
        <Skeleton key={key} className="h-32 w-full rounded-xl" />
      ))}
    </div>
  );
}
