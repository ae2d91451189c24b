import { SUBMISSION_MESSAGES } from '@partnerly/contracts';
import { CircleAlert, List, RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { useKnownText, useT } from '@/lib/i18n/i18n-provider';

/**
 * 'Error Loading Submissions' (spec 02) with what went wrong. A campaign that is not the
 * workspace's (404) offers every campaign's queue instead of a retry that would fail again.
 */
export function SubmissionsLoadFailure({
  error,
  onRetry,
  onShowAll,
}: {
  error: Error;
  onRetry(): void;
  /** Given when one campaign's queue failed: shows every campaign's. */
  onShowAll?(): void;
}) {
  const isMissingCampaign = isApiError(error) && error.status === 404 && onShowAll !== undefined;
  const t = useT();
  const known = useKnownText();
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-8 text-center"
    >
      <CircleAlert className="size-8 text-destructive" aria-hidden />
      <p className="font-semibold">{known(SUBMISSION_MESSAGES.loadFailed)}</p>
      <p className="max-w-md text-sm text-muted-foreground">
        {isMissingCampaign ? t('submissionsReview.campaignMissing') : error.message}
      </p>
      {isMissingCampaign ? (
        <Button variant="outline" onClick={onShowAll}>
          <List aria-hidden /> {t('submissionsReview.showAllCampaigns')}
        </Button>
      ) : (
        <Button variant="outline" onClick={onRetry}>
          <RefreshCw aria-hidden /> {t('submissionsReview.tryAgain')}
        </Button>
      )}
    </div>
  );
}
