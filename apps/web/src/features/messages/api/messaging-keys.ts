/** Query keys of the Messages page and the navigation badge. */
export const messagingKeys = {
  all: ['messaging'] as const,
  unreadCount: ['messaging', 'unread-count'] as const,
  conversations: ['messaging', 'conversations'] as const,
  conversation: (id: string) => ['messaging', 'conversation', id] as const,
  messages: (id: string) => ['messaging', 'messages', id] as const,
  blockState: (id: string) => ['messaging', 'block', id] as const,
  chatRequests: ['messaging', 'chat-requests'] as const,
};
