import {
  chatRequestInput,
  MESSAGING_MESSAGES,
  MESSAGING_SAFETY_MESSAGES,
  type ChatStatus,
} from '@partnerly/contracts';
import { isApiError } from '@/lib/api-client';
import { formatDateTime, formatRelativeTime } from '@/lib/format';

// What the 'Message' button beside a creator says when it cannot open a thread or a request form,
// and what a refused chat request means for the dialog. Pure, so the rules are tested.

export interface ChatNotice {
  title: string;
  description: string;
  /** Offer the Messages page's requests view (the waiting or declined request is listed there). */
  showsRequests: boolean;
}

/** Why no request form: the side's request waits, the creator declined lately, or said no to all. */
export function chatStatusNotice(
  status: ChatStatus,
  creatorName: string,
  now = new Date(),
): ChatNotice | null {
  switch (status.status) {
    case 'pending':
      return {
        title: 'Chat request waiting',
        description: `Your chat request to ${creatorName}${
          status.pendingSince ? ` (sent ${formatRelativeTime(status.pendingSince, now)})` : ''
        } is waiting for their answer. You can message them once they accept.`,
        showsRequests: true,
      };
    case 'cooling_off':
      return {
        title: 'Chat request declined',
        description: MESSAGING_SAFETY_MESSAGES.coolingOff(
          status.canAskAgainAt ? formatDateTime(status.canAskAgainAt) : 'next week',
        ),
        showsRequests: true,
      };
    case 'not_accepting':
      return {
        title: 'Messages are off',
        description: `${MESSAGING_MESSAGES.messagingDisabled}. ${creatorName} turned off chat requests in their privacy settings.`,
        showsRequests: false,
      };
    case 'blocked':
      return {
        title: 'Chat request unavailable',
        description: `${MESSAGING_SAFETY_MESSAGES.requestBlocked}.`,
        showsRequests: false,
      };
    default:
      return null;
  }
}

/** The message field's error before sending (the contract's words), or undefined when it is fine. */
export function requestMessageError(message: string): string | undefined {
  const parsed = chatRequestInput.shape.message.safeParse(message);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

/**
 * A refused POST /api/chat-requests: the message field's own error (400), a conflict that a fresh
 * read of the standing explains (409: a request or a thread appeared meanwhile, or the cool-off),
 * or the server's words (403 switch off or blocked, 404, 429 too many today, no connection).
 */
export type SendRefusal =
  | { kind: 'field'; message: string }
  | { kind: 'recheck'; message: string }
  | { kind: 'notice'; message: string };

export function sendRefusalOf(error: unknown): SendRefusal {
  if (!isApiError(error))
    return { kind: 'notice', message: 'Your chat request was not sent. Please try again.' };
  const fieldMessage = error.fields.message?.[0];
  if (error.status === 400 && fieldMessage) return { kind: 'field', message: fieldMessage };
  if (error.status === 409) return { kind: 'recheck', message: error.message };
  return { kind: 'notice', message: error.message };
}
