import { REPRESENTATION_STATUSES } from '@partnerly/contracts';
import { sql } from 'drizzle-orm';
import { index, pgEnum, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { authUsers } from './auth';

export const representationStatusEnum = pgEnum('representation_status', REPRESENTATION_STATUSES);

// An agent's request to represent a creator (agent_request), and once accepted the
// representation itself: the agent may then apply and negotiate for the creator.
export const agentRepresentations = pgTable(
  'agent_representations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agentId: text('agent_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    creatorId: text('creator_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    status: representationStatusEnum('status').notNull().default('pending'),
    message: text('message'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 })
      .notNull()
      .default(sql`now()`),
    respondedAt: timestamp('responded_at', { withTimezone: true, precision: 3 }),
  },
  (table) => [
    unique('agent_representations_agent_creator_key').on(table.agentId, table.creatorId),
    index('agent_representations_creator_idx').on(table.creatorId),
  ],
);
