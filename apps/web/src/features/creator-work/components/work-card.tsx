import { platformLabel, platformWorkStatuses, workBadge, type CreatorWorkItem } from '@partnerly/contracts';
import { useNameText, useT } from '@/lib/i18n/i18n-provider';
import { CalendarClock, ExternalLink, Send, UserRound } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { campaignWorkHref } from '@/lib/campaign-work-link';
import { formatDate, formatRelativeTime } from '@/lib/format';
import { ToneBadge } from '@/components/ui/tone-badge';
import { cardSubmissions, workActionLabel, workBadgeLabel } from './creator-work-format';
import { OverdueBadge, PlatformStatusBadge } from './work-status-badges';

interface WorkCardProps {
  item: CreatorWorkItem;
  /** Agents see whose work it is. */
  viewerIsAgent: boolean;
}

/** One approved application: its platforms and their state, the deadline and the latest submissions. */
export function WorkCard({ item, viewerIsAgent }: WorkCardProps) {
  const titleId = useId();
  const platforms = platformWorkStatuses(item.platforms, item.submissions);
  const badge = workBadge(item);
  const action = workActionLabel(item);
  const t = useT();
  const nameText = useNameText();

  return (
    <article aria-labelledby={titleId} className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-0.5">
          <h3 id={titleId} className="font-semibold break-words">
            {item.campaignTitle}
          </h3>
          <p className="text-sm text-muted-foreground">{item.brandName}</p>
          {viewerIsAgent ? (
            <p className="flex items-center gap-1.5 text-sm">
              <UserRound className="size-4 text-muted-foreground" aria-hidden />
              <span className="text-muted-foreground">{t('creatorWork.creatorLabel')}</span>
              {nameText(item.creatorName)}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-1.5">
          {item.isOverdue ? <OverdueBadge /> : null}
          <ToneBadge tone={badge.tone}>{t(workBadgeLabel(item))}</ToneBadge>
        </div>
      </header>

      <div className="grid gap-1.5">
        <h4 className="text-sm font-medium">{t('creatorWork.platforms')}</h4>
        <ul className="flex flex-wrap gap-2" aria-label={t('creatorWork.platformsStatus')}>
          {platforms.map(({ platform, status }) => (
            <li key={platform} className="flex items-center gap-1.5 rounded-md border px-2 py-1 text-sm">
              {platformLabel(platform)} <PlatformStatusBadge status={status} />
            </li>
          ))}
        </ul>
      </div>

      <p className="flex items-center gap-2 text-sm">
        <CalendarClock className="size-4 shrink-0 text-muted-foreground" aria-hidden />
        {item.submissionDeadline ? (
          <span className={item.isOverdue ? 'font-medium text-destructive' : undefined}>
            {t('creatorWork.contentDue', { date: formatDate(item.submissionDeadline) })}
          </span>
        ) : (
          <span className="text-muted-foreground">{t('creatorWork.noDeadline')}</span>
        )}
      </p>

      <LatestSubmissions item={item} />

      <div className="flex justify-end">
        <Button asChild variant={action === 'creatorWork.viewWork' ? 'outline' : 'default'}>
          <Link to={campaignWorkHref(item.campaignId, item.applicationId)}>
            <Send className="rtl:-scale-x-100" aria-hidden /> {t(action)}
          </Link>
        </Button>
      </div>
    </article>
  );
}

/** The card's latest submissions (at most 3), and how many more the panel holds. */
function LatestSubmissions({ item }: { item: CreatorWorkItem }) {
  const { shown, hidden } = cardSubmissions(item);
  const t = useT();
  if (shown.length === 0) return null;
  return (
    <div className="grid gap-1.5">
      <h4 className="text-sm font-medium">{t('creatorWork.latestSubmissions')}</h4>
      <ul className="grid gap-2">
        {shown.map((submission) => (
          <li
            key={submission.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-muted/50 px-3 py-2 text-sm"
          >
            <span className="flex min-w-0 items-center gap-2">
              <span className="font-medium">{platformLabel(submission.platform)}</span>
              <a
                href={submission.contentUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-w-0 items-center gap-1 text-primary underline-offset-4 hover:underline"
              >
                <span className="truncate">{t('creatorWork.viewContent')}</span>
                <ExternalLink className="size-3.5 shrink-0" aria-hidden />
                <span className="sr-only">{t('creatorWork.opensInNewTab')}</span>
              </a>
            </span>
            <span className="flex items-center gap-2 text-muted-foreground">
              <time dateTime={submission.updatedAt}>{formatRelativeTime(submission.updatedAt)}</time>
              <PlatformStatusBadge status={submission.status} />
            </span>
          </li>
        ))}
      </ul>
      {hidden > 0 ? (
        <p className="text-xs text-muted-foreground">{t('creatorWork.moreSubmissions', { count: hidden })}</p>
      ) : null}
    </div>
  );
}
