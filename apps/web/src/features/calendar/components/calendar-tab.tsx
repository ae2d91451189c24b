import { CALENDAR_MESSAGES, type CalendarItem } from '@partnerly/contracts';
import { CalendarClock, CalendarDays, CalendarSync, Hourglass, Plus, Search } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { CardLoadFailure } from '@/components/card-load-state';
import { StatCard } from '@/components/stat-card';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api-client';
import { formatShortDate, formatUaeTime } from '@/lib/format';
import { useKnownText, useT } from '@/lib/i18n/i18n-provider';
import { useMe } from '@/lib/session';
import { useDeleteCalendarEvent } from '../api/calendar-events';
import { useCalendar } from '../api/get-calendar';
import { CalendarItemCard } from './calendar-item-card';
import type { SubscriptionAddresses } from './calendar-links';
import { CalendarSyncDialog } from './calendar-sync-dialog';
import { dayLabelOf, dubaiDayOf } from './calendar-time';
import {
  calendarStats,
  nextTimedToday,
  ownEventIdOf,
  todaysItems,
  upcomingCount,
  upcomingDays,
} from './calendar-view';
import { EventDialog } from './event-dialog';
import { useNow } from './use-now';

const UPCOMING_PAGE = 20;

/**
 * The calendar (spec 03 'Calendar', issue 21): three tiles, Today's Schedule and Upcoming Events
 * from the caller's campaign dates and own events, with 'New event' and 'Sync calendar'. The
 * creator dashboard's calendar tab and the /calendar page (creators and agents) render it.
 */
export function CalendarTab() {
  const calendar = useCalendar();
  const userType = useMe().data?.profile?.userType;
  const isAgent = userType === 'agent' || userType === 'agency';
  const [editing, setEditing] = useState<{ item: CalendarItem | null } | null>(null);
  const [deleting, setDeleting] = useState<CalendarItem | null>(null);
  const [isSyncOpen, setIsSyncOpen] = useState(false);
  // The subscription address is shown once: kept here for this visit, across openings of the dialog.
  const [addresses, setAddresses] = useState<SubscriptionAddresses | null>(null);
  const remove = useDeleteCalendarEvent();
  const t = useT();
  const known = useKnownText();

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(ownEventIdOf(deleting), {
      onSuccess: () => {
        setDeleting(null);
        toast({ variant: 'success', title: known(CALENDAR_MESSAGES.deleted) });
      },
      onError: (error) => {
        setDeleting(null);
        toast({
          variant: 'destructive',
          title: t('calendar.deleteFailed'),
          description: isApiError(error) ? known(error.message) : undefined,
        });
      },
    });
  };
  const actions = {
    onEdit: (item: CalendarItem) => setEditing({ item }),
    onDelete: (item: CalendarItem) => setDeleting(item),
  };

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">{t('calendar.timesShownInUae')}</p>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setIsSyncOpen(true)}>
            <CalendarSync aria-hidden /> {t('calendar.syncCalendar')}
          </Button>
          <Button onClick={() => setEditing({ item: null })}>
            <Plus aria-hidden /> {t('calendar.newEvent')}
          </Button>
        </div>
      </div>

      {calendar.data ? (
        <CalendarContent
          items={calendar.data.items}
          isAgent={isAgent}
          onNewEvent={() => setEditing({ item: null })}
          {...actions}
        />
      ) : calendar.isError ? (
        <Card>
          <CardContent className="pt-6">
            <CardLoadFailure
              message={t('calendar.loadFailed')}
              onRetry={() => void calendar.refetch()}
              isRetrying={calendar.isFetching}
            />
          </CardContent>
        </Card>
      ) : (
        <CalendarSkeleton />
      )}

      <EventDialog
        open={editing !== null}
        item={editing?.item ?? null}
        onOpenChange={(open) => (open ? undefined : setEditing(null))}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={t('calendar.deleteTitle')}
        description={deleting ? t('calendar.deleteDescription', { title: deleting.title }) : ''}
        confirmLabel={t('common.delete')}
        onConfirm={confirmDelete}
        isPending={remove.isPending}
      />
      <CalendarSyncDialog
        open={isSyncOpen}
        onOpenChange={setIsSyncOpen}
        addresses={addresses}
        onAddressesChange={setAddresses}
      />
    </div>
  );
}

interface CalendarContentProps {
  items: CalendarItem[];
  isAgent: boolean;
  onNewEvent(): void;
  onEdit(item: CalendarItem): void;
  onDelete(item: CalendarItem): void;
}

