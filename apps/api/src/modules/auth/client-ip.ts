import { BlockList, isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** The header better-auth reads the client IP from; set by us only, never by the client. */
export const CLIENT_IP_HEADER = 'x-partnerly-client-ip';

// Headers a reverse proxy or tunnel adds when it passes a request on.
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** The last X-Forwarded-For entry: the address the (one, trusted) reverse proxy saw. */
function forwardedIp(c: Context): string | undefined {
  return c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim() || undefined;
}

/** The TCP peer; null for an in-process call (tests), which has no connection. */
function peerIp(c: Context): string | undefined | null {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return null;
  }
}

/**
 * The address of the client: the TCP peer, or behind a trusted reverse proxy the last
 * X-Forwarded-For entry (the address that proxy saw; earlier entries are client-supplied).
 * Undefined for in-process calls (tests), which have no connection.
 */
export function clientIp(c: Context, isBehindTrustedProxy: boolean): string | undefined {
  const forwarded = isBehindTrustedProxy ? forwardedIp(c) : undefined;
  return forwarded ?? peerIp(c) ?? undefined;
}

function isLoopback(address: string): boolean {
  const family = isIP(address);
  return family !== 0 && LOOPBACK.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/**
 * Whether the client is this computer: a loopback address (127.0.0.0/8, ::1, also IPv4-mapped).
 * Behind a trusted proxy that is the forwarded address. Without one, a request carrying
 * forwarding headers came through a proxy or tunnel on this computer from somewhere else, so
 * it is not local even though its TCP peer is. An in-process call (tests) counts as local.
 */
export function isLocalClient(c: Context, isBehindTrustedProxy: boolean): boolean {
  if (isBehindTrustedProxy) {
    const forwarded = forwardedIp(c);
    if (forwarded) return isLoopback(forwarded);
  } else if (FORWARDING_HEADERS.some((name) => c.req.header(name) !== undefined)) {
    return false;
  }
  const peer = peerIp(c);
  return peer === null || (peer !== undefined && isLoopback(peer));
}

/** A copy of the request whose CLIENT_IP_HEADER holds `ip` (or is absent). */
export function withClientIp(request: Request, ip: string | undefined): Request {
  const headers = new Headers(request.headers);
  headers.delete(CLIENT_IP_HEADER);
  if (ip) headers.set(CLIENT_IP_HEADER, ip);
  return new Request(request, { headers });
}
