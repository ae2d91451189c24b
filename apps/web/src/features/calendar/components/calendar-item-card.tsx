import { CALENDAR_EVENT_TYPE_LABELS, type CalendarEventType, type CalendarItem } from '@partnerly/contracts';
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
import { downloadCalendarItem } from '../api/calendar-events';
import { googleCalendarTemplateUrl } from './calendar-links';
import { timeLabelOf } from './calendar-time';

const TYPE_TONES: Record<CalendarEventType, BadgeTone> = {
  deadline: 'danger',
  content_due: 'warning',
  review_due: 'warning',
  meeting: 'info',
  milestone: 'success',
  reminder: 'neutral',
};

const STATUS_LABELS = { done: 'Done', cancelled: 'Cancelled' } as const;

interface CalendarItemCardProps {
  item: CalendarItem;
  onEdit(item: CalendarItem): void;
  onDelete(item: CalendarItem): void;
}

/** One date or event: its type, time in UAE time, title, venue, campaign and creator, and its actions. */
export function CalendarItemCard({ item, onEdit, onDelete }: CalendarItemCardProps) {
  const isOwn = item.source === 'own';
  const download = () =>
    void downloadCalendarItem(item).catch((error: unknown) =>
      toast({
        variant: 'destructive',
        title: 'Download failed',
        description: isApiError(error) ? error.message : undefined,
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
          <ToneBadge tone={TYPE_TONES[item.eventType]}>
            {CALENDAR_EVENT_TYPE_LABELS[item.eventType]}
          </ToneBadge>
          <span className="text-sm font-medium tabular-nums">{timeLabelOf(item)}</span>
          {item.status === 'scheduled' ? null : (
            <ToneBadge tone="neutral">{STATUS_LABELS[item.status]}</ToneBadge>
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
              <span className="sr-only">Venue: </span>
              {item.location}
            </span>
          ) : null}
          {item.creator ? (
            <span className="inline-flex items-center gap-1">
              <UserRound className="size-4 shrink-0" aria-hidden />
              <span className="sr-only">Creator: </span>
              {item.creator.name}
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
          <Button variant="ghost" size="icon" className="shrink-0" aria-label={`Actions for ${item.title}`}>
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
              <CalendarPlus aria-hidden /> Add to Google Calendar
            </a>
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={download}>
            <Download aria-hidden /> Download .ics
          </DropdownMenuItem>
          {isOwn ? (
            <>
              <DropdownMenuSeparator />
              <DropdownMenuItem onSelect={() => onEdit(item)}>
                <Pencil aria-hidden /> Edit
              </DropdownMenuItem>
              <DropdownMenuItem variant="destructive" onSelect={() => onDelete(item)}>
                <Trash2 aria-hidden /> Delete
              </DropdownMenuItem>
            </>
          ) : null}
        </DropdownMenuContent>
      </DropdownMenu>
    </article>
  );
}
