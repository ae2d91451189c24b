import type { ChatRequestInput, ChatRequestResult, ChatStatus } from '@partnerly/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { listQueryString } from '@/lib/query-string';

// A brand's or an agent's standing with one creator outside an application, and the chat
// request they send (decision 0073, GET /api/chat-requests/status). Read when the 'Message'
// button is pressed, never cached: a request may have been answered a moment ago.

const chatStatusKey = (creatorId: string) => ['chat-requests', 'status', creatorId] as const;

const fetchChatStatus = (creatorId: string, signal?: AbortSignal) =>
  apiFetch<ChatStatus>(`/chat-requests/status${listQueryString({ creatorId })}`, { signal });

/** Reads the standing afresh (the button's click and a refused request). */
export function useChatStatusReader() {
  const queryClient = useQueryClient();
  return (creatorId: string) =>
    queryClient.fetchQuery({
      queryKey: chatStatusKey(creatorId),
      queryFn: ({ signal }) => fetchChatStatus(creatorId, signal),
      staleTime: 0,
    });
}

/** POST /api/chat-requests (the Messages page's requests view hears of it on the event stream). */
export function useSendChatRequest() {
  return useMutation({
    mutationFn: (input: ChatRequestInput) =>
      apiFetch<ChatRequestResult>('/chat-requests', { method: 'POST', body: input }),
  });
}
