import type { UnreadCount, UserType } from '@partnerly/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { messagingKeys } from './messaging-keys';

/** The account types that take part in messaging (the API's MESSAGING_USER_TYPES); admins do not. */
export const MESSAGING_USER_TYPES = [
  'creator',
  'brand',
  'agent',
  'agency',
] as const satisfies readonly UserType[];

export function takesPartInMessaging(userType: UserType | undefined): boolean {
  return (MESSAGING_USER_TYPES as readonly (UserType | undefined)[]).includes(userType);
}

/**
 * GET /api/messages/unread-count: the navigation's badge. Kept live by the event stream
 * (use-live-messaging.ts invalidates it) and set from the answer of marking a thread read.
 */
export function useUnreadMessageCount(isEnabled: boolean): number {
  const query = useQuery({
    queryKey: messagingKeys.unreadCount,
    queryFn: ({ signal }) => apiFetch<UnreadCount>('/messages/unread-count', { signal }),
    enabled: isEnabled,
  });
  return isEnabled ? (query.data?.unreadCount ?? 0) : 0;
}
