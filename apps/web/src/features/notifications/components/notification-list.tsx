import type { Notification } from '@partnerly/contracts';
import { Check, ExternalLink, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/lib/i18n/i18n-provider';
import { cn } from '@/lib/utils';
import { useNotifications } from '../api/get-notifications';
import { PAGE_LIMIT } from '../api/notification-keys';
import {
  useDeleteNotification,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
} from '../api/update-notifications';
import { NotificationIcon } from './notification-icon';
import { RelativeTime } from './relative-time';

/** The 50 newest unexpired notifications with read, open and delete (spec 01 section 7). */
export function NotificationList() {
  const notifications = useNotifications(PAGE_LIMIT);
  const markAllRead = useMarkAllNotificationsRead();
  const unreadCount = notifications.data?.unreadCount ?? 0;
  const items = notifications.data?.notifications ?? [];
  const t = useT();

  return (
    <section aria-labelledby="all-notifications-title" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="all-notifications-title" className="text-lg font-semibold">
            {t('notifications.allNotifications')}
          </h2>
          <p className="text-sm text-muted-foreground">
            {unreadCount > 0
              ? t('notifications.unreadCount', { count: unreadCount })
              : t('notifications.allCaughtUp')}
          </p>
        </div>
        <Button variant="outline" disabled={unreadCount === 0} onClick={() => markAllRead.mutate()}>
          <Check aria-hidden /> {t('notifications.markAllRead')}
        </Button>
      </div>
      {notifications.isPending ? (
        <div className="grid gap-3">
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-20 w-full" />
        </div>
      ) : items.length === 0 ? (
        <div className="rounded-xl border border-dashed p-10 text-center">
          <p className="font-medium">{t('notifications.noRecentActivity')}</p>
          <p className="mt-1 text-sm text-muted-foreground">{t('notifications.emptyHint')}</p>
        </div>
      ) : (
        <ul aria-label={t('notifications.heading')} className="divide-y rounded-xl border bg-card">
          {items.map((notification) => (
            <NotificationRow key={notification.id} notification={notification} />
          ))}
        </ul>
      )}
    </section>
  );
}

function NotificationRow({ notification }: { notification: Notification }) {
  const markRead = useMarkNotificationRead();
  const remove = useDeleteNotification();
  const { id, title, message, link, isRead, type, createdAt } = notification;
  const t = useT();
  return (
    <li className={cn('flex flex-col gap-3 p-4 sm:flex-row sm:items-start', !isRead && 'bg-primary/5')}>
      <div className="flex min-w-0 flex-1 gap-3">
        <NotificationIcon type={type} />
        <div className="grid min-w-0 gap-1">
          <p className="flex items-center gap-2 font-medium">
            <span className="break-words">{title}</span>
            {isRead ? null : (
              <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground">
                {t('notifications.new')}
              </span>
            )}
          </p>
          <p className="text-sm break-words text-muted-foreground">{message}</p>
          <p className="text-xs text-muted-foreground">
            <RelativeTime value={createdAt} />
          </p>
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2 ps-12 sm:ps-0">
        {link ? (
          <Button variant="outline" size="sm" asChild>
            <Link to={link} onClick={() => (isRead ? undefined : markRead.mutate(id))}>
              <ExternalLink aria-hidden /> {t('notifications.open')}
            </Link>
          </Button>
        ) : null}
        {isRead ? null : (
          <Button
            variant="outline"
            size="sm"
            onClick={() => markRead.mutate(id)}
            aria-label={t('notifications.markReadNamed', { title })}
          >
            <Check aria-hidden /> {t('notifications.markRead')}
          </Button>
        )}
        <Button
          variant="ghost"
          size="sm"
          onClick={() => remove.mutate(id)}
          aria-label={t('notifications.deleteNamed', { title })}
        >
          <Trash2 aria-hidden /> {t('common.delete')}
        </Button>
      </div>
    </li>
  );
}
