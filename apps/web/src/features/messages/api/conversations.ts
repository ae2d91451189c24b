import type { ConversationDetail, ConversationList, MessagePage } from '@partnerly/contracts';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiFetch, apiPath } from '@/lib/api-client';
import { messagingKeys } from './messaging-keys';
import { conversationsInOrder } from './thread-cache';

/** GET /api/conversations: newest activity first, older pages by cursor ('Load more'). */
export function useConversations() {
  return useInfiniteQuery({
    queryKey: messagingKeys.conversations,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ limit: '30' });
      if (pageParam) query.set('cursor', pageParam);
      return apiFetch<ConversationList>(`/conversations?${query.toString()}`, { signal });
    },
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    select: (data) => conversationsInOrder(data.pages.flatMap((page) => page.conversations)),
  });
}

/** GET /api/conversations/:id: the thread's parties, title and whether the caller may write. */
export function useConversation(id: string) {
  return useQuery({
    queryKey: messagingKeys.conversation(id),
    queryFn: ({ signal }) => apiFetch<ConversationDetail>(apiPath`/conversations/${id}`, { signal }),
  });
}

/**
 * GET /api/conversations/:id/messages: the newest page first, older pages by cursor. Loading
 * them marks the other sides' messages delivered (decision 0072).
 */
export function useThreadMessages(id: string) {
  return useInfiniteQuery({
    queryKey: messagingKeys.messages(id),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ limit: '50' });
      if (pageParam) query.set('cursor', pageParam);
      return apiFetch<MessagePage>(`${apiPath`/conversations/${id}/messages`}?${query.toString()}`, {
        signal,
      });
    },
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}
