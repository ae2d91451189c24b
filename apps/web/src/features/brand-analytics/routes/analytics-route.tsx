import { ANALYTICS_MESSAGES, type BrandAnalytics, type BrandAnalyticsQuery } from '@partnerly/contracts';
import { CircleAlert, ClipboardCheck, Megaphone, RefreshCw } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
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
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readCreatorFilters(searchParams);
  const query = useBrandAnalytics(filters);

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-8 sm:px-6">
      <title>Analytics · Partnerly</title>
      <header>
        <h1 className="text-3xl font-bold tracking-tight">Analytics</h1>
        <p className="mt-2 text-muted-foreground">
          How your campaigns and creators perform, from the results you approved.
        </p>
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
          title={ANALYTICS_MESSAGES.loadFailed}
          action={
            <Button variant="outline" onClick={() => void query.refetch()} disabled={query.isFetching}>
              <RefreshCw aria-hidden /> Try Again
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
  if (data.totals.campaigns === 0) {
    return (
      <AnalyticsNotice
        icon={Megaphone}
        title="No results yet"
        action={
          <Button asChild>
            <Link to="/dashboard?tab=campaigns">
              <Megaphone aria-hidden /> Go to Campaigns
            </Link>
          </Button>
        }
      >
        Create a campaign and approve creators: once their content is approved they report its views, likes
        and comments, and the results you approve show here.
      </AnalyticsNotice>
    );
  }
  const hasResults = data.totals.completedResults > 0;
  return (
    <>
      <section aria-labelledby="analytics-summary-heading" className="grid gap-4">
        <h2 id="analytics-summary-heading" className="sr-only">
          Summary
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
          title="No results yet"
          action={
            <Button asChild>
              <Link to="/dashboard?tab=submissions">
                <ClipboardCheck aria-hidden /> Go to Submissions
              </Link>
            </Button>
          }
        >
          Once an approved creator&apos;s content is approved, they report its views, likes and comments.
          Approve their results and the views, engagement, spend and top creators show here.
        </AnalyticsNotice>
      )}
      <section aria-labelledby="campaigns-heading" className="grid gap-4">
        <h2 id="campaigns-heading" className="text-xl font-semibold tracking-tight">
          Campaigns
        </h2>
        <CampaignTable campaigns={data.campaigns} />
      </section>
    </>
  );
}

function Loading() {
  return (
    <div className="grid gap-6" role="status" aria-label="Loading analytics">
      <SummarySkeletons />
      <div className="grid gap-6 lg:grid-cols-2">
        <Skeleton className="h-80 w-full rounded-xl" />
        <Skeleton className="h-80 w-full rounded-xl" />
      </div>
      <Skeleton className="h-48 w-full rounded-xl" />
    </div>
  );
}
