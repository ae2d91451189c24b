import { createHmac, randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import type { Context } from 'hono';
import { getSignedCookie, setSignedCookie } from 'hono/cookie';
import type { Env } from '../../config/env';
import type { AppEnv } from '../../context';
import { resolveAuthSecret } from '../auth/auth-secret';
import { clientIp } from '../auth/client-ip';

// Who redeems (issue 18 item 5; decision 0056). A device is a
// random id in a long-lived, signed, first-party cookie that the public page's GET sets; a
// client is the network address the request came from. Only keyed hashes of both are stored
// (HMAC with a key derived from the server secret), never the cookie or the address: without
// the secret a stored hash cannot be tied back to an address by trying them all.

/** The device cookie: 16 random bytes, signed; sent only to the redemption API. */
export const DEVICE_COOKIE = 'partnerly_device';
const DEVICE_COOKIE_PATH = '/api/redeem';
const DEVICE_ID = /^[A-Za-z0-9_-]{22}$/;
/** 400 days: the longest a browser keeps a cookie (RFC 6265bis caps Max-Age there). */
const DEVICE_COOKIE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

interface RedemptionKeys {
  /** Signs the device cookie (hex: hono's signing takes a string). */
  cookie: string;
  /** Keys the stored hashes of devices and addresses. */
  hash: Buffer;
}

// One pair per secret, derived once: resolveAuthSecret may read a file.
const keys = new WeakMap<Env, RedemptionKeys>();

function keysOf(env: Env): RedemptionKeys {
  let pair = keys.get(env);
  if (!pair) {
    const secret = resolveAuthSecret(env);
    const derive = (purpose: string) => createHmac('sha256', secret).update(purpose).digest();
    pair = {
      cookie: derive('partnerly-redemption-device-cookie').toString('hex'),
      hash: derive('partnerly-redemption-hash'),
    };
    keys.set(env, pair);
  }
  return pair;
}

function keyedHash(env: Env, value: string): string {
  return createHmac('sha256', keysOf(env).hash).update(value).digest('hex');
}

/**
 * The network an address stands for: an IPv4 address itself (also when IPv6-mapped), an IPv6
 * address its /64 (one household or phone gets a whole /64, so a person can hop between its
 * addresses at will).
 */
function networkOf(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (isIP(ip) !== 6) return ip;
  const [head = '', tail] = ip.split('%')[0]!.split('::');
  const groups = (part: string) => (part === '' ? [] : part.split(':'));
  const full =
    tail === undefined
      ? groups(head)
      : [
          ...groups(head),
          ...Array<string>(8 - groups(head).length - groups(tail).length).fill('0'),
          ...groups(tail),
        ];
  return `${full
    .slice(0, 4)
    .map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** The valid device id of the request's signed cookie; undefined when absent, forged or malformed. */
async function deviceIdOf(c: Context<AppEnv>): Promise<string | undefined> {
  const value = await getSignedCookie(c, keysOf(c.get('deps').env).cookie, DEVICE_COOKIE);
  return typeof value === 'string' && DEVICE_ID.test(value) ? value : undefined;
}

/**
 * The keyed hash of the caller's network (its IPv4 address, or its IPv6 /64): the identity of
 * per-network allowances of public endpoints (redemptions here, anonymous content reports).
 * Null when the address is unknown (in-process calls).
 */
export function networkKeyOf(c: Context<AppEnv>): string | null {
  const { env } = c.get('deps');
  const ip = clientIp(c, env.TRUSTED_PROXY);
  return ip ? keyedHash(env, `client:${networkOf(ip)}`) : null;
}

export interface RedemptionClient {
  /** The keyed hash of the device cookie; null without a valid one. */
  device: string | null;
  /** The keyed hash of the client's network; null when the address is unknown (in-process calls). */
  client: string | null;
  /** The rate-limit identity: the client's network, else the device. */
  limitKey: string;
}

/** Reads who is calling; with `ensureDevice`, a caller without a valid device cookie gets one. */
export async function redemptionClientOf(
  c: Context<AppEnv>,
  { ensureDevice = false }: { ensureDevice?: boolean } = {},
): Promise<RedemptionClient> {
  const { env, publicUrl } = c.get('deps');
  let deviceId = await deviceIdOf(c);
  if (!deviceId && ensureDevice) {
    deviceId = randomBytes(16).toString('base64url');
    await setSignedCookie(c, DEVICE_COOKIE, deviceId, keysOf(env).cookie, {
      path: DEVICE_COOKIE_PATH,
      httpOnly: true,
      sameSite: 'Lax',
      secure: publicUrl.startsWith('https:'),
      maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
    });
  }
  const device = deviceId ? keyedHash(env, `device:${deviceId}`) : null;
  const client = networkKeyOf(c);
  return { device, client, limitKey: client ?? device ?? 'unknown' };
}
