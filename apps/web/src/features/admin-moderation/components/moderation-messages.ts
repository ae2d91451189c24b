import { MODERATION_MESSAGES } from '@partnerly/contracts';
import type { MessageKey } from '@partnerly/contracts/i18n';
import type { MessageValues } from '@/lib/i18n/i18n-provider';

type Translate = (key: MessageKey, values?: MessageValues) => string;

// The moderation API's English messages (results, refusals, field messages) in the catalogs; a
// message not listed here is shown as it came.
const MESSAGES: Readonly<Record<string, MessageKey>> = {
  [MODERATION_MESSAGES.campaignPaused]: 'adminModeration.message.campaignPaused',
  [MODERATION_MESSAGES.campaignClosed]: 'adminModeration.message.campaignClosed',
  [MODERATION_MESSAGES.campaignNotFound]: 'adminModeration.message.campaignNotFound',
  [MODERATION_MESSAGES.reasonRequired]: 'adminModeration.message.reasonRequired',
  [MODERATION_MESSAGES.noteRequired]: 'adminModeration.message.noteRequired',
  [MODERATION_MESSAGES.reportNotFound]: 'adminModeration.message.reportNotFound',
  [MODERATION_MESSAGES.reportResolved]: 'adminModeration.message.reportResolved',
  [MODERATION_MESSAGES.reportDismissed]: 'adminModeration.message.reportDismissed',
  [MODERATION_MESSAGES.reportTakenDown]: 'adminModeration.message.reportTakenDown',
  [MODERATION_MESSAGES.targetGone]: 'adminModeration.message.targetGone',
};

export function moderationMessage(t: Translate, message: string): string;
export function moderationMessage(t: Translate, message: string | undefined): string | undefined;
export function moderationMessage(t: Translate, message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  return Object.hasOwn(MESSAGES, message) ? t(MESSAGES[message]!) : message;
}
