import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import { rootLogger, runWithLogger } from '../logging/logger';

/**
 * An X-Request-Id from the client or a proxy in front is kept (their logs and ours then share
 * the id) when it is a plain token; anything else (too long, spaces, quotes, control
 * characters that could forge log lines) is replaced by a new id.
 */
const ACCEPTED_REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

/** Health checks every few seconds and the web app's files: debug lines, unless they failed. */
function isRoutine(path: string, status: number): boolean {
  if (status >= 400) return false;
  if (path === '/api/health' || path === '/api/ready') return true;
  // A file of the web build (/assets/index-3f2a9c.js, /favicon.svg); pages (/campaigns/42) are not.
  return !path.startsWith('/api/') && /\.[A-Za-z0-9]+$/.test(path);
}

/**
 * First middleware of the app (decision 0035): gives the request an id (X-Request-Id, echoed in
 * the response), runs the rest of the request with a child logger carrying it (so a service
 * deep down, the error handler included, logs with the reqId), and writes one access line when
 * the answer is ready: method, path (never the query string, where links carry tokens),
 * status, duration, and the user id when signed in. For an event stream the line comes when
 * the stream opens.
 */
export function requestLog(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const incoming = c.req.header('x-request-id');
    const requestId = incoming !== undefined && ACCEPTED_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    c.set('requestId', requestId);
    const log = rootLogger().child({ reqId: requestId });
    await runWithLogger(log, next);
    c.header('X-Request-Id', requestId);

    const { method, path } = c.req;
    const { status } = c.res;
    const durationMs = Math.round((performance.now() - started) * 10) / 10;
    const userId = c.get('user')?.id;
    log[isRoutine(path, status) ? 'debug' : 'info'](
      { method, path, status, durationMs, ...(userId ? { userId } : {}) },
      `${method} ${path} ${status} ${durationMs} ms`,
    );
  };
}
