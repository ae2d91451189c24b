import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import type { Database, Db } from '../db/client';
import * as schema from '../db/schema';

/**
 * A second handle on the test database's connection whose logger counts the statements sent
 * through it, on the embedded database and on PostgreSQL alike: give `db` to the code under
 * test, read `count()` after.
 */
export function countingDb(database: Database): { db: Db; count: () => number } {
  let statements = 0;
  const logger = { logQuery: () => void statements++ };
  const db = (database.pglite
    ? drizzlePglite(database.pglite, { schema, logger })
    : drizzlePostgres(database.sql!, { schema, logger })) as unknown as Db;
  return { db, count: () => statements };
}
