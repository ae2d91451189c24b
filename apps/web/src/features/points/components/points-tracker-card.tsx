import { ArrowRight, Award } from 'lucide-react';
import { Link } from 'react-router';
import { usePoints } from '@/api/check-ins/points';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { CardLoadFailure, CardLoading } from '@/components/card-load-state';
import { useT } from '@/lib/i18n/i18n-provider';
import { POINTS_CARD_ENTRIES, pointsLabel } from './points-format';
import { PointsHistoryList } from './points-history-list';

/**
 * The creator home's Points Tracker (the spec's 'Coming Soon' card, built in issue 20): the
 * balance and the last few check-ins, live, with the way to the full history at /points.
 */
export function PointsTrackerCard() {
  const query = usePoints();
  const summary = query.data;
  const t = useT();
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-2 space-y-0">
        <CardTitle className="flex items-center gap-2 text-lg">
          <Award className="size-5 text-primary" aria-hidden /> {t('points.tracker')}
        </CardTitle>
        <Button variant="ghost" size="sm" asChild>
          <Link to="/points" aria-label={t('points.viewAll')}>
            {t('common.viewAll')} <ArrowRight className="rtl:-scale-x-100" aria-hidden />
          </Link>
        </Button>
      </CardHeader>
      <CardContent>
        {summary ? (
          <div className="grid gap-4">
            <p>
              <span className="text-3xl font-bold tabular-nums">{pointsLabel(t, summary.balance)}</span>
              <span className="sr-only"> {t('points.inBalance')}</span>
            </p>
            {summary.history.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t('points.empty')}</p>
            ) : (
              <PointsHistoryList
                entries={summary.history.slice(0, POINTS_CARD_ENTRIES)}
                label={t('points.latestCheckIns')}
              />
            )}
          </div>
        ) : query.isError ? (
          <CardLoadFailure
            message={t('points.loadFailedSentence')}
            onRetry={() => void query.refetch()}
            isRetrying={query.isFetching}
          />
        ) : (
          <CardLoading label={t('points.loading')} firstRowClassName="h-9 w-32" />
        )}
      </CardContent>
    </Card>
  );
}
