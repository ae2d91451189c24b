import type { Db } from 'pg-boss';
import type postgres from 'postgres';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { Database } from '../../db/client';

export interface PgBossDb extends Db {
  /** SQL calls still running: stop() waits for them before the database may close. */
  pendingCount(): number;
}

type Rows = { rows: unknown[] };

/**
 * Runs pg-boss's SQL on our own connection (PGlite or the postgres.js pool) instead of a
 * second pool. Calls with parameters are single statements. Calls without are scripts
 * (schema setup, maintenance inside BEGIN…COMMIT): they run on one connection and are
 * rolled back on failure, so a failed script never leaves the session in an aborted
 * transaction, which on PGlite's only connection would break every later query.
 */
export function createPgBossDb(database: Database): PgBossDb {
  const run = database.pglite ? pgliteRunner(database.pglite) : postgresRunner(requireSql(database));
  let pending = 0;
  return {
    pendingCount: () => pending,
    async executeSql(text: string, values: unknown[] = []) {
      pending += 1;
      try {
        return await run(text, nullForUndefined(values));
      } finally {
        pending -= 1;
      }
    },
  };
}

/**
 * Runs `work` in one transaction on our connection. Its Db is for pg-boss's `db` option (and
 * our own SQL): every statement run through it commits or rolls back with the transaction.
 * On PGlite nothing else may query the database until `work` is done (one connection).
 */
export async function inPgBossTransaction<T>(database: Database, work: (db: Db) => Promise<T>): Promise<T> {
  if (database.pglite) return database.pglite.transaction((tx) => work(pgliteTransactionDb(tx)));
  return (await requireSql(database).begin((tx) => work(postgresTransactionDb(tx)))) as T;
}

function requireSql(database: Database): postgres.Sql {
  if (!database.sql) throw new Error('The job queue needs the PGlite or postgres.js client');
  return database.sql;
}

// pg turns undefined into NULL; postgres.js refuses it.
function nullForUndefined(values: unknown[]): unknown[] {
  return values.map((value) => (value === undefined ? null : value));
}

// Several statements give one result per statement. Like pg-boss on its own pool (pg), hand
// back the rows of all of them: a RETURNING before a script's COMMIT is kept.
function allRows(results: { rows: unknown[] }[]): Rows {
  return { rows: results.flatMap((result) => result.rows) };
}

function pgliteRunner(pglite: PGlite) {
  return async (text: string, values: unknown[]): Promise<Rows> => {
    if (values.length > 0) return { rows: (await pglite.query(text, values)).rows };
    // transaction() rolls back on error; the script's own BEGIN/COMMIT only raise warnings.
    return allRows(await pglite.transaction((tx) => tx.exec(text)));
  };
}

function pgliteTransactionDb(tx: Transaction): Db {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      if (values.length > 0) return { rows: (await tx.query(text, nullForUndefined(values))).rows };
      return allRows(await tx.exec(text));
    },
  };
}

function postgresRunner(sql: postgres.Sql) {
  return async (text: string, values: unknown[]): Promise<Rows> => {
    if (values.length > 0) return { rows: [...(await sql.unsafe(text, toPostgresJsParameters(values)))] };
    // postgres.js refuses BEGIN on a pooled connection: reserve one for the script.
    const connection = await sql.reserve();
    try {
      return postgresScriptRows(await connection.unsafe(text));
    } catch (error) {
      await connection.unsafe('rollback').catch(() => undefined);
      throw error;
    } finally {
      connection.release();
    }
  };
}

function postgresTransactionDb(tx: postgres.TransactionSql): Db {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      if (values.length > 0) {
        return { rows: [...(await tx.unsafe(text, toPostgresJsParameters(nullForUndefined(values))))] };
      }
      return postgresScriptRows(await tx.unsafe(text));
    },
  };
}

// A script of several statements gives one result (an array of rows) per statement.
function postgresScriptRows(result: unknown): Rows {
  const results = result as unknown[];
  if (!Array.isArray(results[0])) return { rows: [...results] };
  return allRows((results as unknown[][]).map((rows) => ({ rows })));
}

function toPostgresJsParameters(values: unknown[]): postgres.ParameterOrJSON<never>[] {
  return values.map(toPostgresJsParameter) as postgres.ParameterOrJSON<never>[];
}

// pg-boss passes job data and options as plain objects, which pg sends as JSON text. Drizzle
// turns postgres.js's JSON serializer into a pass-through, so stringify them here.
function toPostgresJsParameter(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (value !== null && typeof value === 'object' && !Array.isArray(value) && !Buffer.isBuffer(value)) {
    return JSON.stringify(value);
  }
  return value;
}
