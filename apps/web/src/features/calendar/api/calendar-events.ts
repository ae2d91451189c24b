import type { CalendarEventInput, CalendarItem } from '@partnerly/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, apiPath } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';
import { calendarKeys } from './calendar-keys';

// The caller's own events (meeting, reminder, milestone). Each change refetches the calendar
// and the subscription's event count; a refused save keeps the form open with the server's
// field messages (the dialog reads ApiError.fields).

function useCalendarMutation<TVariables>(request: (variables: TVariables) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
  });
}

/** POST /api/calendar/events */
export function useCreateCalendarEvent() {
  return useCalendarMutation((input: CalendarEventInput) =>
    apiFetch<CalendarItem>('/calendar/events', { method: 'POST', body: input }),
  );
}

/** PUT /api/calendar/events/:id */
export function useUpdateCalendarEvent() {
  return useCalendarMutation(({ id, input }: { id: string; input: CalendarEventInput }) =>
    apiFetch<CalendarItem>(apiPath`/calendar/events/${id}`, { method: 'PUT', body: input }),
  );
}

/** DELETE /api/calendar/events/:id */
export function useDeleteCalendarEvent() {
  return useCalendarMutation((id: string) => apiFetch(apiPath`/calendar/events/${id}`, { method: 'DELETE' }));
}

/** Why an item's .ics could not be saved (the screen shows it in the active language). */
const DOWNLOAD_FAILED = 'The event could not be downloaded. Reload the calendar and try again.';

/** GET /api/calendar/items/:itemId/ics: saves one item as an .ics file; resolves with its name. */
export function downloadCalendarItem(item: Pick<CalendarItem, 'id'>): Promise<string> {
  return downloadFile(`/api${apiPath`/calendar/items/${item.id}/ics`}`, {
    fallbackName: 'partnerly-event.ics',
    failureMessage: DOWNLOAD_FAILED,
  });
}
