import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import postgres from 'postgres';
import * as schema from './schema';

type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handed to a callback of db.transaction(). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** The database or a transaction: queries that may run inside a caller's transaction. */
export type Executor = Db | Tx;
type DatabaseKind = 'pglite' | 'postgres';

/** Runs raw SQL text with positional parameters (pg-boss and LISTEN/NOTIFY need it). */
type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

export interface Database {
  kind: DatabaseKind;
  db: Db;
  executeSql: ExecuteSql;
  /** Present on PostgreSQL: the raw postgres.js client (LISTEN/NOTIFY). */
  sql?: postgres.Sql;
  /** Present on the embedded database. */
  pglite?: PGlite;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  url?: string;
  /** Directory of the embedded database (ignored when url is set). */
  pgliteDir?: string;
  /** A dump made by PGlite.dumpDataDir(), loaded instead of an empty directory. */
  pgliteLoadDataDir?: Blob | File;
  maxConnections?: number;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.url) return openPostgres(options.url, options.maxConnections ?? 10);
  return openPglite(options.pgliteDir, options.pgliteLoadDataDir);
}

function openPostgres(url: string, max: number): Database {
  const sql = postgres(url, { max, onnotice: () => {} });
  const db = drizzlePostgres(sql, { schema }) as unknown as Db;
  return {
    kind: 'postgres',
    db,
    sql,
    executeSql: async (text, values = []) => {
      const rows = await sql.unsafe(text, values as postgres.ParameterOrJSON<never>[]);
      return { rows: [...rows] };
    },
    close: () => sql.end({ timeout: 5 }),
  };
}

async function openPglite(dir: string | undefined, loadDataDir?: Blob | File): Promise<Database> {
  if (dir) mkdirSync(path.dirname(path.resolve(dir)), { recursive: true });
  // pg_trgm backs the campaign feed's search index (migration 0005 creates the extension).
  const pglite = await PGlite.create({ dataDir: dir, loadDataDir, extensions: { pg_trgm } });
  const db = drizzlePglite(pglite, { schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    pglite,
    executeSql: async (text, values = []) => {
      const result = await pglite.query(text, values);
      return { rows: result.rows };
    },
    close: () => pglite.close(),
  };
}
