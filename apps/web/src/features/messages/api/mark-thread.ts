import type { MarkReadResult, UnreadCount } from '@partnerly/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { apiFetch, apiPath } from '@/lib/api-client';
import { messagingKeys } from './messaging-keys';
import { withThreadRead } from './thread-cache';

/**
 * The thread open in this tab (set by the thread view while mounted): its new messages are
 * fetched (which marks them delivered) and read while the tab is visible; a message for any
 * other thread is acknowledged as delivered.
 */
let openThreadId: string | null = null;

export function setOpenThread(conversationId: string | null): void {
  openThreadId = conversationId;
}

export function isThreadOpen(conversationId: string): boolean {
  return openThreadId === conversationId;
}

/** POST /api/conversations/:id/read; the answer's unread total sets the navigation badge at once. */
export async function markThreadRead(queryClient: QueryClient, conversationId: string): Promise<void> {
  try {
    const { unreadCount } = await apiFetch<MarkReadResult>(apiPath`/conversations/${conversationId}/read`, {
      method: 'POST',
    });
    queryClient.setQueryData<UnreadCount>(messagingKeys.unreadCount, (count) =>
      count ? { ...count, unreadCount } : count,
    );
    queryClient.setQueryData(messagingKeys.conversations, (data: never) =>
      withThreadRead(data, conversationId),
    );
    void queryClient.invalidateQueries({ queryKey: messagingKeys.unreadCount });
  } catch {
    // The next read (or the stream's next change) tries again; the badge stays as it was.
  }
}

/** POST /api/conversations/:id/delivered: this tab got the thread's new messages over the stream. */
export async function acknowledgeDelivered(conversationId: string): Promise<void> {
  try {
    await apiFetch(apiPath`/conversations/${conversationId}/delivered`, { method: 'POST' });
  } catch {
    // Opening the thread marks them delivered anyway.
  }
}
