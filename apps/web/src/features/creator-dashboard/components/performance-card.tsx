import type { CreatorDashboard } from '@partnerly/contracts';
import { ArrowRight, TrendingUp } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Bar, BarChart, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import { CardLoadFailure, CardLoading } from '@/components/card-load-state';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDate } from '@/lib/format';
import { useT } from '@/lib/i18n/i18n-provider';
import { formatCount, scoreLabel, trendPoints, trendSummary } from './performance-format';

type Performance = CreatorDashboard['performance'];

/** Signs and figures around the words, the same in every language. */
const datedSuffix = (date: string) => ` · ${date}`;
const scoreOutOf100 = (score: number) => `${score}/100 · `;

interface PerformanceCardProps {
  performance: Performance | undefined;
  error: { message: string; onRetry(): void; isRetrying: boolean } | null;
}

/**
 * The overview's Performance card (the spec's fixed 'Growing', built in issue 21): the mean
 * engagement score and level and the total reach of the creator's completed results, and the
 * score of the latest ones as bars with the same figures as a list.
 */
export function PerformanceCard({ performance, error }: PerformanceCardProps) {
  const t = useT();
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-2 space-y-0">
        <CardTitle className="flex items-center gap-2 text-lg">
          <TrendingUp className="size-5 text-primary" aria-hidden /> {t('creatorDashboard.performance')}
        </CardTitle>
        <Button variant="ghost" size="sm" asChild>
          <Link to="/creator-work?tab=completed" aria-label={t('creatorDashboard.viewAllCompleted')}>
            {t('common.viewAll')} <ArrowRight aria-hidden className="rtl:-scale-x-100" />
          </Link>
        </Button>
      </CardHeader>
      <CardContent>
        {performance ? (
          <PerformanceBody performance={performance} />
        ) : error ? (
          <CardLoadFailure message={error.message} onRetry={error.onRetry} isRetrying={error.isRetrying} />
        ) : (
          <CardLoading label={t('creatorDashboard.loadingPerformance')} />
        )}
      </CardContent>
    </Card>
  );
}

function PerformanceBody({ performance }: { performance: Performance }) {
  const t = useT();
  const score = scoreLabel(t, performance);
  if (performance.completedResults === 0 || score === null) {
    return (
      <div className="flex flex-col items-center gap-2 py-6 text-center">
        <p className="text-sm font-medium">{t('creatorDashboard.noResults')}</p>
        <p className="text-sm text-muted-foreground">{t('creatorDashboard.noResultsHint')}</p>
      </div>
    );
  }
  const results = performance.completedResults;
  return (
    <div className="grid gap-4">
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <div className="rounded-lg border p-3">
          <dt className="text-sm text-muted-foreground">{t('creatorDashboard.engagementScore')}</dt>
          <dd className="text-xl font-bold tabular-nums">{score}</dd>
        </div>
        <div className="rounded-lg border p-3">
          <dt className="text-sm text-muted-foreground">{t('creatorDashboard.totalReach')}</dt>
          <dd className="text-xl font-bold tabular-nums">
            {t('creatorDashboard.views', {
              count: performance.totalReach,
              views: formatCount(performance.totalReach),
            })}
          </dd>
        </div>
      </dl>
      <p className="text-xs text-muted-foreground">
        {t('creatorDashboard.overResults', { count: results, results: formatCount(results) })}
      </p>
      <Trend trend={performance.trend} />
    </div>
  );
}

function Trend({ trend }: { trend: Performance['trend'] }) {
  const t = useT();
  const summaryId = useId();
  const points = trendPoints(trend);
  return (
    <figure aria-describedby={summaryId} className="m-0 grid gap-2">
      <figcaption className="text-sm font-medium">{t('creatorDashboard.trend')}</figcaption>
      <p id={summaryId} className="text-sm text-muted-foreground">
        {trendSummary(t, trend)}
      </p>
      <div className="h-32 w-full" aria-hidden>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            data={points}
            accessibilityLayer={false}
            margin={{ top: 4, right: 0, bottom: 0, left: 0 }}
          >
            <XAxis
              dataKey="label"
              tick={{ fill: 'var(--muted-foreground)', fontSize: 12 }}
              stroke="var(--border)"
            />
            <YAxis
              domain={[0, 100]}
              width={28}
              tick={{ fill: 'var(--muted-foreground)', fontSize: 12 }}
              stroke="var(--border)"
            />
            <Bar dataKey="engagementScore" fill="var(--primary)" radius={[3, 3, 0, 0]} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <ol aria-label={t('creatorDashboard.latestResults')} className="grid gap-1 text-sm">
        {trend.map((point) => (
          <li
            key={`${point.completedAt}-${point.campaignTitle}`}
            className="flex flex-wrap items-baseline justify-between gap-x-3"
          >
            <span className="min-w-0 truncate">
              {point.campaignTitle}
              <span className="text-muted-foreground">{datedSuffix(formatDate(point.completedAt))}</span>
            </span>
            <span className="tabular-nums">
              {scoreOutOf100(point.engagementScore)}
              {t('creatorDashboard.views', { count: point.views, views: formatCount(point.views) })}
            </span>
          </li>
        ))}
      </ol>
    </figure>
  );
}
