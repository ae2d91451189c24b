import { CardLoadFailure, CardLoading } from '@/components/card-load-state';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useMyConsents } from '@/lib/consent-status';
import { formatUaeDateAndTime } from '@/lib/format';
import { useT } from '@/lib/i18n/i18n-provider';
import { describeConsent } from '../api/consent-texts';

/**
 * 'Your consents' (issue 24 item 3): every record of what the member agreed to or withdrew,
 * newest first, read-only. Times are UAE time, like the records' legal context.
 */
export function ConsentHistoryCard() {
  const t = useT();
  const consents = useMyConsents();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{t('consentHistory.title')}</CardTitle>
        <CardDescription>{t('consentHistory.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {consents.isPending ? (
          <CardLoading label={t('consentHistory.loading')} />
        ) : consents.isError ? (
          <CardLoadFailure
            message={t('consentHistory.loadFailed')}
            onRetry={() => void consents.refetch()}
            isRetrying={consents.isFetching}
          />
        ) : consents.data.history.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('consentHistory.empty')}</p>
        ) : (
          <ul className="grid divide-y" aria-label={t('consentHistory.list')}>
            {consents.data.history.map((record, index) => {
              const line = describeConsent(t, record);
              const { date, time } = formatUaeDateAndTime(record.recordedAt);
              return (
                <li
                  key={`${record.recordedAt}-${record.subject}-${index}`}
                  className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-start sm:justify-between sm:gap-4"
                >
                  <div className="grid gap-0.5">
                    <p className="text-sm font-medium">
                      {t('consentHistory.line', { subject: line.subject, choice: line.choice })}
                    </p>
                    <p className="text-sm text-muted-foreground">
                      {line.version
                        ? t('consentHistory.versionAndSource', { version: line.version, source: line.source })
                        : line.source}
                    </p>
                  </div>
                  <time dateTime={record.recordedAt} className="shrink-0 text-sm text-muted-foreground">
                    {t('consentHistory.dateTime', { date, time })}
                  </time>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
