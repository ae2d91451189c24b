import {
  ACCEPT_LEGAL_DOCUMENTS_MESSAGE,
  INVALID_EMAIL,
  ONBOARDING_MESSAGES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  WEBSITE_URL_MESSAGE,
} from '@partnerly/contracts';
import type { MessageKey } from '@partnerly/contracts/i18n';
import type { MessageValues } from '@/lib/i18n/i18n-provider';

// The wizard's rules (its own and the contracts', shared with the API) keep their English
// messages; the forms show them through the catalogs. A message not listed is shown as it came.

type CatalogMessage = MessageKey | readonly [MessageKey, MessageValues];

const RULE_MESSAGES: Readonly<Record<string, CatalogMessage>> = {
  'First name is required': 'auth.rule.firstNameRequired',
  'Last name is required': 'auth.rule.lastNameRequired',
  'Email is required': 'auth.rule.emailRequired',
  'Email is invalid': 'onboarding.rule.emailInvalid',
  [INVALID_EMAIL]: 'auth.invalidEmail',
  'Password is required': 'auth.rule.passwordRequired',
  [`Password must be at least ${PASSWORD_MIN_LENGTH} characters`]: [
    'auth.rule.passwordMin',
    { min: PASSWORD_MIN_LENGTH },
  ],
  [`Password must be at most ${PASSWORD_MAX_LENGTH} characters`]: [
    'auth.rule.passwordMax',
    { max: PASSWORD_MAX_LENGTH },
  ],
  'Passwords do not match': 'auth.rule.passwordsDoNotMatch',
  [ACCEPT_LEGAL_DOCUMENTS_MESSAGE]: 'auth.rule.acceptTerms',
  [ONBOARDING_MESSAGES.categoriesRequired]: 'onboarding.rule.categoriesRequired',
  [ONBOARDING_MESSAGES.companyNameRequired]: 'auth.rule.companyNameRequired',
  [ONBOARDING_MESSAGES.specializationRequired]: 'onboarding.rule.specializationRequired',
  'Please choose a gender from the list': 'onboarding.rule.genderFromList',
  'Please choose a specialization from the list': 'onboarding.rule.specializationFromList',
  'Please choose an experience level': 'onboarding.rule.experienceFromList',
  'Please choose categories from the list': 'onboarding.rule.categoriesFromList',
  [WEBSITE_URL_MESSAGE]: 'onboarding.rule.websiteUrl',
};

type Translate = (key: MessageKey, values?: MessageValues) => string;

/** A form rule's message in the active language (undefined stays undefined). */
export function ruleMessage(t: Translate, message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  const known = Object.hasOwn(RULE_MESSAGES, message) ? RULE_MESSAGES[message] : undefined;
  if (known === undefined) return message;
  return typeof known === 'string' ? t(known) : t(known[0], known[1]);
}
