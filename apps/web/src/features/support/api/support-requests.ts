import {
  SUPPORT_EVENTS,
  type CreateSupportRequest,
  type MySupportRequests,
  type SupportRequest,
} from '@partnerly/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useInvalidateOnServerEvents } from '@/lib/event-stream';

const supportKeys = {
  all: ['support'] as const,
  mine: ['support', 'mine'] as const,
};

/**
 * GET /api/support-requests/mine: the user's requests, newest first, with the team's answers.
 * Live: an answer or a closing arrives as support.changed and refetches it.
 */
export function useMySupportRequests() {
  useInvalidateOnServerEvents([SUPPORT_EVENTS.changed], supportKeys.all);
  return useQuery({
    queryKey: supportKeys.mine,
    queryFn: ({ signal }) => apiFetch<MySupportRequests>('/support-requests/mine', { signal }),
  });
}

/** POST /api/support-requests (the server sets the priority); 'My requests' refetches. */
export function useCreateSupportRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateSupportRequest) =>
      apiFetch<SupportRequest>('/support-requests', { method: 'POST', body: request }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportKeys.all }),
  });
}
