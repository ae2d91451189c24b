import { SUPPORT_REQUEST_TYPES, type SupportRequestType } from '@partnerly/contracts';
import type { MessageKey } from '@partnerly/contracts/i18n';
import type { MessageValues } from '@/lib/i18n/i18n-provider';
import { translateKnown } from '@/lib/i18n/known-messages';

// The Help form's words as catalog keys (issue 25); the form's rules keep their English messages
// (createSupportRequestInput) and are shown through the catalogs.

type Translate = (key: MessageKey, values?: MessageValues) => string;

export const REQUEST_TYPE_LABELS: Record<SupportRequestType, MessageKey> = {
  help: 'support.type.help',
  feedback: 'support.type.feedback',
  bug_report: 'support.type.bug_report',
  feature_request: 'support.type.feature_request',
};

export const requestTypeOptions = (t: Translate) =>
  SUPPORT_REQUEST_TYPES.map((type) => ({ id: type, label: t(REQUEST_TYPE_LABELS[type]) }));

/** A form rule's message in the active language; others as sent. */
/** A form rule's or the API's English message in the active language when the catalogs know it. */
export function formMessage(t: Translate, message: string | undefined): string | undefined {
  return message === undefined ? undefined : translateKnown(message, t);
}
