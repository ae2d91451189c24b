import { ACCOUNT_SUSPENDED_CODE } from '@partnerly/contracts';
import type { MessageKey } from '@partnerly/contracts/i18n';
import { isApiError } from '@/lib/api-client';
import type { MessageValues } from '@/lib/i18n/i18n-provider';

// The sign-in screens' refusals by the API's code (the forms' rule messages are shown through
// known-messages.ts, like every English message from the API and the contracts).

type Translate = (key: MessageKey, values?: MessageValues) => string;

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
