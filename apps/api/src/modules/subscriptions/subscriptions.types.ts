import type { Db } from '../../db/client';

/** A transaction handed to a callback of db.transaction(). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** The database or a transaction: queries that may run inside a caller's transaction. */
export type Executor = Db | Tx;
