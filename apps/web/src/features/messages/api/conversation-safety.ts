import type {
  BlockResult,
  ContentReportReceipt,
  ConversationBlockState,
  ConversationReportInput,
  MessageSide,
} from '@partnerly/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, apiPath } from '@/lib/api-client';
import { messagingKeys } from './messaging-keys';

/** GET /api/conversations/:id/block: whom the caller's side blocked here; whether it may send. */
export function useBlockState(conversationId: string) {
  return useQuery({
    queryKey: messagingKeys.blockState(conversationId),
    queryFn: ({ signal }) =>
      apiFetch<ConversationBlockState>(apiPath`/conversations/${conversationId}/block`, { signal }),
  });
}

type BlockChange = { action: 'block' | 'unblock'; side: MessageSide };

/** POST (block) or DELETE ?side= (unblock) /api/conversations/:id/block. */
export function useChangeBlock(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, side }: BlockChange) =>
      action === 'block'
        ? apiFetch<BlockResult>(apiPath`/conversations/${conversationId}/block`, {
            method: 'POST',
            body: { side },
          })
        : apiFetch<BlockResult>(
            `${apiPath`/conversations/${conversationId}/block`}?${new URLSearchParams({ side }).toString()}`,
            { method: 'DELETE' },
          ),
    onSuccess: (result) => queryClient.setQueryData(messagingKeys.blockState(conversationId), result),
    onSettled: () =>
      void queryClient.invalidateQueries({ queryKey: messagingKeys.conversation(conversationId) }),
  });
}

/** POST /api/conversations/:id/report: to the moderation queue. */
export function useReportConversation(conversationId: string) {
  return useMutation({
    mutationFn: (input: ConversationReportInput) =>
      apiFetch<ContentReportReceipt>(apiPath`/conversations/${conversationId}/report`, {
        method: 'POST',
        body: input,
      }),
  });
}
