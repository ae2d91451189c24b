import {
  EMAIL_CODE_ERRORS,
  accountDeletedSchema,
  changePasswordInput,
  passwordChangedSchema,
  type ErrorCode,
} from '@partnerly/contracts';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../context';
import { errorBody } from '../../middleware/errors';
import { requireUser, signedInUser } from '../../middleware/guards';
import { validate } from '../../middleware/validate';
import { describe, json } from '../../openapi/describe';
import { announceFeedChange } from '../campaigns/feed-cache';
import { changePassword, deleteAccount } from './account.service';
import { clientIp, withClientIp } from './client-ip';

const CODE_BY_STATUS: Partial<Record<number, ErrorCode>> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  429: 'TOO_MANY_REQUESTS',
};

/**
 * Answers that must not differ from another: an unconfirmed account's right password answers
 * like a wrong one, or signing up and then signing in with the same password would tell
 * whether the address already had an account (better-auth e-mails a new confirmation).
 */
const ANSWERED_AS: Record<string, { status: number; code: string; message: string }> = {
  EMAIL_NOT_VERIFIED: {
    status: 401,
    code: 'INVALID_EMAIL_OR_PASSWORD',
    message: 'Invalid email or password',
  },
};

/** better-auth's messages that users read, in plain words (its codes are kept). */
const WORDED_AS: Record<string, string> = EMAIL_CODE_ERRORS;

/**
 * Rewrites a better-auth error answer ({ code, message } or plain text) into the API's one
 * error shape { error: { code, message, fields? } }, keeping status and headers.
 */
async function withErrorBody(response: Response): Promise<Response> {
  if (response.status < 400) return response;
  const text = await response.text();
  let parsed: { code?: unknown; message?: unknown; fields?: unknown } = {};
  try {
    parsed = JSON.parse(text) as typeof parsed;
  } catch {
    // plain-text answer (e.g. "Not Found" for a disabled path)
  }
  const alias = typeof parsed.code === 'string' ? ANSWERED_AS[parsed.code] : undefined;
  if (alias) parsed = { code: alias.code, message: alias.message };
  const status = alias?.status ?? response.status;
  const code =
    typeof parsed.code === 'string' && parsed.code
      ? parsed.code
      : (CODE_BY_STATUS[status] ?? (status >= 500 ? 'INTERNAL' : 'BAD_REQUEST'));
  const worded = typeof parsed.code === 'string' ? WORDED_AS[parsed.code] : undefined;
  const message =
    worded ??
    (typeof parsed.message === 'string' && parsed.message ? parsed.message : text || 'Request failed');
  const fields =
    parsed.fields && typeof parsed.fields === 'object'
      ? (parsed.fields as Record<string, string[]>)
      : undefined;
  const headers = new Headers(response.headers);
  headers.set('content-type', 'application/json');
  headers.delete('content-length');
  const retryAfter = headers.get('x-retry-after');
  if (retryAfter && !headers.has('retry-after')) headers.set('retry-after', retryAfter);
  return new Response(JSON.stringify(errorBody(code as ErrorCode, message, fields)), { status, headers });
}

const NUL_MESSAGE = 'Contains a character that is not allowed';

/** The path of the first string (or key) in `value` holding a NUL character, if any. */
function nulPath(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path || '_' : undefined;
  if (!value || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = path ? `${path}.${key}` : key;
    const found = nulPath(key, path) ?? nulPath(item, itemPath);
    if (found) return found;
  }
  return undefined;
}

/**
 * The query or JSON body field carrying a NUL character, if any. PostgreSQL text cannot
 * hold one, and better-auth answers the database's refusal with a 500 of its own (our
 * error middleware never sees it), so such input is refused before it gets there.
 */
async function nulField(request: Request): Promise<string | undefined> {
  const query = nulPath(Object.fromEntries(new URL(request.url).searchParams), '');
  if (query) return query;
  if (!request.headers.get('content-type')?.includes('json')) return undefined;
  const text = await request.clone().text();
  if (!text.includes('\\u0000')) return undefined;
  try {
    return nulPath(JSON.parse(text), '');
  } catch {
    return undefined; // better-auth answers unparsable JSON with its own 400
  }
}

// Mounted at /api/auth: better-auth's endpoints (sign-up/in/out, reset, e-mail code,
// Google), given the client IP for its rate limiter.
export function authRoutes() {
  return new Hono<AppEnv>().on(['GET', 'POST'], '/*', async (c) => {
    const { auth, env } = c.get('deps');
    const field = await nulField(c.req.raw);
    if (field) {
      return c.json(errorBody('VALIDATION_FAILED', NUL_MESSAGE, { [field]: [NUL_MESSAGE] }), 400);
    }
    const request = withClientIp(c.req.raw, clientIp(c, env.TRUSTED_PROXY));
    return withErrorBody(await auth.handler(request));
  });
}

function appendCookies(c: Context<AppEnv>, cookies: string[]): void {
  for (const cookie of cookies) c.header('set-cookie', cookie, { append: true });
}

// Mounted at /api/account: the signed-in user's own account.
export function accountRoutes() {
  return (
    new Hono<AppEnv>()
      .use('*', requireUser)
      // POST /api/account/change-password – check the current password, set the new one, end other sessions
      .post(
        '/change-password',
        describe({
          summary: 'Change the password (checks the current one) and end other sessions',
          tags: ['account'],
          responses: { 200: json(passwordChangedSchema) },
        }),
        validate('json', changePasswordInput),
        async (c) => {
          const deps = c.get('deps');
          const cookies = await changePassword(deps, signedInUser(c), c.req.valid('json'), {
            headers: c.req.raw.headers,
            clientIp: clientIp(c, deps.env.TRUSTED_PROXY),
          });
          appendCookies(c, cookies);
          return c.json({ success: true });
        },
      )
      // DELETE /api/account – delete the signed-in account (profile soft-deleted, sign-in removed)
      .delete(
        '/',
        describe({
          summary: 'Delete the signed-in account (profile soft-deleted, sign-in removed)',
          tags: ['account'],
          responses: { 200: json(accountDeletedSchema) },
        }),
        async (c) => {
          const request = { headers: c.req.raw.headers };
          appendCookies(c, await deleteAccount(c.get('deps'), signedInUser(c), request));
          // A deleted brand's name and logo leave its feed cards.
          await announceFeedChange(c.get('deps'));
          return c.json({ success: true });
        },
      )
  );
}
