import {
  AGENT_EVENTS,
  APPLICATION_EVENTS,
  CAMPAIGN_EVENTS,
  SUBMISSION_EVENTS,
  type CalendarResponse,
} from '@partnerly/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useInvalidateOnServerEvents } from '@/lib/event-stream';
import { calendarKeys } from './calendar-keys';

/**
 * What moves the calendar's campaign dates: an application decided (a submission deadline
 * appears), a campaign's dates changed, the work's content status (a completed one drops its
 * due date), and for an agent a representation starting or ending.
 */
const LIVE_EVENTS = [
  APPLICATION_EVENTS.changed,
  CAMPAIGN_EVENTS.changed,
  SUBMISSION_EVENTS.changed,
  AGENT_EVENTS.representationChanged,
];

/** GET /api/calendar: the caller's dates and own events, soonest first (the last 30 days included), live. */
export function useCalendar() {
  useInvalidateOnServerEvents(LIVE_EVENTS, calendarKeys.all);
  return useQuery({
    queryKey: calendarKeys.items,
    queryFn: ({ signal }) => apiFetch<CalendarResponse>('/calendar', { signal }),
  });
}
