import { WORKSPACE_ROLES } from '@partnerly/contracts';
import { sql } from 'drizzle-orm';
import {
  index,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { authUsers } from './auth';

export const workspaceRoleEnum = pgEnum('workspace_role', WORKSPACE_ROLES);

const at = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

// A brand account (decision 0041): it owns the subscription, the brand profiles, the campaigns
// and everything under them; people reach it through workspace_members. The id is text: a
// workspace made for an existing brand user (the migration, or its first brand request) takes
// that user's id, so the rows it already owned keep their key; it is never read as a user id.
export const workspaces = pgTable('workspaces', {
  id: text('id').primaryKey(),
  createdAt: at('created_at').notNull().defaultNow(),
});

// Who belongs to a workspace, with which role. One workspace per person.
export const workspaceMembers = pgTable(
  'workspace_members',
  {
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    role: workspaceRoleEnum('role').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.workspaceId, table.userId] }),
    uniqueIndex('workspace_members_user_idx').on(table.userId),
  ],
);

// An e-mailed invitation to join; the link carries a token whose SHA-256 is kept here.
export const workspaceInvitations = pgTable(
  'workspace_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    /** Lower-cased. */
    email: text('email').notNull(),
    role: workspaceRoleEnum('role').notNull(),
    /** For role member: the brand profiles they will work on. */
    brandProfileIds: jsonb('brand_profile_ids').$type<string[]>().notNull().default([]),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: text('invited_by').references(() => authUsers.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    /** Resending moves it 7 days on from the new e-mail. */
    expiresAt: at('expires_at').notNull(),
    acceptedAt: at('accepted_at'),
    acceptedBy: text('accepted_by').references(() => authUsers.id, { onDelete: 'set null' }),
    revokedAt: at('revoked_at'),
  },
  (table) => [
    // One open invitation per address and workspace.
    uniqueIndex('workspace_invitations_open_idx')
      .on(table.workspaceId, table.email)
      .where(sql`${table.acceptedAt} is null and ${table.revokedAt} is null`),
  ],
);

// Who did what in a workspace (created, approved, paid, changed billing, members), for owners.
export const workspaceActivity = pgTable(
  'workspace_activity',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    /** Kept when the person's account goes; their name stays in actor_name. */
    actorId: text('actor_id').references(() => authUsers.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    /** What it was done to, in words (a campaign title, an e-mail address, a plan). */
    subject: text('subject').notNull().default(''),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [index('workspace_activity_workspace_idx').on(table.workspaceId, table.createdAt.desc())],
);
