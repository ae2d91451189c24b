import type { ChatRequestList, ChatRequestResult, DeclineChatRequestInput } from '@partnerly/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, apiPath } from '@/lib/api-client';
import { messagingKeys } from './messaging-keys';

/** GET /api/chat-requests: a creator's incoming requests, a brand's or agent's outgoing ones. */
export function useChatRequests() {
  return useQuery({
    queryKey: messagingKeys.chatRequests,
    queryFn: ({ signal }) => apiFetch<ChatRequestList>('/chat-requests', { signal }),
  });
}

type Answer =
  { id: string; action: 'accept' } | { id: string; action: 'decline'; input: DeclineChatRequestInput };

/** POST /api/chat-requests/:id/accept or /decline ({ block } also blocks the sender). */
export function useAnswerChatRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: Answer) =>
      answer.action === 'accept'
        ? apiFetch<ChatRequestResult>(apiPath`/chat-requests/${answer.id}/accept`, { method: 'POST' })
        : apiFetch<ChatRequestResult>(apiPath`/chat-requests/${answer.id}/decline`, {
            method: 'POST',
            body: answer.input,
          }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: messagingKeys.all }),
  });
}
