import { COMPANY_NAME_MAX } from '@partnerly/contracts';
import { homePathFor, type Me } from '@/lib/session';

/** Only same-site paths: never send a visitor to another origin after sign-in. */
export function safeRedirect(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

/**
 * An invitation link's page (/invitations/:token): someone who signs up to accept an
 * invitation joins an existing workspace, so it comes before their own onboarding.
 */
const INVITATION_PATH = /^\/invitations\/[^/?#]+$/;

/**
 * After sign-in: an invitation being accepted first, then unfinished onboarding, then where the
 * visitor was going, else the dashboard.
 */
export function destinationFor(me: Me, redirectTo: string | null): string {
  if (redirectTo && INVITATION_PATH.test(redirectTo)) return redirectTo;
  const home = homePathFor(me);
  return home === '/dashboard' && redirectTo ? redirectTo : home;
}

/** An e-mail address the page was given (?email=, e.g. from an invitation), to prefill the forms. */
/** A company name from the address (an invitation's workspace), trimmed and cut to the field's limit. */
export function presetCompany(value: string | null): string {
  return (value ?? '').trim().slice(0, COMPANY_NAME_MAX);
}

export function presetEmail(value: string | null): string {
  const email = value?.trim() ?? '';
  return email.length <= 254 && /^[^\s@]+@[^\s@]+$/.test(email) ? email : '';
}
