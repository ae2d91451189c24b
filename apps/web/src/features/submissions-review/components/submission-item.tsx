import { platformLabel, type Submission } from '@partnerly/contracts';
import { Eye, ImageIcon, MessageSquareText } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';
import { useNameText, useT } from '@/lib/i18n/i18n-provider';
import { ContentLink } from './content-link';
import { CONTENT_TYPE_LABELS } from './review-labels';
import { captionExcerpt, isAwaitingReview, metricsSummary } from './submission-format';
import { SubmissionStatusBadge } from './submission-status-badge';

/** Between the row's facts: punctuation, the same in every language. */
const SEPARATOR = ' · ';

interface SubmissionItemProps {
  submission: Submission;
  /** Whether the caller may review this campaign's submissions (the server decides anyway). */
  mayReview: boolean;
  onOpen(): void;
}

/** One row of the review queue: who, which campaign and platform, the content and its status. */
export function SubmissionItem({ submission, mayReview, onOpen }: SubmissionItemProps) {
  const isReviewable = mayReview && isAwaitingReview(submission.status);
  const t = useT();
  const nameText = useNameText();
  const caption = captionExcerpt(submission.caption);
  const metrics = metricsSummary(t, submission.metrics);
  const platform = platformLabel(submission.platform);
  const shots = submission.screenshots.length;
  const rowName = `${nameText(submission.creatorName)}, ${platform}`;
  return (
    <article aria-label={rowName} className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="leading-tight font-semibold break-words">{nameText(submission.creatorName)}</h3>
            <SubmissionStatusBadge status={submission.status} />
          </div>
          <p className="text-sm break-words text-muted-foreground">
            {[submission.campaignTitle, platform, t(CONTENT_TYPE_LABELS[submission.contentType])].join(
              SEPARATOR,
            )}
          </p>
        </div>
        {isReviewable ? (
          <Button
            size="sm"
            onClick={onOpen}
            aria-label={t('submissionsReview.reviewNamed', {
              name: nameText(submission.creatorName),
              platform,
            })}
          >
            {t('submissionsReview.review')}
          </Button>
        ) : (
          <Button
            size="sm"
            variant="outline"
            onClick={onOpen}
            aria-label={t('submissionsReview.detailsNamed', {
              name: nameText(submission.creatorName),
              platform,
            })}
          >
            <Eye aria-hidden /> {t('submissionsReview.details')}
          </Button>
        )}
      </div>
      <ContentLink url={submission.contentUrl} />
      {caption ? <p className="text-sm break-words">{caption}</p> : null}
      <p className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground">
        <span>{t('submissionsReview.submittedOn', { date: formatDate(submission.createdAt) })}</span>
        {metrics ? <span>{metrics}</span> : null}
        {shots > 0 ? (
          <span className="inline-flex items-center gap-1">
            <ImageIcon className="size-3.5" aria-hidden />
            {t('submissionsReview.screenshotCount', { count: shots })}
          </span>
        ) : null}
      </p>
      {submission.feedback ? (
        <p className="flex items-start gap-2 rounded-md bg-muted/60 px-3 py-2 text-sm break-words">
          <MessageSquareText className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
          <span>
            <span className="font-medium">{t('submissionsReview.feedbackLabel')} </span>
            {submission.feedback}
          </span>
        </p>
      ) : null}
    </article>
  );
}
