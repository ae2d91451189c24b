import { notificationBadgeLabel, type Notification } from '@partnerly/contracts';
import { Bell, X } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/lib/i18n/i18n-provider';
import { cn } from '@/lib/utils';
import { useNotifications } from '../api/get-notifications';
import { BELL_LIMIT } from '../api/notification-keys';
import {
  useDeleteNotification,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
} from '../api/update-notifications';
import { NotificationIcon } from './notification-icon';
import { RelativeTime } from './relative-time';

/** The top bar's bell: unread badge and the 'Recent Activity' popover (spec 01 section 2). */
export function NotificationBell() {
  const notifications = useNotifications(BELL_LIMIT);
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();
  const remove = useDeleteNotification();
  const navigate = useNavigate();
  const [isOpen, setIsOpen] = useState(false);
  const t = useT();

  const unreadCount = notifications.data?.unreadCount ?? 0;
  const badge = notificationBadgeLabel(unreadCount);
  const items = notifications.data?.notifications ?? [];

  const openItem = (notification: Notification) => {
    if (!notification.isRead) markRead.mutate(notification.id);
    if (notification.link) {
      setIsOpen(false);
      void navigate(notification.link);
    }
  };

  return (
    <Popover open={isOpen} onOpenChange={setIsOpen}>
      <PopoverTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={unreadCount > 0 ? t('notifications.bellUnread', { badge }) : t('notifications.heading')}
        >
          <Bell aria-hidden />
          {badge ? (
            <span
              aria-hidden
              className="absolute end-1 top-1 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-destructive px-1 text-[10px] leading-none font-semibold text-destructive-foreground"
            >
              {badge}
            </span>
          ) : null}
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-96 p-0" aria-labelledby="recent-activity-title">
        <div className="flex items-center justify-between gap-2 border-b px-4 py-3">
          <h2 id="recent-activity-title" className="font-semibold">
            {t('notifications.recentActivity')}
          </h2>
          {unreadCount > 0 ? (
            <Button variant="ghost" size="sm" className="h-8" onClick={() => markAllRead.mutate()}>
              {t('notifications.markAllRead')}
            </Button>
          ) : null}
        </div>
        {notifications.isPending ? (
          <div className="grid gap-3 p-4">
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
        ) : items.length === 0 ? (
          <p className="px-4 py-8 text-center text-sm text-muted-foreground">
            {t('notifications.noRecentActivity')}
          </p>
        ) : (
          <ul
            aria-label={t('notifications.recentNotifications')}
            className="max-h-[min(24rem,60vh)] divide-y overflow-y-auto"
          >
            {items.map((notification) => (
              <li key={notification.id} className="group relative">
                <button
                  type="button"
                  onClick={() => openItem(notification)}
                  className={cn(
                    'flex w-full gap-3 px-4 py-3 pe-10 text-start hover:bg-accent focus-visible:bg-accent focus-visible:outline-none',
                    !notification.isRead && 'bg-primary/5',
                  )}
                >
                  <NotificationIcon type={notification.type} />
                  <span className="grid min-w-0 gap-0.5">
                    <span className="flex items-center gap-2 text-sm font-medium">
                      <span className="truncate">{notification.title}</span>
                      {notification.isRead ? null : (
                        <span className="size-2 shrink-0 rounded-full bg-primary">
                          <span className="sr-only">{t('notifications.unread')}</span>
                        </span>
                      )}
                    </span>
                    <span className="line-clamp-2 text-sm text-muted-foreground">{notification.message}</span>
                    <span className="text-xs text-muted-foreground">
                      <RelativeTime value={notification.createdAt} />
                    </span>
                  </span>
                </button>
                <button
                  type="button"
                  aria-label={t('notifications.deleteNamed', { title: notification.title })}
                  onClick={() => remove.mutate(notification.id)}
                  className="absolute end-2 top-2.5 rounded-md p-1.5 text-muted-foreground hover:bg-background hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <X className="size-4" aria-hidden />
                </button>
              </li>
            ))}
          </ul>
        )}
        <div className="border-t p-2">
          <Button variant="ghost" className="w-full" asChild>
            <Link to="/notifications" onClick={() => setIsOpen(false)}>
              {t('common.viewAll')}
            </Link>
          </Button>
        </div>
      </PopoverContent>
    </Popover>
  );
}
