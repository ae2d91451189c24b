import { POINTS_HISTORY_LIMIT } from '@partnerly/contracts';
import { Award, CircleAlert, MapPin, RefreshCw, Search } from 'lucide-react';
import { Link } from 'react-router';
import { usePoints } from '@/api/check-ins/points';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/lib/i18n/i18n-provider';
import { pointsLabel } from '../components/points-format';
import { PointsHistoryList } from '../components/points-history-list';

/**
 * /points, the Points Tracker (spec 03 'Creator dashboard', 'Coming Soon' there; built in issue
 * 20): the creator's balance and the check-ins that earned it, with the event, the brand and
 * the date. A check-in arrives live (points.changed) while the page is open.
 */
export function PointsRoute() {
  const query = usePoints();
  const summary = query.data;
  const t = useT();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6">
      <title>{t('points.documentTitle')}</title>
      <h1 className="text-3xl font-bold tracking-tight">{t('points.tracker')}</h1>
      <p className="mt-1 text-muted-foreground">{t('points.intro')}</p>

      {summary ? (
        <div className="mt-6 grid gap-6">
          <section
            aria-labelledby="points-balance"
            className="flex flex-wrap items-center justify-between gap-4 rounded-xl border bg-card p-6 shadow-sm"
          >
            <div className="grid gap-1">
              <h2 id="points-balance" className="text-sm font-medium text-muted-foreground">
                {t('points.balance')}
              </h2>
              <p className="text-4xl font-bold tabular-nums">{pointsLabel(t, summary.balance)}</p>
            </div>
            <Award className="size-12 text-primary" aria-hidden />
          </section>

          <Card>
            <CardHeader>
              <CardTitle className="text-lg">{t('points.checkIns')}</CardTitle>
            </CardHeader>
            <CardContent>
              {summary.history.length === 0 ? (
                <div className="flex flex-col items-center gap-3 py-6 text-center">
                  <MapPin className="size-10 text-muted-foreground" aria-hidden />
                  <p className="max-w-md text-sm text-muted-foreground">{t('points.empty')}</p>
                  <Button variant="outline" asChild>
                    <Link to="/campaigns?type=onsite">
                      <Search aria-hidden /> {t('points.findOnsite')}
                    </Link>
                  </Button>
                </div>
              ) : (
                <div className="grid gap-3">
                  <PointsHistoryList entries={summary.history} label={t('points.history')} />
                  {summary.history.length >= POINTS_HISTORY_LIMIT ? (
                    <p className="text-xs text-muted-foreground">
                      {t('points.historyLimit', { count: POINTS_HISTORY_LIMIT })}
                    </p>
                  ) : null}
                </div>
              )}
            </CardContent>
          </Card>
        </div>
      ) : query.isError ? (
        <div
          role="alert"
          className="mt-6 flex flex-col items-center gap-3 rounded-xl border border-dashed p-10 text-center"
        >
          <CircleAlert className="size-10 text-destructive" aria-hidden />
          <h2 className="text-lg font-semibold">{t('points.loadFailed')}</h2>
          <p className="text-sm text-muted-foreground">{query.error.message}</p>
          <Button onClick={() => void query.refetch()} disabled={query.isFetching}>
            {query.isFetching ? <Spinner className="text-current" /> : <RefreshCw aria-hidden />}
            {t('points.tryAgain')}
          </Button>
        </div>
      ) : (
        <div className="mt-6 grid gap-6">
          <p role="status" className="sr-only">
            {t('points.loading')}
          </p>
          <Skeleton className="h-28 w-full rounded-xl" />
          <div className="grid gap-3 rounded-xl border p-6">
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} className="h-10 w-full" />
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
