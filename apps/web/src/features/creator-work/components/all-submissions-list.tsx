import { platformLabel } from '@partnerly/contracts';
import { ExternalLink } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { campaignWorkHref } from '@/lib/campaign-work-link';
import { formatRelativeTime } from '@/lib/format';
import { useNameText, useT } from '@/lib/i18n/i18n-provider';
import type { SubmissionWithWork } from './creator-work-format';
import { PlatformStatusBadge } from './work-status-badges';

/** Between the row's facts: punctuation, the same in every language. */
const SEPARATOR = ' · ';

/** All Submissions: one row per submission with its campaign, platform, state and links. */
export function AllSubmissionsList({
  entries,
  viewerIsAgent,
}: {
  entries: SubmissionWithWork[];
  viewerIsAgent: boolean;
}) {
  const t = useT();
  const nameText = useNameText();
  return (
    <ul aria-label={t('creatorWork.allSubmissionsList')} className="grid gap-3">
      {entries.map(({ submission, item }) => (
        <li
          key={submission.id}
          className="flex flex-wrap items-center justify-between gap-3 rounded-xl border bg-card p-4 shadow-sm"
        >
          <div className="grid min-w-0 gap-0.5">
            <Link
              to={campaignWorkHref(item.campaignId, item.applicationId)}
              className="font-semibold break-words underline-offset-4 hover:underline"
            >
              {item.campaignTitle}
            </Link>
            <p className="text-sm text-muted-foreground">
              {[
                platformLabel(submission.platform),
                nameText(item.brandName),
                ...(viewerIsAgent ? [nameText(item.creatorName)] : []),
              ].join(SEPARATOR)}
              {SEPARATOR}
              <time dateTime={submission.updatedAt}>{formatRelativeTime(submission.updatedAt)}</time>
            </p>
            {submission.feedback && submission.status !== 'approved' ? (
              <p className="text-sm">
                <FormattedMessage
                  id="creatorWork.brandFeedbackLine"
                  values={{
                    feedback: submission.feedback,
                    label: (chunks) => <span className="text-muted-foreground">{chunks}</span>,
                  }}
                />
              </p>
            ) : null}
          </div>
          <div className="flex items-center gap-3">
            <a
              href={submission.contentUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline"
            >
              {t('creatorWork.viewContent')} <ExternalLink className="size-3.5" aria-hidden />
              <span className="sr-only">{t('creatorWork.opensInNewTab')}</span>
            </a>
            <PlatformStatusBadge status={submission.status} />
          </div>
        </li>
      ))}
    </ul>
  );
}
