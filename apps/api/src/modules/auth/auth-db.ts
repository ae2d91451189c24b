import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from '../../db/client';

// better-auth runs sign-up (user, credential, session) in one adapter transaction. Its
// database hooks only get better-auth's own adapter, so the drizzle transaction is kept
// here and our hooks write the profile through it: one commit, never a user without one.

const activeTransaction = new AsyncLocalStorage<Db>();

/** The database handle for better-auth's adapter: records each transaction it opens. */
export function trackTransactions(db: Db): Db {
  return new Proxy(db, {
    get(target, property) {
      if (property === 'transaction') {
        const transaction: Db['transaction'] = (run, config) =>
          target.transaction((tx) => activeTransaction.run(tx, () => run(tx)), config);
        return transaction;
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** The transaction better-auth has open in this async context, else `db`. */
export function currentDb(db: Db): Db {
  return activeTransaction.getStore() ?? db;
}
