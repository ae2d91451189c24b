import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_MESSAGE_MIN_LENGTH,
  INVALID_EMAIL,
  type ContactType,
} from '@partnerly/contracts';
import type { MessageKey } from '@partnerly/contracts/i18n';
import type { MessageValues } from '@/lib/i18n/i18n-provider';

interface ContactTopic {
  label: MessageKey;
  title: MessageKey;
  intro: MessageKey;
  messageLabel: MessageKey;
  messagePlaceholder: MessageKey;
}

/** Copy of the contact page per ?type= (the landing page links feature and investment). */
export const CONTACT_TOPICS: Record<ContactType, ContactTopic> = {
  general: {
    label: 'contact.general.label',
    title: 'contact.general.title',
    intro: 'contact.general.intro',
    messageLabel: 'contact.message',
    messagePlaceholder: 'contact.general.placeholder',
  },
  feature: {
    label: 'contact.feature.label',
    title: 'contact.feature.title',
    intro: 'contact.feature.intro',
    messageLabel: 'contact.feature.messageLabel',
    messagePlaceholder: 'contact.feature.placeholder',
  },
  investment: {
    label: 'contact.investment.label',
    title: 'contact.investment.title',
    intro: 'contact.investment.intro',
    messageLabel: 'contact.message',
    messagePlaceholder: 'contact.investment.placeholder',
  },
};

type Translate = (key: MessageKey, values?: MessageValues) => string;

/** The form's rules (contactMessageInput) keep their English messages; shown through the catalogs. */
const FORM_MESSAGES: Readonly<Record<string, MessageKey>> = {
  'Please choose a topic from the list': 'contact.topicRequired',
  'Name is required': 'contact.nameRequired',
  'Name must be at most 100 characters': 'contact.nameTooLong',
  'Email is required': 'contact.emailRequired',
  [INVALID_EMAIL]: 'contact.invalidEmail',
  'Company must be at most 200 characters': 'contact.companyTooLong',
  'Ticket size must be at most 100 characters': 'contact.ticketSizeTooLong',
  'Message is required': 'contact.messageRequired',
  [`Message must be at most ${CONTACT_MESSAGE_MAX_LENGTH} characters`]: 'contact.messageTooLong',
  [`Message must be at least ${CONTACT_MESSAGE_MIN_LENGTH} characters`]: 'contact.messageTooShort',
  'Contains a character that is not allowed': 'contact.invalidCharacter',
};

export function contactFormMessage(t: Translate, message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  return Object.hasOwn(FORM_MESSAGES, message)
    ? t(FORM_MESSAGES[message]!, { min: CONTACT_MESSAGE_MIN_LENGTH, max: CONTACT_MESSAGE_MAX_LENGTH })
    : message;
}
