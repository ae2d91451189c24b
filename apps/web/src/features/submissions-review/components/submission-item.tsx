import { platformLabel, SUBMISSION_CONTENT_TYPE_LABELS, type Submission } from '@partnerly/contracts';
import { Eye, ImageIcon, MessageSquareText } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';
import { ContentLink } from './content-link';
import { captionExcerpt, isAwaitingReview, metricsSummary } from './submission-format';
import { SubmissionStatusBadge } from './submission-status-badge';

interface SubmissionItemProps {
  submission: Submission;
  /** Whether the caller may review this campaign's submissions (the server decides anyway). */
  mayReview: boolean;
  onOpen(): void;
}

/** One row of the review queue: who, which campaign and platform, the content and its status. */
export function SubmissionItem({ submission, mayReview, onOpen }: SubmissionItemProps) {
  const isReviewable = mayReview && isAwaitingReview(submission.status);
  const caption = captionExcerpt(submission.caption);
  const metrics = metricsSummary(submission.metrics);
  const platform = platformLabel(submission.platform);
  const shots = submission.screenshots.length;
  return (
    <article
      aria-label={`${submission.creatorName}, ${platform}`}
      className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="leading-tight font-semibold break-words">{submission.creatorName}</h3>
            <SubmissionStatusBadge status={submission.status} />
          </div>
          <p className="text-sm break-words text-muted-foreground">
            {submission.campaignTitle} · {platform} · {SUBMISSION_CONTENT_TYPE_LABELS[submission.contentType]}
          </p>
        </div>
        {isReviewable ? (
          <Button
            size="sm"
            onClick={onOpen}
            aria-label={`Review ${submission.creatorName}'s ${platform} content`}
          >
            Review
          </Button>
        ) : (
          <Button
            size="sm"
            variant="outline"
            onClick={onOpen}
            aria-label={`Details of ${submission.creatorName}'s ${platform} content`}
          >
            <Eye aria-hidden /> Details
          </Button>
        )}
      </div>
      <ContentLink url={submission.contentUrl} />
      {caption ? <p className="text-sm break-words">{caption}</p> : null}
      <p className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground">
        <span>Submitted {formatDate(submission.createdAt)}</span>
        {metrics ? <span>{metrics}</span> : null}
        {shots > 0 ? (
          <span className="inline-flex items-center gap-1">
            <ImageIcon className="size-3.5" aria-hidden />
            {shots === 1 ? '1 screenshot' : `${shots} screenshots`}
          </span>
        ) : null}
      </p>
      {submission.feedback ? (
        <p className="flex items-start gap-2 rounded-md bg-muted/60 px-3 py-2 text-sm break-words">
          <MessageSquareText className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
          <span>
            <span className="font-medium">Feedback: </span>
            {submission.feedback}
          </span>
        </p>
      ) : null}
    </article>
  );
}
