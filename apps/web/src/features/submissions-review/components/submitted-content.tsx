import type { Submission } from '@partnerly/contracts';
import { formatDateTime } from '@/lib/format';
import { useNameText, useT } from '@/lib/i18n/i18n-provider';
import { ContentLink } from './content-link';
import { ScreenshotGallery } from './screenshot-gallery';
import { isAwaitingReview, metricsSummary } from './submission-format';

/** What the creator delivered (link, caption, figures, screenshots) and the feedback given so far. */
export function SubmittedContent({ submission }: { submission: Submission }) {
  const t = useT();
  const nameText = useNameText();
  const metrics = metricsSummary(t, submission.metrics);
  return (
    <section aria-label={t('submissionsReview.submittedContent')} className="grid gap-3">
      <ContentLink url={submission.contentUrl} />
      <p className="text-xs text-muted-foreground">
        {t('submissionsReview.submittedOn', { date: formatDateTime(submission.createdAt) })}
      </p>
      {submission.caption ? (
        <div className="grid gap-1">
          <h3 className="text-sm font-medium">{t('submissionsReview.caption')}</h3>
          <p className="text-sm break-words whitespace-pre-line">{submission.caption}</p>
        </div>
      ) : null}
      {metrics ? (
        <div className="grid gap-1">
          <h3 className="text-sm font-medium">{t('submissionsReview.figuresByCreator')}</h3>
          <p className="text-sm">{metrics}</p>
        </div>
      ) : null}
      <ScreenshotGallery
        screenshots={submission.screenshots}
        creatorName={nameText(submission.creatorName)}
      />
      {submission.feedback ? (
        <div className="grid gap-1 rounded-md bg-muted/60 px-3 py-2">
          <h3 className="text-sm font-medium">
            {isAwaitingReview(submission.status)
              ? t('submissionsReview.earlierFeedback')
              : t('submissionsReview.feedback')}
          </h3>
          <p className="text-sm break-words whitespace-pre-line">{submission.feedback}</p>
          {submission.manualInputRequested ? (
            <p className="text-xs text-muted-foreground">{t('submissionsReview.manualInputRequested')}</p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
