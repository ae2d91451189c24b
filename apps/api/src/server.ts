import './config/check-node-runtime';
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { closeDeps, createDeps, prepareDatabase, shouldSeedDemo } from './bootstrap';
import { closeServer } from './close-server';
import { EnvError, readEnv, type Env } from './config/env';
import { openDatabase, type Database } from './db/client';
import { DataDirLockedError, lockDataDir } from './db/lock';
import { withStartupLock } from './db/migrate';
import { logger } from './logging/logger';
import { registerPermitJobs } from './modules/advertiser-permits/permit-jobs';
import { registerMarketingJobs } from './modules/marketing/announcement-jobs';
import { registerPlatformAnalyticsJobs } from './modules/platform-analytics/platform-analytics-jobs';
import { registerSubmissionJobs } from './modules/submissions/submission-jobs';
import { registerMessagingSafetyJobs } from './modules/messaging/messaging-safety-jobs';
import { registerSubscriptionJobs } from './modules/subscriptions/renewals/renewal-jobs';

const KEEP_ALIVE_TIMEOUT_MS = 65_000;

function findWebDist(env: Env): string | undefined {
  const candidates = env.WEB_DIST_DIR
    ? [env.WEB_DIST_DIR]
    : [
        // bundled: apps/api/dist/server.js -> apps/web/dist
        fileURLToPath(new URL('../../web/dist', import.meta.url)),
        // development: apps/api/src/server.ts -> apps/web/dist
        fileURLToPath(new URL('../../web/dist', import.meta.url)),
      ];
  return candidates.map((dir) => path.resolve(dir)).find((dir) => existsSync(path.join(dir, 'index.html')));
}

async function main(): Promise<void> {
  const env = readEnv();
  const dataDir = path.resolve(env.DATA_DIR);
  const releaseLock = env.DATABASE_URL ? undefined : await lockDataDir(dataDir);
  const pgliteDir = path.join(dataDir, 'pglite');
  const isFirstEmbeddedStart = !env.DATABASE_URL && !existsSync(path.join(pgliteDir, 'PG_VERSION'));

  const database: Database = await openDatabase({ url: env.DATABASE_URL, pgliteDir });
  // Aborted on SIGTERM/SIGINT: readiness answers 503 and event streams end (see stop below).
  const draining = new AbortController();
  // Schema, seeds and job queues are set up under one lock: several processes may start
  // together on a PostgreSQL database, and pg-boss creating its queues races too.
  const deps = await withStartupLock(database, async () => {
    await prepareDatabase(database);
    const started = await createDeps(env, database, {
      webDistDir: findWebDist(env),
      draining: draining.signal,
    });
    await registerSubscriptionJobs(started);
    await registerSubmissionJobs(started);
    await registerMessagingSafetyJobs(started);
    await registerPermitJobs(started);
    await registerMarketingJobs(started);
    if (shouldSeedDemo(env, { isFirstEmbeddedStart })) {
      const { seedDemoAccounts } = await import('./modules/demo/demo');
      await seedDemoAccounts(started);
    } else if (env.NODE_ENV === 'production') {
      const { lockLeftoverDemoAccounts } = await import('./modules/demo/demo');
      await lockLeftoverDemoAccounts(started);
      if (isFirstEmbeddedStart && env.SEED_DEMO === 'auto') {
        logger.info(
          'No demo accounts on a NODE_ENV=production server (see DEMO_IN_PRODUCTION in the README).',
        );
      }
    }
    // After the demo seed: the start-up run records the seeded (back-dated) days too.
    await registerPlatformAnalyticsJobs(started);
    return started;
  });
  const app = createApp(deps);

  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    logger.info(
      { url: deps.publicUrl, port: info.port, database: database.kind, node: process.version },
      `Partnerly listening on ${deps.publicUrl} (port ${info.port}, database ${database.kind}, Node.js ${process.version})`,
    );
    if (!deps.webDistDir) logger.warn('No web build found: run `npm run build` to serve the app.');
  }) as Server;
  // Idle keep-alive connections stay open longer than clients and proxies keep theirs (load
  // balancers commonly 60 s): with Node's 5 s, a client reusing a connection just as the
  // server closes it gets ECONNRESET. Headers must arrive within a slightly longer time.
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;

  // Graceful stop (decision 0035): no new connections, readiness 503, event streams end, the
  // requests in flight get SHUTDOWN_TIMEOUT_SECONDS to finish, then job workers stop (their
  // running jobs finish), the database closes and the process exits 0. A repeated signal
  // (Ctrl+C reaches both npm and node) changes nothing.
  let isStopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (isStopping) return;
    isStopping = true;
    const started = Date.now();
    logger.info(
      { signal, timeoutSeconds: env.SHUTDOWN_TIMEOUT_SECONDS },
      `${signal}: stopping; requests in flight get up to ${env.SHUTDOWN_TIMEOUT_SECONDS} s`,
    );
    try {
      draining.abort();
      const { cutConnections } = await closeServer(server, env.SHUTDOWN_TIMEOUT_SECONDS * 1000);
      if (cutConnections > 0) {
        logger.warn({ cutConnections }, `Closed ${cutConnections} connection(s) still busy at the deadline`);
      }
      await closeDeps(deps);
      await database.close();
      await releaseLock?.();
    } catch (error) {
      logger.fatal({ err: error }, 'Partnerly could not stop cleanly');
      process.exit(1);
    }
    const durationMs = Date.now() - started;
    logger.info({ signal, durationMs }, `Partnerly stopped (${durationMs} ms)`);
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  if (error instanceof EnvError || error instanceof DataDirLockedError) {
    // A message written for the person starting the server; no stack.
    logger.fatal(error.message);
  } else {
    logger.fatal({ err: error }, 'Partnerly failed to start');
  }
  process.exit(1);
});
