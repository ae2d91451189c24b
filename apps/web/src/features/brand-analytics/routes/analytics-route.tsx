import type { BrandAnalytics, BrandAnalyticsQuery } from '@partnerly/contracts';
import { CircleAlert, ClipboardCheck, Megaphone, RefreshCw } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/lib/i18n/i18n-provider';
import { readCreatorFilters, withCreatorFilter, withoutCreatorFilters } from '../api/analytics-filters';
import { useBrandAnalytics } from '../api/get-brand-analytics';
import { AnalyticsNotice } from '../components/analytics-notice';
import { CampaignTable } from '../components/campaign-table';
import { CreatorsSection } from '../components/creators-section';
import { SpendChart } from '../components/spend-chart';
import { SummaryCards, SummarySkeletons } from '../components/summary-cards';
import { WeeklyChart } from '../components/weekly-chart';

/**
 * /analytics for brands (issue 16 item 6): the workspace's totals, views and engagement per
 * week, spend per campaign, the top creators with filters kept in the address, and the
 * per-campaign and per-creator tables; approved results only. Live over the event stream.
 */
export function AnalyticsRoute() {
  const t = useT();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readCreatorFilters(searchParams);
  const query = useBrandAnalytics(filters);

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-8 sm:px-6">
      <title>{t('brandAnalytics.pageTitle')}</title>
      <header>
        <h1 className="text-3xl font-bold tracking-tight">{t('brandAnalytics.title')}</h1>
        <p className="mt-2 text-muted-foreground">{t('brandAnalytics.intro')}</p>
      </header>
      {query.data ? (
        <AnalyticsBody
          data={query.data}
          filters={filters}
          isUpdating={query.isPlaceholderData}
          onFilterChange={(name, value) =>
            setSearchParams((current) => withCreatorFilter(current, name, value), { replace: true })
          }
          onClearFilters={() =>
            setSearchParams((current) => withoutCreatorFilters(current), { replace: true })
          }
        />
      ) : query.isError ? (
        <AnalyticsNotice
          role="alert"
          icon={CircleAlert}
          title={t('brandAnalytics.loadFailed')}
          action={
            <Button variant="outline" onClick={() => void query.refetch()} disabled={query.isFetching}>
              <RefreshCw aria-hidden /> {t('brandDashboard.tryAgain')}
            </Button>
          }
        >
          {query.error.message}
        </AnalyticsNotice>
      ) : (
        <Loading />
      )}
    </div>
  );
}

interface AnalyticsBodyProps {
  data: BrandAnalytics;
  filters: BrandAnalyticsQuery;
  isUpdating: boolean;
  onFilterChange: Parameters<typeof CreatorsSection>[0]['onFilterChange'];
  onClearFilters(): void;
}

function AnalyticsBody({ data, filters, isUpdating, onFilterChange, onClearFilters }: AnalyticsBodyProps) {
  const t = useT();
  if (data.totals.campaigns === 0) {
    return (
      <AnalyticsNotice
        icon={Megaphone}
        title={t('brandAnalytics.noResults')}
        action={
          <Button asChild>
            <Link to="/dashboard?tab=campaigns">
              <Megaphone aria-hidden /> {t('brandAnalytics.goToCampaigns')}
            </Link>
          </Button>
        }
      >
        {t('brandAnalytics.noCampaignsHint')}
      </AnalyticsNotice>
    );
  }
  const hasResults = data.totals.completedResults > 0;
  return (
    <>
      <section aria-labelledby="analytics-summary-heading" className="grid gap-4">
        <h2 id="analytics-summary-heading" className="sr-only">
          {t('brandAnalytics.summary')}
        </h2>
        <SummaryCards totals={data.totals} />
      </section>
      {hasResults ? (
        <>
          <div className="grid gap-6 lg:grid-cols-2">
            <WeeklyChart weeks={data.weeks} />
            <SpendChart campaigns={data.campaigns} />
          </div>
          <CreatorsSection
            data={data}
            filters={filters}
            isUpdating={isUpdating}
            onFilterChange={onFilterChange}
            onClearFilters={onClearFilters}
          />
        </>
      ) : (
        <AnalyticsNotice
          icon={ClipboardCheck}
          title={t('brandAnalytics.noResults')}
          action={
            <Button asChild>
              <Link to="/dashboard?tab=submissions">
                <ClipboardCheck aria-hidden /> {t('brandAnalytics.goToSubmissions')}
              </Link>
            </Button>
          }
        >
          {t('brandAnalytics.noResultsHint')}
        </AnalyticsNotice>
      )}
      <section aria-labelledby="campaigns-heading" className="grid gap-4">
        <h2 id="campaigns-heading" className="text-xl font-semibold tracking-tight">
          {t('brandAnalytics.campaigns')}
        </h2>
        <CampaignTable campaigns={data.campaigns} />
      </section>
    </>
  );
}

function Loading() {
  const t = useT();
  return (
    <div className="grid gap-6" role="status" aria-label={t('brandAnalytics.loading')}>
      <SummarySkeletons />
      <div className="grid gap-6 lg:grid-cols-2">
        <Skeleton className="h-80 w-full rounded-xl" />
        <Skeleton className="h-80 w-full rounded-xl" />
      </div>
      <Skeleton className="h-48 w-full rounded-xl" />
    </div>
  );
}
