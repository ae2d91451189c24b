import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import postgres from 'postgres';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/client';

export interface TestDatabase {
  database: Database;
  /** Set on PostgreSQL runs: the URL of this file's own database. */
  url?: string;
  drop(): Promise<void>;
}

/** A fresh copy of the migrated template: PGlite by default, PostgreSQL with TEST_DATABASE_URL. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const templateUrl = inject('postgresTemplateUrl');
  if (templateUrl) return clonePostgres(templateUrl);
  const dump = await readFile(inject('pgliteDumpFile'));
  const database = await openDatabase({ pgliteLoadDataDir: new Blob([dump]) });
  return { database, drop: () => database.close() };
}

async function clonePostgres(templateUrl: string): Promise<TestDatabase> {
  const template = new URL(templateUrl);
  const templateName = template.pathname.slice(1);
  const name = `partnerly_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(templateUrl.replace(`/${templateName}`, '/postgres'), {
    max: 1,
    onnotice: () => {},
  });
  await admin.unsafe(`create database ${name} template ${templateName}`);
  const url = templateUrl.replace(`/${templateName}`, `/${name}`);
  const database = await openDatabase({ url });
  return {
    database,
    url,
    drop: async () => {
      await database.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
