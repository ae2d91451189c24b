// A file of its own (no imports): the sign-in messages (auth.ts) name it, and contact.ts, which
// imports auth.ts, re-exports it.

/** Support address used where the API cannot be asked (error screens); the API's SUPPORT_EMAIL defaults to it. */
export const SUPPORT_EMAIL = 'support@partnerly.local';

/** The code of a sign-in refused because a super admin suspended the account (issue 19). */
export const ACCOUNT_SUSPENDED_CODE = 'ACCOUNT_SUSPENDED';

/** What a suspended account is told on every way in (password, e-mail code, Google). */
export function accountSuspendedMessage(supportEmail: string): string {
  return `This account is suspended. Contact ${supportEmail} if you think this is a mistake.`;
}
