import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { authUsers } from './auth';
import { workspaces } from './workspaces';

// Spec 02 'Favorite creators (brand network)': brand_id, creator_id. brand_id is the brand
// workspace (decision 0041), as on campaigns. A favourite joins the brand's approved network:
// it sees the workspace's private campaigns (campaigns/campaign-audience.ts).
export const favoriteCreators = pgTable(
  'favorite_creators',
  {
    brandId: text('brand_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    creatorId: text('creator_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    /** The person of the workspace who added them; kept as null when their account goes. */
    addedBy: text('added_by').references(() => authUsers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [
    primaryKey({ columns: [table.brandId, table.creatorId] }),
    // The campaign feed reads a viewer's networks by creator.
    index('favorite_creators_creator_idx').on(table.creatorId),
  ],
);
