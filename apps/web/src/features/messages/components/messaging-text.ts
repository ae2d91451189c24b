import { MESSAGING_MESSAGES, MESSAGING_SAFETY_MESSAGES } from '@partnerly/contracts';
import type { MessageKey } from '@partnerly/contracts/i18n';
import type { MessageValues } from '@/lib/i18n/i18n-provider';

// The messaging contracts keep their English messages (the API answers with them too); the
// screens show the ones they know through the catalogs. A message not listed here (an API
// refusal, an upload failure) is shown as it came.

type Translate = (key: MessageKey, values?: MessageValues) => string;

const KNOWN: Readonly<Record<string, MessageKey>> = {
  [MESSAGING_MESSAGES.bodyRequired]: 'messages.bodyRequired',
  [MESSAGING_MESSAGES.bodyTooLong]: 'messages.bodyTooLong',
  [MESSAGING_MESSAGES.tooManyAttachments]: 'messages.tooManyAttachments',
  [MESSAGING_MESSAGES.attachmentType]: 'messages.attachmentType',
  [MESSAGING_MESSAGES.notFound]: 'messages.notFound',
  [MESSAGING_MESSAGES.blocked]: 'messages.cannotSend',
  [MESSAGING_MESSAGES.rateLimited]: 'messages.rateLimited',
  [MESSAGING_MESSAGES.sendFailed]: 'messages.sendFailed',
  [MESSAGING_MESSAGES.empty]: 'messages.empty',
  [MESSAGING_MESSAGES.noConversations]: 'messages.noConversations',
  [MESSAGING_SAFETY_MESSAGES.closedByModeration]: 'messages.closedByModeration',
  [MESSAGING_SAFETY_MESSAGES.requestAccepted]: 'messages.requestAccepted',
  [MESSAGING_SAFETY_MESSAGES.requestDeclined]: 'messages.requestDeclined',
  [MESSAGING_SAFETY_MESSAGES.requestDeclinedAndBlocked]: 'messages.requestDeclinedAndBlocked',
};

const TOO_LARGE = /^This file is too large\. Please choose one of (\d+) MB or less\.$/;

/** A messaging message of the contracts in the active language (others as they came). */
export function messagingText(t: Translate, message: string): string {
  const key = KNOWN[message];
  if (key) return t(key);
  const tooLarge = TOO_LARGE.exec(message);
  if (tooLarge) return t('messages.fileTooLarge', { megabytes: Number(tooLarge[1]) });
  return message;
}
