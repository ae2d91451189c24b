import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../demo/demo';
import {
  killAllServers,
  killServer,
  makeTempDir,
  removeDir,
  startServer,
  type ServerProcess,
} from '../../test/process';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';

// A PostgreSQL start never creates the demo accounts by itself: only SEED_DEMO=true (or
// `npm run seed:demo`) does.

const CREATOR = 'creator@demo.partnerly.local';

describe('demo accounts on PostgreSQL', () => {
  let testDb: TestDatabase;
  const dirs: string[] = [];

  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(async () => {
    await killAllServers();
    await Promise.all(dirs.map(removeDir));
    await testDb.drop();
  });

  const start = async (env: Record<string, string | undefined>) => {
    const dataDir = await makeTempDir();
    dirs.push(dataDir);
    return startServer({ dataDir, env: { DATABASE_URL: testDb.url, ...env } });
  };
  const signInStatus = async (server: ServerProcess) => {
    const response = await fetch(`${server.baseUrl}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.origin },
      body: JSON.stringify({ email: CREATOR, password: DEMO_PASSWORD }),
    });
    return response.status;
  };

  it('are not created by a start with SEED_DEMO unset, only with SEED_DEMO=true', async () => {
    // A fresh data directory as well: nothing looks like a first embedded start.
    const plain = await start({ SEED_DEMO: undefined });
    expect(await signInStatus(plain)).toBe(401);
    await killServer(plain, 'SIGTERM');

    const seeding = await start({ SEED_DEMO: 'true' });
    expect(await signInStatus(seeding)).toBe(200);
    await killServer(seeding, 'SIGTERM');
  }, 240_000);
});
