import type { Announcement } from '@partnerly/contracts';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/format';
import { useNameText, useT } from '@/lib/i18n/i18n-provider';
import { useMe } from '@/lib/session';
import { cn } from '@/lib/utils';
import { useAnnouncements } from '../api/admin-announcements';
import { AnnouncementComposer } from './announcement-composer';
import { recipientsLabel } from './announcement-draft';

/** Not words: the same in every language. */
const SEPARATOR = ' · ';

function AnnouncementItem({ announcement }: { announcement: Announcement }) {
  const t = useT();
  const nameText = useNameText();
  return (
    <li className="grid gap-2 rounded-lg border p-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="min-w-0 font-medium break-words" dir="auto">
          {announcement.subject}
        </p>
        <p className="text-sm text-muted-foreground">{recipientsLabel(t, announcement.recipientCount)}</p>
      </div>
      <p className="text-xs text-muted-foreground">
        {t('adminAnnouncements.sentBy', {
          name: announcement.sentBy
            ? nameText(announcement.sentBy.name)
            : t('adminAnnouncements.removedAccount'),
        })}
        {SEPARATOR}
        <time dateTime={announcement.createdAt}>{formatDateTime(announcement.createdAt)}</time>
      </p>
      <details className="text-sm">
        <summary className="cursor-pointer text-muted-foreground hover:text-foreground">
          {t('adminAnnouncements.message')}
        </summary>
        <p className="mt-2 whitespace-pre-wrap break-words" dir="auto">
          {announcement.body}
        </p>
      </details>
    </li>
  );
}

function History() {
  const t = useT();
  const [page, setPage] = useState(1);
  const history = useAnnouncements(page);
  const data = history.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <section aria-labelledby="announcement-history" className="grid gap-3">
      <h2 id="announcement-history" className="text-lg font-semibold">
        {t('adminAnnouncements.sentAnnouncements')}
      </h2>
      {history.isPending ? (
        <div
          className="grid gap-2"
          role="status"
          aria-busy="true"
          aria-label={t('adminAnnouncements.loading')}
        >
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} className="h-20" />
          ))}
        </div>
      ) : history.isError && !data ? (
        <RetryAlert message={t('adminAnnouncements.loadFailed')} onRetry={() => void history.refetch()} />
      ) : data && data.announcements.length === 0 ? (
        <p className="rounded-xl border border-dashed p-8 text-center text-muted-foreground">
          {data.total === 0 ? t('adminAnnouncements.none') : t('adminAnnouncements.noneOnPage')}
        </p>
      ) : data ? (
        <div className={cn('grid gap-3', history.isPlaceholderData && 'opacity-60')}>
          <ul className="grid gap-2" aria-label={t('adminAnnouncements.sentAnnouncements')}>
            {data.announcements.map((announcement) => (
              <AnnouncementItem key={announcement.id} announcement={announcement} />
            ))}
          </ul>
          {pageCount > 1 ? (
            <nav
              aria-label={t('adminAnnouncements.pages')}
              className="flex flex-wrap items-center justify-between gap-3 text-sm"
            >
              <p className="text-muted-foreground" aria-live="polite">
                {t('adminAnnouncements.pageOf', { page: data.page, pageCount })}
              </p>
              <div className="flex gap-2">
                <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  <ChevronLeft className="rtl:-scale-x-100" aria-hidden /> {t('common.previous')}
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={page >= pageCount}
                  onClick={() => setPage(page + 1)}
                >
                  {t('common.next')} <ChevronRight className="rtl:-scale-x-100" aria-hidden />
                </Button>
              </div>
            </nav>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

/**
 * The admin console's Announcements tab (issue 24 item 3): marketing e-mails to the members
 * whose latest choice is an opt-in. Every admin reads the history; only super admins write and
 * send (an announcement speaks for Partnerly to every member who opted in).
 */
export function AnnouncementsTab() {
  const t = useT();
  const me = useMe();
  const canSend = me.data?.profile?.userType === 'super_admin';
  return (
    <div className="grid gap-8">
      {canSend ? (
        <AnnouncementComposer />
      ) : (
        <p className="rounded-lg border bg-muted/40 p-3 text-sm text-muted-foreground">
          {t('adminAnnouncements.readOnly')}
        </p>
      )}
      <History />
    </div>
  );
}
