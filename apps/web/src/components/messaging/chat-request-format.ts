import { chatRequestInput, type ChatStatus } from '@partnerly/contracts';
import type { MessageKey } from '@partnerly/contracts/i18n';
import { isApiError } from '@/lib/api-client';
import { formatDateTime, formatRelativeTime } from '@/lib/format';
import type { MessageValues } from '@/lib/i18n/i18n-provider';

type Translate = (key: MessageKey, values?: MessageValues) => string;

/** Said when the request could not reach the server (the catalogs have it: a known text). */
const NOT_SENT = 'Your chat request was not sent. Please try again.';

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
  t: Translate,
  now = new Date(),
): ChatNotice | null {
  switch (status.status) {
    case 'pending':
      return {
        title: t('chatRequest.waitingTitle'),
        description: status.pendingSince
          ? t('chatRequest.waitingSince', {
              name: creatorName,
              since: formatRelativeTime(status.pendingSince, now),
            })
          : t('chatRequest.waiting', { name: creatorName }),
        showsRequests: true,
      };
    case 'cooling_off':
      return {
        title: t('chatRequest.declinedTitle'),
        description: t('chatRequest.coolingOff', {
          date: status.canAskAgainAt ? formatDateTime(status.canAskAgainAt) : t('chatRequest.nextWeek'),
        }),
        showsRequests: true,
      };
    case 'not_accepting':
      return {
        title: t('chatRequest.offTitle'),
        description: t('chatRequest.off', { name: creatorName }),
        showsRequests: false,
      };
    case 'blocked':
      return {
        title: t('chatRequest.unavailableTitle'),
        description: t('chatRequest.blocked'),
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
  if (!isApiError(error)) return { kind: 'notice', message: NOT_SENT };
  const fieldMessage = error.fields.message?.[0];
  if (error.status === 400 && fieldMessage) return { kind: 'field', message: fieldMessage };
  if (error.status === 409) return { kind: 'recheck', message: error.message };
  return { kind: 'notice', message: error.message };
}
