import path from 'node:path';
import { closeDeps, createDeps, prepareDatabase } from '../../bootstrap';
import { EnvError, readEnv } from '../../config/env';
import { openDatabase } from '../../db/client';
import { DataDirLockedError, lockDataDir } from '../../db/lock';
import { withStartupLock } from '../../db/migrate';
import { DEMO_PASSWORD, DemoNotAllowedError, isDemoAllowed, seedDemoAccounts } from './demo';

// `npm run seed:demo`: adds the demo accounts to the database the server uses (DATABASE_URL,
// else the embedded one in DATA_DIR). Safe to run again. With NODE_ENV=production it refuses
// unless DEMO_IN_PRODUCTION=true.

async function main(): Promise<void> {
  const env = readEnv();
  // Before anything is opened or created: a refused run leaves no trace.
  if (!isDemoAllowed(env)) throw new DemoNotAllowedError();
  const dataDir = path.resolve(env.DATA_DIR);
  // The embedded database serves one process: take the server's lock, or explain.
  const releaseLock = env.DATABASE_URL ? undefined : await lockDataDir(dataDir);
  const database = await openDatabase({ url: env.DATABASE_URL, pgliteDir: path.join(dataDir, 'pglite') });
  try {
    const deps = await withStartupLock(database, async () => {
      await prepareDatabase(database);
      return createDeps(env, database);
    });
    try {
      const accounts = await withStartupLock(database, () => seedDemoAccounts(deps));
      console.log(`Demo accounts (password ${DEMO_PASSWORD}):`);
      for (const account of accounts) {
        console.log(
          `  ${account.userType.padEnd(12)} ${account.email}${account.isNew ? '' : ' (already there)'}`,
        );
      }
    } finally {
      await closeDeps(deps);
    }
  } finally {
    await database.close();
    await releaseLock?.();
  }
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError) {
    console.error(
      `${error.message}\nIs the Partnerly server running on this DATA_DIR? Stop it and run ` +
        '`npm run seed:demo` again, or start it once with SEED_DEMO=true.',
    );
  } else if (error instanceof EnvError || error instanceof DemoNotAllowedError) {
    console.error(error.message);
  } else {
    console.error('Seeding the demo accounts failed:', error);
  }
  process.exit(1);
});
