import { sql } from 'drizzle-orm';
import { healthSchema, notReadySchema, readySchema } from '@partnerly/contracts';
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { logger } from '../../logging/logger';
import { describe, json } from '../../openapi/describe';

/** How long readiness waits for `select 1` before it calls the database unreachable. */
const READY_DATABASE_TIMEOUT_MS = 2_000;

// GET /api/health – liveness: the process is up and answers (no database call, so a
// database outage does not get a healthy process restarted); names the database it runs on
export function healthRoutes() {
  return new Hono<AppEnv>().get(
    '/',
    describe({
      summary: 'Liveness: the process is up (no database call)',
      tags: ['health'],
      responses: { 200: json(healthSchema) },
    }),
    (c) => c.json({ status: 'ok', database: c.get('deps').database.kind }),
  );
}

// GET /api/ready – readiness: 200 while this process should get traffic; 503 once it drains
// (SIGTERM) or when the database does not answer a `select 1` in time
export function readinessRoutes() {
  return new Hono<AppEnv>().get(
    '/',
    describe({
      summary: 'Readiness: whether this process should get traffic',
      tags: ['health'],
      responses: {
        200: json(readySchema, 'Ready'),
        503: json(notReadySchema, 'Draining, or the database did not answer in time'),
      },
    }),
    async (c) => {
      const { database, draining } = c.get('deps');
      if (draining.aborted) return c.json({ status: 'draining' }, 503);
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          database.db.execute(sql`select 1`),
          new Promise((_, reject) => {
            timer = setTimeout(
              () => reject(new Error(`no answer within ${READY_DATABASE_TIMEOUT_MS} ms`)),
              READY_DATABASE_TIMEOUT_MS,
            );
          }),
        ]);
      } catch (error) {
        logger.warn({ err: error }, 'Not ready: the database did not answer select 1');
        return c.json({ status: 'unavailable', reason: 'database' }, 503);
      } finally {
        clearTimeout(timer);
      }
      return c.json({ status: 'ready', database: database.kind });
    },
  );
}
