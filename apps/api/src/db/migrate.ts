import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import type { Database } from './client';

// Resolved beside this module: src/db/migrations in development, dist/migrations in the
// bundle (the build copies the folder).
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export async function runMigrations(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
  } else {
    await migratePostgres(database.db as unknown as PostgresJsDatabase, { migrationsFolder });
  }
}

/**
 * Key of the PostgreSQL advisory lock held while a process migrates and seeds: any constant
 * shared by every Partnerly process (the bytes of "partnerl").
 */
const STARTUP_LOCK_KEY = 0x706172746e65726cn;

/**
 * Runs `work` (migrations, seeds, queue setup) while holding a session-level advisory lock on
 * a connection of its own, so processes starting together on one PostgreSQL database do it
 * one after the other (the later ones find nothing to do). A process that dies releases the
 * lock with its connection. The embedded database is single-process (DATA_DIR lock): no
 * lock needed. Not reentrant: do not nest calls.
 */
export async function withStartupLock<T>(database: Database, work: () => Promise<T>): Promise<T> {
  if (!database.sql) return work();
  const connection = await database.sql.reserve();
  try {
    await connection`select pg_advisory_lock(${STARTUP_LOCK_KEY.toString()}::bigint)`;
    try {
      return await work();
    } finally {
      await connection`select pg_advisory_unlock(${STARTUP_LOCK_KEY.toString()}::bigint)`;
    }
  } finally {
    connection.release();
  }
}
