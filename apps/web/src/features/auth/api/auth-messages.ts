import {
  ACCEPT_LEGAL_DOCUMENTS_MESSAGE,
  ACCOUNT_SUSPENDED_CODE,
  EMAIL_CODE_LENGTH,
  INVALID_EMAIL,
  MISSING_EMAIL_CODE,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '@partnerly/contracts';
import type { MessageKey } from '@partnerly/contracts/i18n';
import { isApiError } from '@/lib/api-client';
import type { MessageValues } from '@/lib/i18n/i18n-provider';
import { MISSING_CREDENTIALS, MISSING_EMAIL } from './auth-schemas';

// The sign-in forms' rules and the API keep their English messages (the API's 400 field
// messages, the spec's texts); the screens show each through the catalogs. A message not listed
// here is shown as it came.

type CatalogMessage = MessageKey | readonly [MessageKey, MessageValues];

const FORM_MESSAGES: Readonly<Record<string, CatalogMessage>> = {
  [MISSING_CREDENTIALS.dialog]: 'auth.missingCredentialsDialog',
  [MISSING_CREDENTIALS.card]: 'auth.missingCredentialsCard',
  [MISSING_EMAIL]: 'auth.missingEmail',
  [INVALID_EMAIL]: 'auth.invalidEmail',
  // Sign-up, the wizard's account step and the new-password form (contracts' and the forms' rules).
  'Email is required': 'auth.rule.emailRequired',
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
  'First name is required': 'auth.rule.firstNameRequired',
  'Last name is required': 'auth.rule.lastNameRequired',
  'Company name is required': 'auth.rule.companyNameRequired',
  [ACCEPT_LEGAL_DOCUMENTS_MESSAGE]: 'auth.rule.acceptTerms',
  [MISSING_EMAIL_CODE]: 'auth.rule.missingOtp',
  [`Please enter the ${EMAIL_CODE_LENGTH}-digit code`]: [
    'auth.rule.otpDigits',
    { length: EMAIL_CODE_LENGTH },
  ],
};

type Translate = (key: MessageKey, values?: MessageValues) => string;

/** A form rule's message in the active language (undefined stays undefined). */
export function formMessage(t: Translate, message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  const known = Object.hasOwn(FORM_MESSAGES, message) ? FORM_MESSAGES[message] : undefined;
  if (known === undefined) return message;
  return typeof known === 'string' ? t(known) : t(known[0], known[1]);
}

/** The API's codes for a refused sign-in, in the catalogs. */
const SIGN_IN_ERRORS: Readonly<Record<string, MessageKey>> = {
  INVALID_EMAIL_OR_PASSWORD: 'auth.invalidCredentials',
  TOO_MANY_REQUESTS: 'auth.tooManyAttempts',
};

/**
 * What a failed sign-in says: the catalog's words for the codes it knows (a suspended account
 * keeps the API's message, which names the support address), else the API's message, else
 * 'Invalid email or password'.
 */
export function signInErrorMessage(t: Translate, error: unknown): string {
  if (isApiError(error)) {
    const key = SIGN_IN_ERRORS[error.code];
    if (key) return t(key);
    if (error.code === ACCOUNT_SUSPENDED_CODE) return error.message;
  }
  const message = error instanceof Error ? error.message.trim() : '';
  return message || t('auth.invalidCredentials');
}

/** The Google sign-in return's `error` in the catalogs (unknown codes: the general failure). */
export function oauthErrorMessage(t: Translate, code: string, supportEmail: string): string {
  const known: Readonly<Record<string, MessageKey>> = {
    account_not_linked: 'auth.oauthError.account_not_linked',
    signup_disabled: 'auth.oauthError.signup_disabled',
    access_denied: 'auth.oauthError.access_denied',
    [ACCOUNT_SUSPENDED_CODE]: 'auth.oauthError.ACCOUNT_SUSPENDED',
  };
  const key = Object.hasOwn(known, code) ? known[code] : undefined;
  return key ? t(key, { email: supportEmail }) : t('auth.oauthError.fallback');
}
