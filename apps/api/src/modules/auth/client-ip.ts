import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** The header better-auth reads the client IP from; set by us only, never by the client. */
export const CLIENT_IP_HEADER = 'x-partnerly-client-ip';

/**
 * The address of the client: the TCP peer, or behind a trusted reverse proxy the last
 * X-Forwarded-For entry (the address that proxy saw; earlier entries are client-supplied).
 * Undefined for in-process calls (tests), which have no connection.
 */
export function clientIp(c: Context, isBehindTrustedProxy: boolean): string | undefined {
  if (isBehindTrustedProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/** A copy of the request whose CLIENT_IP_HEADER holds `ip` (or is absent). */
export function withClientIp(request: Request, ip: string | undefined): Request {
  const headers = new Headers(request.headers);
  headers.delete(CLIENT_IP_HEADER);
  if (ip) headers.set(CLIENT_IP_HEADER, ip);
  return new Request(request, { headers });
}
