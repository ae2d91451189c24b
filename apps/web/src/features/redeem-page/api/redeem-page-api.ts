import type { RedeemResult, RedemptionPage } from '@partnerly/contracts';
import {
  PRIVATE_CODE_PATTERN,
  REDEMPTION_FAILURE_MESSAGES,
  REDEMPTION_FAILURES,
  REDEMPTION_MESSAGES,
  type RedemptionFailure,
} from '@partnerly/contracts/private-code-rules';
import type { RedeemRefusal } from '../redemption-flow';

// The redemption page's calls, with plain fetch: the app's typed client and TanStack Query
// would bring most of the app's bundle to a page that makes two calls and opens a stream
// (issue 18 item 6). Only types come from the schemas (erased at build time), values from the
// zod-free rules, so no zod reaches this bundle either.

export type RedemptionPageResult =
  | { kind: 'loaded'; page: RedemptionPage }
  /** The address does not hold a code at all ('Invalid redemption link'). */
  | { kind: 'invalid' }
  | { kind: 'failed' };

export const codePath = (code: string) => `/api/redeem/${encodeURIComponent(code)}`;

/** The code in the page's address, or null when it cannot be one (/r/, /r/%E0, /r/a/b). */
export function codeFromPath(pathname: string): string | null {
  const match = /^\/r\/([^/]+)\/?$/.exec(pathname);
  if (!match) return null;
  try {
    const code = decodeURIComponent(match[1]!);
    return PRIVATE_CODE_PATTERN.test(code) ? code : null;
  } catch {
    return null;
  }
}

const notFound: RedemptionPage = { outcome: 'not_found', offer: null, redeemedByThisDevice: false };

/**
 * GET /api/redeem/{code}: what the page shows. Same-origin with credentials, so the answer's
 * device cookie is kept for the redemption; the server preloads this call with the page's HTML.
 */
export async function fetchRedemptionPage(code: string): Promise<RedemptionPageResult> {
  try {
    const response = await fetch(codePath(code), {
      headers: { accept: 'application/json' },
      credentials: 'same-origin',
    });
    if (response.status === 400) return { kind: 'invalid' };
    if (response.status === 404) return { kind: 'loaded', page: notFound };
    if (!response.ok) return { kind: 'failed' };
    return { kind: 'loaded', page: (await response.json()) as RedemptionPage };
  } catch {
    return { kind: 'failed' };
  }
}

export type RedeemAnswer =
  { kind: 'redeemed'; result: RedeemResult } | { kind: 'refused'; refusal: RedeemRefusal };

const isFailure = (value: unknown): value is RedemptionFailure =>
  typeof value === 'string' && (REDEMPTION_FAILURES as readonly string[]).includes(value);

/** The refusal a 409 names: its reason when the body has one, else the spec message it carries. */
function conflictReason(body: unknown): RedemptionFailure | null {
  const error = (body as { error?: { reason?: unknown; message?: unknown } } | null)?.error;
  if (isFailure(error?.reason)) return error.reason;
  const byMessage = REDEMPTION_FAILURES.find(
    (reason) => REDEMPTION_FAILURE_MESSAGES[reason] === error?.message,
  );
  return byMessage ?? null;
}

/** What an answer of POST /api/redeem/{code} means for the page (pure, for its tests). */
export function redeemAnswerOf(status: number, body: unknown): RedeemAnswer {
  const error = (message: string): RedeemAnswer => ({
    kind: 'refused',
    refusal: { reason: 'error', message },
  });
  if (status === 200) return { kind: 'redeemed', result: body as RedeemResult };
  if (status === 404) return { kind: 'refused', refusal: { reason: 'not_found' } };
  if (status === 429) return error(REDEMPTION_MESSAGES.tooManyAttempts);
  if (status === 400) {
    // The device cookie did not come back (blocked), or the link is malformed; anything else
    // (a fingerprint the server would not take) is this page's failure.
    const message = (body as { error?: { message?: unknown } } | null)?.error?.message;
    const known: unknown[] = [REDEMPTION_MESSAGES.cookiesRequired, REDEMPTION_MESSAGES.invalidLink];
    return error(known.includes(message) ? (message as string) : REDEMPTION_MESSAGES.failed);
  }
  if (status === 409) {
    const reason = conflictReason(body);
    return reason ? { kind: 'refused', refusal: { reason } } : error(REDEMPTION_MESSAGES.failed);
  }
  return error(REDEMPTION_MESSAGES.failed);
}

/** POST /api/redeem/{code} with this device's fingerprint (the device cookie goes along). */
export async function redeemCode(code: string, fingerprint: string): Promise<RedeemAnswer> {
  try {
    const response = await fetch(codePath(code), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify({ fingerprint }),
    });
    const body: unknown = await response.json().catch(() => null);
    return redeemAnswerOf(response.status, body);
  } catch {
    return redeemAnswerOf(0, null);
  }
}

/** The calendar reminder of a code with an expiry (one day before it, one hour long). */
export const reminderPath = (code: string) => `${codePath(code)}/reminder.ics`;
