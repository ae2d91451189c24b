import type PgBoss from 'pg-boss';
import type postgres from 'postgres';
import type { PGlite } from '@electric-sql/pglite';
import type { Database } from '../../db/client';

export interface PgBossDb extends PgBoss.Db {
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
        // pg turns undefined into NULL; postgres.js refuses it.
        return await run(
          text,
          values.map((value) => (value === undefined ? null : value)),
        );
      } finally {
        pending -= 1;
      }
    },
  };
}

function requireSql(database: Database): postgres.Sql {
  if (!database.sql) throw new Error('The job queue needs the PGlite or postgres.js client');
  return database.sql;
}

function pgliteRunner(pglite: PGlite) {
  return async (text: string, values: unknown[]): Promise<Rows> => {
    if (values.length > 0) return { rows: (await pglite.query(text, values)).rows };
    // transaction() rolls back on error; the script's own BEGIN/COMMIT only raise warnings.
    const results = await pglite.transaction((tx) => tx.exec(text));
    return { rows: results.at(-1)?.rows ?? [] };
  };
}

function postgresRunner(sql: postgres.Sql) {
  return async (text: string, values: unknown[]): Promise<Rows> => {
    if (values.length > 0) {
      const parameters = values.map(toPostgresJsParameter) as postgres.ParameterOrJSON<never>[];
      return { rows: [...(await sql.unsafe(text, parameters))] };
    }
    // postgres.js refuses BEGIN on a pooled connection: reserve one for the script.
    const connection = await sql.reserve();
    try {
      const result = (await connection.unsafe(text)) as unknown as unknown[];
      // Several statements give one result per statement; pg-boss reads the last.
      const last = Array.isArray(result[0]) ? (result.at(-1) as unknown[]) : result;
      return { rows: [...last] };
    } catch (error) {
      await connection.unsafe('rollback').catch(() => undefined);
      throw error;
    } finally {
      connection.release();
    }
  };
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
