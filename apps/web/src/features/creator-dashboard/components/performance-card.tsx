import type { CreatorDashboard } from '@partnerly/contracts';
import { ArrowRight, TrendingUp } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Bar, BarChart, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import { CardLoadFailure, CardLoading } from '@/components/card-load-state';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDate } from '@/lib/format';
import { formatCount, scoreLabel, trendPoints, trendSummary } from './performance-format';

type Performance = CreatorDashboard['performance'];

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
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-2 space-y-0">
        <CardTitle className="flex items-center gap-2 text-lg">
          <TrendingUp className="size-5 text-primary" aria-hidden /> Performance
        </CardTitle>
        <Button variant="ghost" size="sm" asChild>
          <Link to="/creator-work?tab=completed" aria-label="View all completed work">
            View all <ArrowRight aria-hidden />
          </Link>
        </Button>
      </CardHeader>
      <CardContent>
        {performance ? (
          <PerformanceBody performance={performance} />
        ) : error ? (
          <CardLoadFailure message={error.message} onRetry={error.onRetry} isRetrying={error.isRetrying} />
        ) : (
          <CardLoading label="Loading your performance..." />
        )}
      </CardContent>
    </Card>
  );
}

function PerformanceBody({ performance }: { performance: Performance }) {
  const score = scoreLabel(performance);
  if (performance.completedResults === 0 || score === null) {
    return (
      <div className="flex flex-col items-center gap-2 py-6 text-center">
        <p className="text-sm font-medium">No completed results yet</p>
        <p className="text-sm text-muted-foreground">
          Once a brand approves the results of your content, your engagement score and reach show here.
        </p>
      </div>
    );
  }
  const results = performance.completedResults;
  return (
    <div className="grid gap-4">
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <div className="rounded-lg border p-3">
          <dt className="text-sm text-muted-foreground">Engagement score</dt>
          <dd className="text-xl font-bold tabular-nums">{score}</dd>
        </div>
        <div className="rounded-lg border p-3">
          <dt className="text-sm text-muted-foreground">Total reach</dt>
          <dd className="text-xl font-bold tabular-nums">{formatCount(performance.totalReach)} views</dd>
        </div>
      </dl>
      <p className="text-xs text-muted-foreground">
        Over {results === 1 ? 'your 1 completed result' : `your ${formatCount(results)} completed results`}.
      </p>
      <Trend trend={performance.trend} />
    </div>
  );
}

function Trend({ trend }: { trend: Performance['trend'] }) {
  const summaryId = useId();
  const points = trendPoints(trend);
  return (
    <figure aria-describedby={summaryId} className="m-0 grid gap-2">
      <figcaption className="text-sm font-medium">Trend</figcaption>
      <p id={summaryId} className="text-sm text-muted-foreground">
        {trendSummary(trend)}
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
      <ol aria-label="Latest completed results, oldest first" className="grid gap-1 text-sm">
        {trend.map((point) => (
          <li
            key={`${point.completedAt}-${point.campaignTitle}`}
            className="flex flex-wrap items-baseline justify-between gap-x-3"
          >
            <span className="min-w-0 truncate">
              {point.campaignTitle}{' '}
              <span className="text-muted-foreground">· {formatDate(point.completedAt)}</span>
            </span>
            <span className="tabular-nums">
              {point.engagementScore}/100 · {formatCount(point.views)} views
            </span>
          </li>
        ))}
      </ol>
    </figure>
  );
}