function CalendarContent({ items, isAgent, onNewEvent, onEdit, onDelete }: CalendarContentProps) {
  const now = useNow();
  const today = dubaiDayOf(now);
  const [limit, setLimit] = useState(UPCOMING_PAGE);
  const stats = calendarStats(items, now);
  const nextToday = nextTimedToday(items, now);
  const todays = todaysItems(items, today);
  const days = upcomingDays(items, today, limit);
  const remaining = upcomingCount(items, today) - limit;
  const todayId = useId();
  const upcomingId = useId();
  const t = useT();

  return (
    <>
      <dl className="grid gap-4 sm:grid-cols-3">
        <StatCard
          label={t('calendar.today')}
          value={String(stats.today)}
          hint={
            nextToday
              ? t('calendar.nextAt', { time: formatUaeTime(nextToday.startsAt) })
              : stats.today > 0
                ? t('calendar.nothingMoreToday')
                : t('calendar.nothingToday')
          }
          icon={<CalendarClock aria-hidden />}
        />
        <StatCard
          label={t('calendar.nextSevenDays')}
          value={String(stats.nextSevenDays)}
          hint={t('calendar.nextSevenDaysHint')}
          icon={<CalendarDays aria-hidden />}
        />
        <StatCard
          label={t('calendar.deadlinesAhead')}
          value={String(stats.deadlinesAhead)}
          hint={
            stats.nextDeadline
              ? t('calendar.nextDeadline', { day: formatShortDate(dubaiDayOf(stats.nextDeadline.startsAt)) })
              : t('calendar.noDeadlines')
          }
          icon={<Hourglass aria-hidden />}
        />
      </dl>

      <Card role="region" aria-labelledby={todayId}>
        <CardHeader>
          <CardTitle id={todayId} className="text-lg">
            {t('calendar.todaysSchedule')}
          </CardTitle>
        </CardHeader>
        <CardContent>
          {todays.length > 0 ? (
            <ul aria-label={t('calendar.todaysScheduleList')} className="grid gap-3">
              {todays.map((item) => (
                <li key={item.id}>
                  <CalendarItemCard item={item} onEdit={onEdit} onDelete={onDelete} />
                </li>
              ))}
            </ul>
          ) : (
            <div className="flex flex-col items-center gap-3 py-4 text-center">
              <p className="text-sm text-muted-foreground">{t('calendar.todayEmpty')}</p>
              <Button variant="outline" size="sm" onClick={onNewEvent}>
                <Plus aria-hidden /> {t('calendar.addForToday')}
              </Button>
            </div>
          )}
        </CardContent>
      </Card>

      <Card role="region" aria-labelledby={upcomingId}>
        <CardHeader>
          <CardTitle id={upcomingId} className="text-lg">
            {t('calendar.upcomingEvents')}
          </CardTitle>
        </CardHeader>
        <CardContent>
          {days.length > 0 ? (
            <div className="grid gap-5">
              {days.map(({ day, items: dayItems }) => (
                <section key={day} aria-labelledby={`calendar-day-${day}`} className="grid gap-2">
                  <h3 id={`calendar-day-${day}`} className="text-sm font-semibold text-muted-foreground">
                    {dayLabelOf(t, day, today)}
                  </h3>
                  <ul className="grid gap-3">
                    {dayItems.map((item) => (
                      <li key={item.id}>
                        <CalendarItemCard item={item} onEdit={onEdit} onDelete={onDelete} />
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
              {remaining > 0 ? (
                <Button variant="outline" className="w-fit" onClick={() => setLimit(limit + UPCOMING_PAGE)}>
                  {t('calendar.showMore', { count: remaining })}
                </Button>
              ) : null}
            </div>
          ) : (
            <div className="flex flex-col items-center gap-3 py-4 text-center">
              <p className="max-w-md text-sm text-muted-foreground">
                {isAgent ? t('calendar.upcomingEmptyAgent') : t('calendar.upcomingEmptyCreator')}
              </p>
              <div className="flex flex-wrap justify-center gap-2">
                <Button variant="outline" size="sm" asChild>
                  <Link to="/campaigns">
                    <Search aria-hidden /> {t('calendar.browseCampaigns')}
                  </Link>
                </Button>
                <Button variant="outline" size="sm" onClick={onNewEvent}>
                  <Plus aria-hidden /> {t('calendar.newEvent')}
                </Button>
              </div>
            </div>
          )}
        </CardContent>
      </Card>
    </>
  );
}

function CalendarSkeleton() {
  const t = useT();
  return (
    <div className="grid gap-6">
      <p role="status" className="sr-only">
        {t('calendar.loading')}
      </p>
      <div className="grid gap-4 sm:grid-cols-3">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-28 w-full rounded-xl" />
        ))}
      </div>
      {[0, 1].map((index) => (
        <div key={index} className="grid gap-3 rounded-xl border p-6">
          <Skeleton className="h-6 w-40" />
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      ))}
    </div>
  );
}
