import { engagementRate, platformLabel, type Submission } from '@partnerly/contracts';
import { formatDate } from '@/lib/format';
import { useNameText, useT } from '@/lib/i18n/i18n-provider';
import { ContentLink } from './content-link';
import { EngagementBar } from './engagement-summary';
import { percentLabel } from './report-format';
import { CONTENT_TYPE_LABELS } from './review-labels';
import { ScreenshotGallery } from './screenshot-gallery';
import { captionExcerpt, metricsSummary } from './submission-format';
import { SubmissionStatusBadge } from './submission-status-badge';

/** One platform's tab of the report: each creator's latest content there, with its figures. */
export function PlatformSubmissions({
  platform,
  submissions,
}: {
  platform: string;
  submissions: Submission[];
}) {
  const t = useT();
  if (submissions.length === 0) {
    return (
      <p className="rounded-xl border border-dashed px-6 py-10 text-center text-sm text-muted-foreground">
        {t('submissionsReview.noPlatformContent', { platform: platformLabel(platform) })}
      </p>
    );
  }
  return (
    <ul
      aria-label={t('submissionsReview.platformContent', { platform: platformLabel(platform) })}
      className="grid gap-3"
    >
      {submissions.map((submission) => (
        <li key={submission.id}>
          <PlatformSubmission submission={submission} />
        </li>
      ))}
    </ul>
  );
}

function PlatformSubmission({ submission }: { submission: Submission }) {
  const t = useT();
  const nameText = useNameText();
  const metrics = metricsSummary(t, submission.metrics);
  const caption = captionExcerpt(submission.caption);
  const views = submission.metrics?.views;
  const rate =
    views == null
      ? null
      : engagementRate({
          views,
          likes: submission.metrics?.likes ?? 0,
          comments: submission.metrics?.comments ?? 0,
        });
  const titleId = `report-submission-${submission.id}`;
  return (
    <article aria-labelledby={titleId} className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={titleId} className="leading-tight font-semibold break-words">
          {nameText(submission.creatorName)}
        </h3>
        <SubmissionStatusBadge status={submission.status} />
      </div>
      <p className="text-xs text-muted-foreground">
        {t('submissionsReview.typeSubmittedOn', {
          type: t(CONTENT_TYPE_LABELS[submission.contentType]),
          date: formatDate(submission.createdAt),
        })}
      </p>
      <ContentLink url={submission.contentUrl} />
      {caption ? <p className="text-sm break-words">{caption}</p> : null}
      {metrics ? <p className="text-sm">{metrics}</p> : null}
      {rate === null ? null : (
        <div className="grid gap-1.5">
          <p className="flex justify-between gap-3 text-sm">
            <span className="font-medium">{t('submissionsReview.engagementRateGiven')}</span>
            <span className="font-semibold tabular-nums">{percentLabel(rate)}</span>
          </p>
          <EngagementBar rate={rate} label={percentLabel(rate)} />
        </div>
      )}
      <ScreenshotGallery
        screenshots={submission.screenshots}
        creatorName={nameText(submission.creatorName)}
      />
    </article>
  );
}
