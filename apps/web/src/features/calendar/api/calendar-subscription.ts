import type { CalendarSubscription } from '@partnerly/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { calendarKeys } from './calendar-keys';

/** GET /api/calendar/subscription: whether a subscription address is active (never the address). */
export function useCalendarSubscription() {
  return useQuery({
    queryKey: calendarKeys.subscription,
    queryFn: ({ signal }) => apiFetch<CalendarSubscription>('/calendar/subscription', { signal }),
  });
}

/**
 * POST /api/calendar/subscription: a new private address (replacing any earlier one, which
 * stops working). Its answer is the only one holding the address; the caller keeps it.
 */
export function useCreateCalendarSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<CalendarSubscription>('/calendar/subscription', { method: 'POST' }),
    onSuccess: (subscription) =>
      queryClient.setQueryData<CalendarSubscription>(calendarKeys.subscription, {
        ...subscription,
        feedUrl: null,
        webcalUrl: null,
      }),
  });
}

/** DELETE /api/calendar/subscription: the address stops working. */
export function useRevokeCalendarSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch('/calendar/subscription', { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarKeys.subscription }),
  });
}
