import type { ContactType } from '@partnerly/contracts';
import type { MessageKey } from '@partnerly/contracts/i18n';
import type { MessageValues } from '@/lib/i18n/i18n-provider';
import { translateKnown } from '@/lib/i18n/known-messages';

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

/** A form rule's or the API's English message in the active language when the catalogs know it. */
export function contactFormMessage(t: Translate, message: string | undefined): string | undefined {
  return message === undefined ? undefined : translateKnown(message, t);
}
