import { createHmac, randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { isbot } from 'isbot';
import type { Env } from '../../config/env';
import type { AppEnv } from '../../context';
import { resolveAuthSecret } from '../auth/auth-secret';
import { clientIp } from '../auth/client-ip';

// Who a tracked event comes from (decision 0053). A visitor is a keyed
// hash (HMAC with a key derived from the server secret) of an anonymous first-party cookie the
// public page sets, or, for a client without that cookie, of its IP address and user agent.
// Only the hash is stored, never the cookie, the address or the user agent; without the secret
// a hash cannot be tied back to an address (IPv4 is small enough to try every one against a
// plain hash, not against a keyed one).

/** The anonymous visitor cookie: 16 random bytes, set by the public page's data request. */
export const VISITOR_COOKIE = 'partnerly_visitor';
const VISITOR_ID = /^[A-Za-z0-9_-]{22}$/;
const VISITOR_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export interface TrackingClient {
  /** The visitor's keyed hash, stored with each event. */
  visitor: string;
  /** The rate-limit key of the client (its address; the visitor when the address is unknown). */
  limitKey: string;
  /** False for crawlers, link previewers, clients without a user agent and prefetches. */
  isCountable: boolean;
  /** The signed-in user, whose own codes and page are never counted. */
  viewerId: string | null;
}

// One key per secret, derived once: resolveAuthSecret may read a file.
const keys = new WeakMap<Env, Buffer>();

function trackingKey(env: Env): Buffer {
  let key = keys.get(env);
  if (!key) {
    key = createHmac('sha256', resolveAuthSecret(env)).update('partnerly-affiliate-visitor').digest();
    keys.set(env, key);
  }
  return key;
}

function keyedHash(env: Env, value: string): string {
  return createHmac('sha256', trackingKey(env)).update(value).digest('hex');
}

function visitorIdOf(c: Context<AppEnv>): string | undefined {
  const value = getCookie(c, VISITOR_COOKIE);
  return value && VISITOR_ID.test(value) ? value : undefined;
}

/**
 * Gives a visitor of the public page its anonymous cookie when it has none (first-party,
 * HttpOnly, SameSite=Lax, a year). Its later events then count as one visitor even when its
 * address changes (a phone moving between networks).
 */
export function ensureVisitorCookie(c: Context<AppEnv>): void {
  if (visitorIdOf(c)) return;
  const { publicUrl } = c.get('deps');
  setCookie(c, VISITOR_COOKIE, randomBytes(16).toString('base64url'), {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: publicUrl.startsWith('https:'),
    maxAge: VISITOR_COOKIE_MAX_AGE_SECONDS,
  });
}

/** Crawlers and link previewers (isbot's maintained list), and clients that send no user agent. */
function isBotUserAgent(userAgent: string | undefined): boolean {
  return !userAgent?.trim() || isbot(userAgent);
}

/** A speculative load (link prefetch or prerender) is not a visit. */
function isPrefetch(c: Context<AppEnv>): boolean {
  const purpose = `${c.req.header('sec-purpose') ?? ''} ${c.req.header('purpose') ?? ''}`.toLowerCase();
  return purpose.includes('prefetch') || purpose.includes('prerender');
}

export function trackingClientOf(c: Context<AppEnv>): TrackingClient {
  const { env } = c.get('deps');
  const userAgent = c.req.header('user-agent');
  const ip = clientIp(c, env.TRUSTED_PROXY);
  const visitorId = visitorIdOf(c);
  const visitor = keyedHash(
    env,
    visitorId ? `cookie:${visitorId}` : `client:${ip ?? '-'}\n${userAgent ?? ''}`,
  );
  return {
    visitor,
    limitKey: `affiliate-tracking:${ip ? keyedHash(env, `ip:${ip}`) : visitor}`,
    isCountable: !isBotUserAgent(userAgent) && !isPrefetch(c),
    viewerId: c.get('user')?.id ?? null,
  };
}
