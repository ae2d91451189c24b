import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { shouldSeedDemo } from '../../bootstrap';
import { openDatabase } from '../../db/client';
import { authUsers } from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed/demo';
import {
  killAllServers,
  killServer,
  makeTempDir,
  removeDir,
  startServer,
  type ServerProcess,
} from '../../test/process';

// Demo accounts: on the embedded default's first start only (or when asked for), never by a
// PostgreSQL start on its own (see demo-seed.pg.test.ts).

const CREATOR = 'creator@demo.partnerly.local';
const BRAND = 'brand@demo.partnerly.local';
const dirs: string[] = [];

afterAll(async () => {
  await killAllServers();
  await Promise.all(dirs.map(removeDir));
});

async function signInStatus(server: ServerProcess, email: string): Promise<number> {
  const response = await fetch(`${server.baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.origin },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  return response.status;
}

describe('shouldSeedDemo', () => {
  it('seeds with SEED_DEMO=auto on the first embedded start only, never on PostgreSQL by itself', () => {
    const embedded = { SEED_DEMO: 'auto', DATABASE_URL: undefined } as const;
    const postgres = { SEED_DEMO: 'auto', DATABASE_URL: 'postgres://db/partnerly' } as const;
    expect(shouldSeedDemo(embedded, { isFirstEmbeddedStart: true })).toBe(true);
    expect(shouldSeedDemo(embedded, { isFirstEmbeddedStart: false })).toBe(false);
    expect(shouldSeedDemo(postgres, { isFirstEmbeddedStart: false })).toBe(false);
    expect(shouldSeedDemo(postgres, { isFirstEmbeddedStart: true })).toBe(false);
  });

  it('follows SEED_DEMO=true and SEED_DEMO=false everywhere', () => {
    for (const DATABASE_URL of [undefined, 'postgres://db/partnerly']) {
      for (const isFirstEmbeddedStart of [true, false]) {
        expect(shouldSeedDemo({ SEED_DEMO: 'true', DATABASE_URL }, { isFirstEmbeddedStart })).toBe(true);
        expect(shouldSeedDemo({ SEED_DEMO: 'false', DATABASE_URL }, { isFirstEmbeddedStart })).toBe(false);
      }
    }
  });
});

describe('demo accounts on the embedded database (SEED_DEMO unset)', () => {
  it('are created on the first start and not again on later starts', async () => {
    const dataDir = await makeTempDir();
    dirs.push(dataDir);
    const env = { SEED_DEMO: undefined };

    const first = await startServer({ dataDir, env });
    expect(await signInStatus(first, CREATOR)).toBe(200);
    expect(await signInStatus(first, BRAND)).toBe(200);
    await killServer(first, 'SIGTERM');

    // Someone removes the demo creator while the server is stopped.
    const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
    await database.db.delete(authUsers).where(eq(authUsers.email, CREATOR));
    await database.close();

    const second = await startServer({ dataDir, env });
    expect(await signInStatus(second, CREATOR)).toBe(401);
    expect(await signInStatus(second, BRAND)).toBe(200);
    await killServer(second, 'SIGTERM');
  }, 240_000);
});
