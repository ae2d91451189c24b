import { CardLoadFailure, CardLoading } from '@/components/card-load-state';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useMyConsents } from '@/lib/consent-status';
import { formatUaeDateAndTime } from '@/lib/format';
import { describeConsent } from '../api/consent-texts';

/**
 * 'Your consents' (issue 24 item 3): every record of what the member agreed to or withdrew,
 * newest first, read-only. Times are UAE time, like the records' legal context.
 */
export function ConsentHistoryCard() {
  const consents = useMyConsents();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Your consents</CardTitle>
        <CardDescription>
          What you agreed to and when: each version of the Terms of Service and Privacy Policy you accepted,
          and your choices about news and offers by e-mail. Times are UAE time.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {consents.isPending ? (
          <CardLoading label="Loading your consents" />
        ) : consents.isError ? (
          <CardLoadFailure
            message="Your consents could not be loaded."
            onRetry={() => void consents.refetch()}
            isRetrying={consents.isFetching}
          />
        ) : consents.data.history.length === 0 ? (
          <p className="text-sm text-muted-foreground">No consents recorded yet.</p>
        ) : (
          <ul className="grid divide-y" aria-label="Consent history">
            {consents.data.history.map((record, index) => {
              const line = describeConsent(record);
              const { date, time } = formatUaeDateAndTime(record.recordedAt);
              return (
                <li
                  key={`${record.recordedAt}-${record.subject}-${index}`}
                  className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-start sm:justify-between sm:gap-4"
                >
                  <div className="grid gap-0.5">
                    <p className="text-sm font-medium">
                      {line.subject}: {line.choice}
                    </p>
                    <p className="text-sm text-muted-foreground">
                      {line.version ? `${line.version} · ` : ''}
                      {line.source}
                    </p>
                  </div>
                  <time dateTime={record.recordedAt} className="shrink-0 text-sm text-muted-foreground">
                    {date}, {time}
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
