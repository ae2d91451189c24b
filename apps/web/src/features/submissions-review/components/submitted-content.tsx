import type { Submission } from '@partnerly/contracts';
import { formatDateTime } from '@/lib/format';
import { ContentLink } from './content-link';
import { ScreenshotGallery } from './screenshot-gallery';
import { isAwaitingReview, metricsSummary } from './submission-format';

/** What the creator delivered (link, caption, figures, screenshots) and the feedback given so far. */
export function SubmittedContent({ submission }: { submission: Submission }) {
  const metrics = metricsSummary(submission.metrics);
  return (
    <section aria-label="Submitted content" className="grid gap-3">
      <ContentLink url={submission.contentUrl} />
      <p className="text-xs text-muted-foreground">Submitted {formatDateTime(submission.createdAt)}</p>
      {submission.caption ? (
        <div className="grid gap-1">
          <h3 className="text-sm font-medium">Caption</h3>
          <p className="text-sm break-words whitespace-pre-line">{submission.caption}</p>
        </div>
      ) : null}
      {metrics ? (
        <div className="grid gap-1">
          <h3 className="text-sm font-medium">Figures given by the creator</h3>
          <p className="text-sm">{metrics}</p>
        </div>
      ) : null}
      <ScreenshotGallery screenshots={submission.screenshots} creatorName={submission.creatorName} />
      {submission.feedback ? (
        <div className="grid gap-1 rounded-md bg-muted/60 px-3 py-2">
          <h3 className="text-sm font-medium">
            {isAwaitingReview(submission.status) ? 'Earlier feedback' : 'Feedback'}
          </h3>
          <p className="text-sm break-words whitespace-pre-line">{submission.feedback}</p>
          {submission.manualInputRequested ? (
            <p className="text-xs text-muted-foreground">Manual input requested</p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
