import type { MyCodeAnalytics } from '@partnerly/contracts';
import { BarChart3, Copy, Eye, MousePointerClick, Percent } from 'lucide-react';
import { Link } from 'react-router';
import { StatCard } from '@/components/stat-card';
import { Button } from '@/components/ui/button';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { useMyCodeAnalytics } from '../api/my-codes';
import { CodeDetails } from './code-details';
import { InsightsPanel } from './insights-panel';
import { TopCodeCard } from './top-code-card';
import { useT } from '@/lib/i18n/i18n-provider';

/**
 * Analytics (spec 03 'Creator affiliate analytics'): four cards, the top performing code,
 * per-code details and insights; 'No Analytics Yet' before anyone viewed, copied or clicked a
 * code. Deleted codes' history is counted (and listed, marked). Live over the event stream.
 */
export function AnalyticsTab() {
  const t = useT();
  const analytics = useMyCodeAnalytics();
  return (
    <section aria-labelledby="affiliate-analytics-heading" className="grid gap-6 pt-4">
      <div className="grid gap-1">
        <h2 id="affiliate-analytics-heading" className="text-xl font-semibold">
          {t('affiliateHub.tabAnalytics')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('affiliateHub.analyticsIntro')}</p>
      </div>
      {analytics.data ? (
        analytics.data.hasActivity ? (
          <AnalyticsBody data={analytics.data} />
        ) : (
          <NoAnalytics />
        )
      ) : analytics.isError ? (
        <RetryAlert message={t('affiliateHub.loadFailed')} onRetry={() => void analytics.refetch()} />
      ) : (
        <div
          role="status"
          aria-label={t('affiliateHub.loadingAnalytics')}
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
        >
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} className="h-32 w-full rounded-xl" />
          ))}
        </div>
      )}
    </section>
  );
}

function AnalyticsBody({ data }: { data: MyCodeAnalytics }) {
  const t = useT();
  const { totals } = data;
  return (
    <>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard
          label={t('affiliateHub.totalCopies')}
          value={totals.copies.toLocaleString()}
          hint={t('affiliateHub.acrossCodes', { count: totals.codes })}
          icon={<Copy aria-hidden />}
        />
        <StatCard
          label={t('affiliateHub.totalClicks')}
          value={totals.clicks.toLocaleString()}
          hint={t('affiliateHub.clicksHint')}
          icon={<MousePointerClick aria-hidden />}
        />
        <StatCard
          label={t('affiliateHub.clickThroughRate')}
          value={`${totals.clickThroughRate}%`}
          hint={t('affiliateHub.clickThroughHint')}
          icon={<Percent aria-hidden />}
        />
        <StatCard
          label={t('affiliateHub.totalViews')}
          value={totals.views.toLocaleString()}
          hint={t('affiliateHub.engagement', { percent: totals.engagementPercent })}
          icon={<Eye aria-hidden />}
        />
      </dl>
      {/* Phones read the top code, the insights, then each code; wide screens keep the insights beside. */}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,20rem)]">
        {data.topCode ? <TopCodeCard code={data.topCode} /> : null}
        <InsightsPanel insights={data.insights} className="lg:col-start-2 lg:row-span-2 lg:row-start-1" />
        <CodeDetails codes={data.codes} />
      </div>
    </>
  );
}

function NoAnalytics() {
  const t = useT();
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-4 py-12 text-center">
      <BarChart3 className="size-10 text-muted-foreground" aria-hidden />
      <h3 className="text-lg font-semibold">{t('affiliateHub.noAnalytics')}</h3>
      <p className="max-w-md text-sm text-muted-foreground">{t('affiliateHub.noAnalyticsDetail')}</p>
      <Button asChild variant="outline">
        <Link to="/affiliate-hub?tab=share-links">{t('affiliateHub.goToShareLinks')}</Link>
      </Button>
    </div>
  );
}
