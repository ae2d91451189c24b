import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/lib/i18n/i18n-provider';
import { useNotifications } from '../api/get-notifications';
import { BELL_LIMIT } from '../api/notification-keys';
import { NotificationIcon } from './notification-icon';
import { RelativeTime } from './relative-time';

/** The latest 5 notifications on the role home (the same live data as the bell). */
export function RecentActivityCard() {
  const notifications = useNotifications(BELL_LIMIT);
  const items = notifications.data?.notifications ?? [];
  const t = useT();
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-2 space-y-0">
        <CardTitle className="text-lg">{t('notifications.recentActivity')}</CardTitle>
        <Button variant="ghost" size="sm" asChild>
          <Link to="/notifications">
            {t('common.viewAll')} <ArrowRight className="rtl:-scale-x-100" aria-hidden />
          </Link>
        </Button>
      </CardHeader>
      <CardContent>
        {notifications.isPending ? (
          <div className="grid gap-3">
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
        ) : items.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">
            {t('notifications.noRecentActivity')}
          </p>
        ) : (
          <ul className="grid gap-4">
            {items.map((notification) => (
              <li key={notification.id} className="flex gap-3">
                <NotificationIcon type={notification.type} />
                <div className="grid min-w-0 gap-0.5">
                  <p className="truncate text-sm font-medium">{notification.title}</p>
                  <p className="line-clamp-2 text-sm text-muted-foreground">{notification.message}</p>
                  <p className="text-xs text-muted-foreground">
                    <RelativeTime value={notification.createdAt} />
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
