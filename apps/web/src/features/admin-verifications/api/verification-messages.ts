import { ADVERTISER_PERMIT_MESSAGES, VERIFICATION_MESSAGES } from '@partnerly/contracts';
import type { MessageKey } from '@partnerly/contracts/i18n';
import type { MessageValues } from '@/lib/i18n/i18n-provider';

type Translate = (key: MessageKey, values?: MessageValues) => string;

// The verification API's English refusals and field messages in the catalogs; a message not
// listed here is shown as it came.
const MESSAGES: Readonly<Record<string, MessageKey>> = {
  [VERIFICATION_MESSAGES.notFound]: 'adminVerifications.message.notFound',
  [VERIFICATION_MESSAGES.alreadyReviewed]: 'adminVerifications.message.alreadyReviewed',
  [VERIFICATION_MESSAGES.reasonRequired]: 'adminVerifications.message.reasonRequired',
  [ADVERTISER_PERMIT_MESSAGES.notFound]: 'adminVerifications.message.permitNotFound',
  [ADVERTISER_PERMIT_MESSAGES.notPending]: 'adminVerifications.message.permitNotPending',
};

export function verificationMessage(t: Translate, message: string): string;
export function verificationMessage(t: Translate, message: string | undefined): string | undefined;
export function verificationMessage(t: Translate, message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  return Object.hasOwn(MESSAGES, message) ? t(MESSAGES[message]!) : message;
}
