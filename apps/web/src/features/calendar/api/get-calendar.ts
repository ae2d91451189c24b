import type { CalendarResponse } from '@partnerly/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { calendarKeys } from './calendar-keys';

/** GET /api/calendar: the caller's dates and own events, soonest first (the last 30 days included). */
export function useCalendar() {
  return useQuery({
    queryKey: calendarKeys.items,
    queryFn: ({ signal }) => apiFetch<CalendarResponse>('/calendar', { signal }),
  });
}
