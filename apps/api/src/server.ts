import './config/check-node-runtime';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { closeDeps, createDeps, prepareDatabase, shouldSeedDemo } from './bootstrap';
import { EnvError, readEnv, type Env } from './config/env';
import { openDatabase, type Database } from './db/client';
import { DataDirLockedError, lockDataDir } from './db/lock';
import { withStartupLock } from './db/migrate';
import { registerSubscriptionJobs } from './modules/subscriptions/renewals/renewal-jobs';

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
  // Schema, seeds and job queues are set up under one lock: several processes may start
  // together on a PostgreSQL database, and pg-boss creating its queues races too.
  const deps = await withStartupLock(database, async () => {
    await prepareDatabase(database);
    const started = await createDeps(env, database, { webDistDir: findWebDist(env) });
    await registerSubscriptionJobs(started);
    if (shouldSeedDemo(env, { isFirstEmbeddedStart })) {
      const { seedDemoAccounts } = await import('./db/seed/demo');
      await seedDemoAccounts(started);
    } else if (env.NODE_ENV === 'production') {
      const { lockLeftoverDemoAccounts } = await import('./db/seed/demo');
      await lockLeftoverDemoAccounts(started);
      if (isFirstEmbeddedStart && env.SEED_DEMO === 'auto') {
        console.log(
          'No demo accounts on a NODE_ENV=production server (see DEMO_IN_PRODUCTION in the README).',
        );
      }
    }
    return started;
  });
  const app = createApp(deps);

  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    console.log(
      `Partnerly listening on ${deps.publicUrl} (port ${info.port}, database ${database.kind}, Node.js ${process.version})`,
    );
    if (!deps.webDistDir) console.log('No web build found: run `npm run build` to serve the app.');
  });

  let isStopping = false;
  const stop = async () => {
    if (isStopping) return;
    isStopping = true;
    server.close();
    await closeDeps(deps);
    await database.close();
    await releaseLock?.();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  if (error instanceof EnvError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('Partnerly failed to start:', error);
  }
  process.exit(1);
});
