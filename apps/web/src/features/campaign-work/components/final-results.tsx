import { CREATOR_PLACE_STATUSES, type CreatorWorkItem, type MyResults } from '@partnerly/contracts';
import { CheckCircle2, Clock, MessageSquareWarning, PartyPopper } from 'lucide-react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useMyResults } from '@/api/results/my-results';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/format';
import { useT } from '@/lib/i18n/i18n-provider';
import { FinalResultsForm } from './final-results-form';
import { resultsStage } from './results-format';
import { PayoutStatus, ResultsSummary } from './results-summary';

/**
 * Final results in the Analytics tab (spec 03 'Content status'): before the content is
 * approved it says when they come; then the final results form; 'Results Under Review' once
 * sent; after a correction request the brand's message and the form again, filled in;
 * 'Campaign Completed!' with the engagement and the payout once the brand approved them. Live:
 * the brand's review and payment arrive over the event stream.
 */
export function FinalResults({ item }: { item: CreatorWorkItem }) {
  const t = useT();
  const query = useMyResults(item.applicationId);
  return (
    <section
      aria-labelledby="final-results-title"
      className="grid grid-cols-1 gap-4 rounded-xl border bg-card p-4 shadow-sm"
    >
      <h3 id="final-results-title" className="font-semibold">
        {t('campaignWork.finalResults')}
      </h3>
      {query.data ? (
        <ResultsState item={item} data={query.data} />
      ) : query.isError ? (
        <RetryAlert
          message={t('campaignWork.resultsLoadFailed', { reason: query.error.message })}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <div className="grid gap-2">
          <p role="status" className="sr-only">
            {t('campaignWork.loadingResults')}
          </p>
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-24 w-full" />
        </div>
      )}
    </section>
  );
}

function ResultsState({ item, data }: { item: CreatorWorkItem; data: MyResults }) {
  const t = useT();
  const { result } = data;
  switch (resultsStage(data)) {
    case 'waiting':
      return (
        <Notice icon={<Clock aria-hidden />}>
          {(CREATOR_PLACE_STATUSES as readonly string[]).includes(item.applicationStatus)
            ? t('campaignWork.waitingApproved')
            : t('campaignWork.waitingNotApproved')}
        </Notice>
      );
    case 'report':
      return (
        <>
          <p className="text-sm text-muted-foreground">{t('campaignWork.reportIntro')}</p>
          <FinalResultsForm
            applicationId={item.applicationId}
            earlier={null}
            submissions={item.submissions}
          />
        </>
      );
    case 'correction':
      return (
        <>
          <Alert>
            <MessageSquareWarning aria-hidden />
            <AlertTitle>{t('campaignWork.correctionTitle')}</AlertTitle>
            <AlertDescription className="grid gap-1">
              {result?.correctionMessage ? (
                <p className="whitespace-pre-line">{quoted(result.correctionMessage)}</p>
              ) : null}
              <p className="text-muted-foreground">{t('campaignWork.correctionHint')}</p>
            </AlertDescription>
          </Alert>
          <FinalResultsForm
            // A new request (another review) starts the form afresh from the stored figures.
            key={result?.brandReviewedAt ?? 'correction'}
            applicationId={item.applicationId}
            earlier={result}
            submissions={item.submissions}
          />
        </>
      );
    case 'under_review':
      return result ? (
        <>
          <Notice icon={<Clock aria-hidden />}>
            <FormattedMessage
              id="campaignWork.underReview"
              values={{
                date: formatDate(result.finalResultsSubmittedAt),
                strong: (chunks) => <strong>{chunks}</strong>,
              }}
            />
          </Notice>
          <ResultsSummary result={result} />
          <PayoutStatus result={result} />
        </>
      ) : null;
    case 'completed':
      return result ? (
        <>
          <div className="flex items-start gap-3 rounded-lg border border-success/40 bg-success/10 p-4">
            <PartyPopper className="size-5 shrink-0 text-success" aria-hidden />
            <div className="grid gap-1">
              <p className="font-semibold">{t('campaignWork.campaignCompleted')}</p>
              <p className="text-sm">{t('campaignWork.approvedResults')}</p>
            </div>
          </div>
          <ResultsSummary result={result} />
          <PayoutStatus result={result} />
        </>
      ) : (
        <Notice icon={<CheckCircle2 aria-hidden />}>{t('campaignWork.campaignCompleted')}</Notice>
      );
  }
}

/** The brand's own words, in quotation marks. */
const quoted = (text: string) => `“${text}”`;

function Notice({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <div className="flex items-start gap-3 rounded-lg border border-dashed p-4 text-sm [&>svg]:size-5 [&>svg]:shrink-0 [&>svg]:text-muted-foreground">
      {icon}
      <p>{children}</p>
    </div>
  );
}
