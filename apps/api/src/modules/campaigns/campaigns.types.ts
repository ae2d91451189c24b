import type { AppDeps } from '../../context';
import type { campaigns } from '../../db/schema';

export type CampaignRow = typeof campaigns.$inferSelect;

/** What the campaign operations use from the app's dependencies. */
export type CampaignDeps = Pick<AppDeps, 'database' | 'events' | 'feedCache'>;
