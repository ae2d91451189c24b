import type { AppDeps } from '../../context';
import type { Db } from '../../db/client';
import type { campaigns } from '../../db/schema';

/** A transaction handed to a callback of db.transaction(). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** The database or a transaction. */
export type Executor = Db | Tx;

export type CampaignRow = typeof campaigns.$inferSelect;

/** What the campaign operations use from the app's dependencies. */
export type CampaignDeps = Pick<AppDeps, 'database' | 'events' | 'feedCache'>;
