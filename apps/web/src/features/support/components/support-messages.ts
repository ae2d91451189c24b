import {
  SUPPORT_MESSAGE_MAX,
  SUPPORT_REQUEST_TYPES,
  SUPPORT_SUBJECT_MAX,
  type SupportRequestType,
} from '@partnerly/contracts';
import type { MessageKey } from '@partnerly/contracts/i18n';
import type { MessageValues } from '@/lib/i18n/i18n-provider';

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

const FORM_MESSAGES: Readonly<Record<string, MessageKey>> = {
  'Please choose a request type': 'support.typeRequired',
  'Subject is required': 'support.subjectRequired',
  'Message is required': 'support.messageRequired',
  [`Subject must be at most ${SUPPORT_SUBJECT_MAX} characters`]: 'support.subjectTooLong',
  [`Message must be at most ${SUPPORT_MESSAGE_MAX} characters`]: 'support.messageTooLong',
};

/** A form rule's message in the active language; others as sent. */
export function formMessage(t: Translate, message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  return Object.hasOwn(FORM_MESSAGES, message)
    ? t(FORM_MESSAGES[message]!, { subjectMax: SUPPORT_SUBJECT_MAX, messageMax: SUPPORT_MESSAGE_MAX })
    : message;
}
