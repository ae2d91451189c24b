import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { readEnv } from '../config/env';
import { openDatabase, type Database } from '../db/client';
import { runMigrations } from '../db/migrate';
import { seedReferenceData } from '../db/seed/reference';
import { createPgBossJobQueue } from '../integrations/jobs/pg-boss-job-queue';
import { seedSubscriptionPlans } from '../modules/subscriptions/plans/seed-plans';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDumpFile: string;
    postgresTemplateUrl: string;
  }
}

/** Migrates one database, then every test file starts from a copy of it. */
export default async function setup(project: TestProject) {
  const { TEST_DATABASE_URL } = readEnv();
  if (TEST_DATABASE_URL) return setupPostgresTemplate(project, TEST_DATABASE_URL);
  return setupPgliteTemplate(project);
}

async function setupPgliteTemplate(project: TestProject) {
  const dir = await mkdtemp(path.join(tmpdir(), 'partnerly-test-'));
  const database = await openDatabase({});
  await runMigrations(database);
  await seedReferenceData(database.db);
  await seedSubscriptionPlans(database.db);
  await installJobQueue(database);
  const dump = await database.pglite!.dumpDataDir('none');
  const file = path.join(dir, 'template.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteDumpFile', file);
  project.provide('postgresTemplateUrl', '');
  return async () => rm(dir, { recursive: true, force: true });
}

async function setupPostgresTemplate(project: TestProject, serverUrl: string) {
  const name = `partnerly_tpl_${randomBytes(4).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = withDatabase(serverUrl, name);
  const database = await openDatabase({ url, maxConnections: 1 });
  await runMigrations(database);
  await seedReferenceData(database.db);
  await seedSubscriptionPlans(database.db);
  await installJobQueue(database);
  await database.close();
  project.provide('pgliteDumpFile', '');
  project.provide('postgresTemplateUrl', url);
  return async () => {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
}

/**
 * pg-boss creates its schema on its first start, which takes a second or more on PGlite: done
 * once here, every test file's app starts on an installed job queue, as a restarted server does.
 */
async function installJobQueue(database: Database): Promise<void> {
  const jobs = createPgBossJobQueue(database, { pollIntervalSeconds: 2 });
  await jobs.start();
  await jobs.stop();
}

export function withDatabase(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
