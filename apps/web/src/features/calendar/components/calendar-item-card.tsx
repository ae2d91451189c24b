import type { CalendarEventType, CalendarItem } from '@partnerly/contracts';
import type { MessageKey } from '@partnerly/contracts/i18n';
import { CalendarPlus, Download, EllipsisVertical, MapPin, Pencil, Trash2, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { ToneBadge, type BadgeTone } from '@/components/ui/tone-badge';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api-client';
import { useKnownText, useNameText, useT } from '@/lib/i18n/i18n-provider';
import { downloadCalendarItem } from '../api/calendar-events';
import { googleCalendarTemplateUrl } from './calendar-links';
import { EVENT_TYPE_LABELS } from './calendar-labels';
import { timeLabelOf } from './calendar-time';

const TYPE_TONES: Record<CalendarEventType, BadgeTone> = {
  deadline: 'danger',
  content_due: 'warning',
  review_due: 'warning',
  meeting: 'info',
  milestone: 'success',
  reminder: 'neutral',
};

const STATUS_LABELS: Record<'done' | 'cancelled', MessageKey> = {
  done: 'calendar.statusDone',
  cancelled: 'calendar.statusCancelled',
};

interface CalendarItemCardProps {
  item: CalendarItem;
  onEdit(item: CalendarItem): void;
  onDelete(item: CalendarItem): void;
}

/** One date or event: its type, time in UAE time, title, venue, campaign and creator, and its actions. */
export function CalendarItemCard({ item, onEdit, onDelete }: CalendarItemCardProps) {
  const isOwn = item.source === 'own';
  const t = useT();
  const nameText = useNameText();
  const known = useKnownText();
  const download = () =>
    void downloadCalendarItem(item).catch((error: unknown) =>
      toast({
        variant: 'destructive',
        title: t('calendar.downloadFailed'),
        description: isApiError(error) ? known(error.message) : undefined,
      }),
    );
  return (
    <article
      aria-label={item.title}
      className="flex items-start gap-3 rounded-lg border bg-card p-3 data-[status=cancelled]:opacity-70"
      data-status={item.status}
    >
      <div className="grid min-w-0 flex-1 gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <ToneBadge tone={TYPE_TONES[item.eventType]}>{t(EVENT_TYPE_LABELS[item.eventType])}</ToneBadge>
          <span className="text-sm font-medium tabular-nums">{timeLabelOf(t, item)}</span>
          {item.status === 'scheduled' ? null : (
            <ToneBadge tone="neutral">{t(STATUS_LABELS[item.status])}</ToneBadge>
          )}
        </div>
        <p
          className="font-semibold break-words data-[status=cancelled]:line-through"
          data-status={item.status}
        >
          {item.title}
        </p>
        <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          {item.location ? (
            <span className="inline-flex min-w-0 items-center gap-1 break-words">
              <MapPin className="size-4 shrink-0" aria-hidden />
              <span className="sr-only">{t('calendar.venue')} </span>
              {item.location}
            </span>
          ) : null}
          {item.creator ? (
            <span className="inline-flex items-center gap-1">
              <UserRound className="size-4 shrink-0" aria-hidden />
              <span className="sr-only">{t('calendar.creator')} </span>
              {nameText(item.creator.name)}
            </span>
          ) : null}
          {item.campaign ? (
            item.link ? (
              <Link
                to={item.link}
                className="min-w-0 break-words text-primary underline-offset-4 hover:underline"
              >
                {item.campaign.title}
              </Link>
            ) : (
              <span className="min-w-0 break-words">{item.campaign.title}</span>
            )
          ) : null}
        </div>
      </div>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button
            variant="ghost"
            size="icon"
            className="shrink-0"
            aria-label={t('calendar.actionsFor', { title: item.title })}
          >
            <EllipsisVertical aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem asChild>
            <a
              href={googleCalendarTemplateUrl(item, window.location.origin)}
              target="_blank"
              rel="noopener noreferrer"
            >
              <CalendarPlus aria-hidden /> {t('calendar.addToGoogle')}
            </a>
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={download}>
            <Download aria-hidden /> {t('calendar.downloadIcs')}
          </DropdownMenuItem>
          {isOwn ? (
            <>
              <DropdownMenuSeparator />
              <DropdownMenuItem onSelect={() => onEdit(item)}>
                <Pencil aria-hidden /> {t('common.edit')}
              </DropdownMenuItem>
              <DropdownMenuItem variant="destructive" onSelect={() => onDelete(item)}>
                <Trash2 aria-hidden /> {t('common.delete')}
              </DropdownMenuItem>
            </>
          ) : null}
        </DropdownMenuContent>
      </DropdownMenu>
    </article>
  );
}
