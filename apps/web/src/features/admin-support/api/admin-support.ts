import {
  SUPPORT_EVENTS,
  type AdminSupportList,
  type AdminSupportListQuery,
  type AdminSupportRequest,
} from '@partnerly/contracts';
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { apiFetch, apiPath } from '@/lib/api-client';
import { useInvalidateOnServerEvents } from '@/lib/event-stream';

// Under ['admin']: Logout of the console drops them (features/admin).
const adminSupportKeys = {
  all: ['admin', 'support'] as const,
  list: (query: AdminSupportListQuery) => ['admin', 'support', 'list', query] as const,
};

/** The list's query string: defaults left out. */
export function inboxQueryString(query: AdminSupportListQuery): string {
  const params = new URLSearchParams();
  if (query.status && query.status !== 'all') params.set('status', query.status);
  if (query.requestType) params.set('requestType', query.requestType);
  if (query.page && query.page !== 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * GET /api/admin/support: one page of the inbox (open first, high priority first, oldest
 * first). Live: a new request, an answer or a closing anywhere arrives as support.changed.
 */
export function useSupportInbox(query: AdminSupportListQuery) {
  useInvalidateOnServerEvents([SUPPORT_EVENTS.changed], adminSupportKeys.all);
  return useQuery({
    queryKey: adminSupportKeys.list(query),
    queryFn: ({ signal }) =>
      apiFetch<AdminSupportList>(`/admin/support${inboxQueryString(query)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Shows the saved request in every loaded page at once, then refetches the pages (order, counts). */
function showSaved(queryClient: QueryClient, saved: AdminSupportRequest) {
  queryClient.setQueriesData<AdminSupportList>({ queryKey: adminSupportKeys.all }, (list) =>
    list
      ? { ...list, requests: list.requests.map((request) => (request.id === saved.id ? saved : request)) }
      : list,
  );
  return queryClient.invalidateQueries({ queryKey: adminSupportKeys.all });
}

/** POST /api/admin/support/:id/reply: the user is e-mailed and notified. */
export function useReplyToSupportRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, message }: { id: string; message: string }) =>
      apiFetch<AdminSupportRequest>(apiPath`/admin/support/${id}/reply`, {
        method: 'POST',
        body: { message },
      }),
    onSuccess: (saved) => showSaved(queryClient, saved),
  });
}

/** POST /api/admin/support/:id/close. */
export function useCloseSupportRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<AdminSupportRequest>(apiPath`/admin/support/${id}/close`, { method: 'POST' }),
    onSuccess: (saved) => showSaved(queryClient, saved),
  });
}
