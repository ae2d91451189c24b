import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { shouldSeedDemo } from '../../bootstrap';
import { openDatabase } from '../../db/client';
import { authUsers } from '../../db/schema';
import { DEMO_PASSWORD } from '../demo/demo';
import {
  killAllServers,
  killServer,
  makeTempDir,
  removeDir,
  SERVER_ENTRY,
  spawnNode,
  spawnServer,
  startServer,
  waitForExit,
  type ServerProcess,
} from '../../test/process';

// Demo accounts: on the embedded default's first start only (or when asked for), never by a
// PostgreSQL start on its own (see demo-seed.pg.test.ts), and never with NODE_ENV=production
// unless DEMO_IN_PRODUCTION=true.

const CREATOR = 'creator@demo.partnerly.local';
const BRAND = 'brand@demo.partnerly.local';
const SUPER_ADMIN = 'superadmin@demo.partnerly.local';
const dirs: string[] = [];

async function newDataDir(): Promise<string> {
  const dataDir = await makeTempDir();
  dirs.push(dataDir);
  return dataDir;
}

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

const development = { NODE_ENV: 'development', DEMO_IN_PRODUCTION: false } as const;

describe('shouldSeedDemo', () => {
  it('seeds with SEED_DEMO=auto on the first embedded start only, never on PostgreSQL by itself', () => {
    const embedded = { ...development, SEED_DEMO: 'auto', DATABASE_URL: undefined } as const;
    const postgres = { ...development, SEED_DEMO: 'auto', DATABASE_URL: 'postgres://db/partnerly' } as const;
    expect(shouldSeedDemo(embedded, { isFirstEmbeddedStart: true })).toBe(true);
    expect(shouldSeedDemo(embedded, { isFirstEmbeddedStart: false })).toBe(false);
    expect(shouldSeedDemo(postgres, { isFirstEmbeddedStart: false })).toBe(false);
    expect(shouldSeedDemo(postgres, { isFirstEmbeddedStart: true })).toBe(false);
  });

  it('follows SEED_DEMO=true and SEED_DEMO=false everywhere', () => {
    for (const DATABASE_URL of [undefined, 'postgres://db/partnerly']) {
      for (const isFirstEmbeddedStart of [true, false]) {
        const env = { ...development, DATABASE_URL };
        expect(shouldSeedDemo({ ...env, SEED_DEMO: 'true' }, { isFirstEmbeddedStart })).toBe(true);
        expect(shouldSeedDemo({ ...env, SEED_DEMO: 'false' }, { isFirstEmbeddedStart })).toBe(false);
      }
    }
  });

  it('never seeds with NODE_ENV=production unless DEMO_IN_PRODUCTION=true', () => {
    for (const DATABASE_URL of [undefined, 'postgres://db/partnerly']) {
      for (const SEED_DEMO of ['auto', 'true', 'false'] as const) {
        for (const isFirstEmbeddedStart of [true, false]) {
          const start = { isFirstEmbeddedStart };
          const env = { NODE_ENV: 'production', SEED_DEMO, DATABASE_URL } as const;
          expect(shouldSeedDemo({ ...env, DEMO_IN_PRODUCTION: false }, start)).toBe(false);
          // With the switch, production follows SEED_DEMO like any other environment.
          expect(shouldSeedDemo({ ...env, DEMO_IN_PRODUCTION: true }, start)).toBe(
            shouldSeedDemo({ ...development, SEED_DEMO, DATABASE_URL }, start),
          );
        }
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

describe('demo accounts with NODE_ENV=production', () => {
  // Without ZIINA_API_KEY a production start needs the sandbox allowed explicitly.
  const production = { NODE_ENV: 'production', PAYMENTS_SANDBOX: 'true', SEED_DEMO: undefined };

  it('are not created on the first embedded start, and SEED_DEMO=true is refused, without DEMO_IN_PRODUCTION', async () => {
    const server = await startServer({ dataDir: await newDataDir(), env: production });
    expect(await signInStatus(server, SUPER_ADMIN)).toBe(401);
    expect(await signInStatus(server, CREATOR)).toBe(401);
    await killServer(server, 'SIGTERM');

    const refused = await spawnServer({
      dataDir: await newDataDir(),
      env: { ...production, SEED_DEMO: 'true' },
    });
    expect((await waitForExit(refused)).code).not.toBe(0);
    expect(refused.output()).toMatch(/SEED_DEMO: .*DEMO_IN_PRODUCTION=true/);
    expect(refused.output()).not.toContain('listening');
  }, 240_000);

  it('are created with DEMO_IN_PRODUCTION=true, with a warning naming them and the public password', async () => {
    const server = await startServer({
      dataDir: await newDataDir(),
      env: { ...production, DEMO_IN_PRODUCTION: 'true' },
    });
    expect(await signInStatus(server, SUPER_ADMIN)).toBe(200);
    const output = server.output();
    expect(output).toContain('WARNING');
    expect(output).toContain('DEMO_IN_PRODUCTION=true');
    expect(output).toContain(DEMO_PASSWORD);
    expect(output).toMatch(new RegExp(`super_admin +${SUPER_ADMIN}`));
    await killServer(server, 'SIGTERM');
  }, 240_000);

  it('`npm run seed:demo` refuses without DEMO_IN_PRODUCTION and creates nothing', async () => {
    const dataDir = await newDataDir();
    const cli = spawnNode(
      ['--import', 'tsx', path.join(path.dirname(SERVER_ENTRY), 'modules/demo/demo-cli.ts')],
      {
        env: {
          ...process.env,
          ...production,
          DATABASE_URL: undefined,
          TEST_DATABASE_URL: undefined,
          DEMO_IN_PRODUCTION: undefined,
          DATA_DIR: dataDir,
        },
      },
    );
    expect((await waitForExit(cli)).code).not.toBe(0);
    expect(cli.output()).toContain('DEMO_IN_PRODUCTION=true');
    expect(cli.output()).not.toContain(CREATOR);
    expect(existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))).toBe(false);
  }, 120_000);
});
