import { CREATOR_RECENT_APPLICATIONS, formatRate } from '@partnerly/contracts';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { CardLoadFailure, CardLoading } from '@/components/card-load-state';
import { formatRelativeTime } from '@/lib/format';
import { useT } from '@/lib/i18n/i18n-provider';
import { useMyApplications } from '../api/get-my-applications';
import { NegotiationBadge, StatusBadge } from './status-badges';

/** Between the brand and the time: a sign, the same in every language. */
const SEPARATOR = ' · ';

/** The creator home's recent activity: the last 5 applications (spec 03 'Creator dashboard'), live. */
export function RecentApplicationsCard() {
  const t = useT();
  const query = useMyApplications(CREATOR_RECENT_APPLICATIONS);
  const applications = query.data;
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-2 space-y-0">
        <CardTitle className="text-lg">{t('myApplications.recent')}</CardTitle>
        <Button variant="ghost" size="sm" asChild>
          <Link to="/my-applications">
            {t('common.viewAll')} <ArrowRight aria-hidden className="rtl:-scale-x-100" />
          </Link>
        </Button>
      </CardHeader>
      <CardContent>
        {applications ? (
          applications.length === 0 ? (
            <div className="flex flex-col items-center gap-2 py-6 text-center">
              <p className="text-sm text-muted-foreground">{t('myApplications.empty.all')}</p>
              <Button variant="outline" size="sm" asChild>
                <Link to="/campaigns">{t('campaignFeed.browseTitle')}</Link>
              </Button>
            </div>
          ) : (
            <ul aria-label={t('myApplications.recentList')} className="grid gap-3">
              {applications.map((application) => (
                <li
                  key={application.id}
                  className="flex flex-wrap items-center justify-between gap-2 border-b pb-3 last:border-b-0 last:pb-0"
                >
                  <div className="grid min-w-0 gap-0.5">
                    <p className="truncate text-sm font-medium">{application.campaign.title}</p>
                    <p className="text-xs text-muted-foreground">
                      {application.campaign.brand.name}
                      {SEPARATOR}
                      <time dateTime={application.createdAt}>
                        {formatRelativeTime(application.createdAt)}
                      </time>
                      {application.agreedRate !== null
                        ? t('myApplications.recentAgreedRate', { rate: formatRate(application.agreedRate) })
                        : application.latestCounterOffer
                          ? t('myApplications.recentCounterOffer', {
                              rate: formatRate(application.latestCounterOffer.amount),
                            })
                          : null}
                    </p>
                  </div>
                  <div className="flex flex-wrap gap-1.5">
                    <NegotiationBadge status={application.negotiationStatus} />
                    <StatusBadge status={application.status} />
                  </div>
                </li>
              ))}
            </ul>
          )
        ) : query.isError ? (
          <CardLoadFailure
            message={t('myApplications.recentLoadFailed')}
            onRetry={() => void query.refetch()}
            isRetrying={query.isFetching}
          />
        ) : (
          <CardLoading label={t('myApplications.loading')} />
        )}
      </CardContent>
    </Card>
  );
}
