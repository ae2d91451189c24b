import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_CATEGORIES } from '@partnerly/contracts';
import { readEnv } from '../config/env';
import {
  killAllServers,
  makeTempDir,
  removeDir,
  spawnServer,
  waitForHealth,
  type ServerProcess,
} from '../test/process';
import { withDatabase } from '../test/global-setup';
import { migrationsFolder } from './migrate';

// Several API processes may start together on one PostgreSQL database (a deploy of N
// replicas): the migrations and seeds run under an advisory lock, so none of them fails.
describe('two API processes starting at once on an empty PostgreSQL database', () => {
  const serverUrl = readEnv().TEST_DATABASE_URL!;
  const name = `partnerly_test_${randomBytes(6).toString('hex')}`;
  const url = withDatabase(serverUrl, name);
  const admin = postgres(withDatabase(serverUrl, 'postgres'), { max: 1, onnotice: () => {} });
  const dataDirs: string[] = [];

  beforeAll(async () => {
    await admin.unsafe(`create database ${name}`);
  });

  afterAll(async () => {
    await killAllServers();
    await Promise.all(dataDirs.map(removeDir));
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('both become healthy, the migrations are applied once and the seeds are not doubled', async () => {
    const spawnOne = async () => {
      const dataDir = await makeTempDir();
      dataDirs.push(dataDir);
      return spawnServer({ dataDir, env: { DATABASE_URL: url } });
    };
    // Spawned together, before either is waited for: both reach the migrations at once.
    const servers: ServerProcess[] = await Promise.all([spawnOne(), spawnOne()]);
    await Promise.all(servers.map((server) => waitForHealth(server)));

    for (const server of servers) {
      const health = await fetch(`${server.baseUrl}/api/health`);
      expect(await health.json()).toMatchObject({ database: 'postgres' });
      expect(server.output()).not.toMatch(/failed to start/i);
    }

    const database = postgres(url, { max: 1, onnotice: () => {} });
    try {
      const migrationFiles = (await readdir(migrationsFolder)).filter((file) => file.endsWith('.sql'));
      const [applied] = await database.unsafe(
        'select count(*)::int as count from drizzle.__drizzle_migrations',
      );
      expect(applied?.count).toBe(migrationFiles.length);
      const [categories] = await database.unsafe('select count(*)::int as count from content_categories');
      expect(categories?.count).toBe(CONTENT_CATEGORIES.length);
    } finally {
      await database.end();
    }
  }, 180_000);
});
