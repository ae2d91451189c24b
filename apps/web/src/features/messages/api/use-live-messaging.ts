import {
  MESSAGING_EVENTS,
  MESSAGING_SAFETY_EVENTS,
  type MessageCreatedEvent,
  type MessageDeliveredEvent,
  type MessageReadEvent,
} from '@partnerly/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useServerEvent } from '@/lib/event-stream';
import { acknowledgeDelivered, isThreadOpen } from './mark-thread';
import { messagingKeys } from './messaging-keys';
import { withOwnState } from './thread-cache';

const conversationIdOf = (data: unknown): string | null =>
  typeof data === 'object' &&
  data !== null &&
  typeof (data as { conversationId?: unknown }).conversationId === 'string'
    ? (data as { conversationId: string }).conversationId
    : null;

/**
 * Applies messaging's stream events in every tab of a messaging role (mounted once, beside the
 * navigation's badge): a new message refetches its thread, the list and the badge, and is read
 * when its thread is on screen or acknowledged as delivered when not; another side's read and
 * delivery marks move our ticks; blocks and closures refetch what the composer depends on.
 */
export function useLiveMessaging(): void {
  const queryClient = useQueryClient();
  const refreshList = () => {
    void queryClient.invalidateQueries({ queryKey: messagingKeys.conversations });
    void queryClient.invalidateQueries({ queryKey: messagingKeys.unreadCount });
  };

  useServerEvent(MESSAGING_EVENTS.messageCreated, (data) => {
    const { conversationId } = data as MessageCreatedEvent;
    refreshList();
    void queryClient.invalidateQueries({ queryKey: messagingKeys.messages(conversationId) });
    // The open thread refetches its messages (delivered) and reads them while visible (thread-view).
    if (!isThreadOpen(conversationId)) void acknowledgeDelivered(conversationId);
  });

  useServerEvent(MESSAGING_EVENTS.messageRead, (data) => {
    const { conversationId, readAt } = data as MessageReadEvent;
    queryClient.setQueryData(messagingKeys.messages(conversationId), (pages: never) =>
      withOwnState(pages, 'read', readAt),
    );
    refreshList();
  });

  useServerEvent(MESSAGING_EVENTS.messageDelivered, (data) => {
    const { conversationId, deliveredAt } = data as MessageDeliveredEvent;
    queryClient.setQueryData(messagingKeys.messages(conversationId), (pages: never) =>
      withOwnState(pages, 'delivered', deliveredAt),
    );
    void queryClient.invalidateQueries({ queryKey: messagingKeys.conversations });
  });

  useServerEvent(MESSAGING_EVENTS.conversationUpdated, (data) => {
    refreshList();
    const conversationId = conversationIdOf(data);
    if (conversationId)
      void queryClient.invalidateQueries({ queryKey: messagingKeys.conversation(conversationId) });
  });

  const refreshRequests = () => {
    void queryClient.invalidateQueries({ queryKey: messagingKeys.chatRequests });
    refreshList();
  };
  useServerEvent(MESSAGING_EVENTS.chatRequestCreated, refreshRequests);
  useServerEvent(MESSAGING_EVENTS.chatRequestAccepted, refreshRequests);
  useServerEvent(MESSAGING_EVENTS.chatRequestDeclined, refreshRequests);

  useServerEvent(MESSAGING_SAFETY_EVENTS.blockChanged, (data) => {
    const conversationId = conversationIdOf(data);
    if (!conversationId) return;
    void queryClient.invalidateQueries({ queryKey: messagingKeys.blockState(conversationId) });
    void queryClient.invalidateQueries({ queryKey: messagingKeys.conversation(conversationId) });
  });
}
