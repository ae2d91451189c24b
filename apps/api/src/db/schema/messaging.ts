import {
  CHAT_REQUEST_STATUSES,
  CONVERSATION_KINDS,
  MESSAGE_BODY_MAX,
  MESSAGE_SIDES,
} from '@partnerly/contracts';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { campaignApplications } from './applications';
import { authUsers } from './auth';
import { uploads } from './uploads';
import { workspaces } from './workspaces';

// Messaging (issue 22, decision 0072). A conversation has up to three sides: the
// brand workspace (its members reach it per their role), the creator, and the creator's agent.

export const conversationKindEnum = pgEnum('conversation_kind', CONVERSATION_KINDS);
export const messageSideEnum = pgEnum('message_side', MESSAGE_SIDES);
export const chatRequestStatusEnum = pgEnum('chat_request_status', CHAT_REQUEST_STATUSES);

const at = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });
const createdAt = () =>
  at('created_at')
    .notNull()
    .default(sql`now()`);

/**
 * A thread. kind application: one per campaign application (made on first open), between the
 * campaign's workspace, the creator and the agent who applied for them. kind direct: opened by an
 * accepted chat request, between a workspace or an agent and the creator; one per pair.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: conversationKindEnum('kind').notNull(),
    applicationId: uuid('application_id')
      .unique('conversations_application_key')
      .references(() => campaignApplications.id, { onDelete: 'cascade' }),
    /** The brand party; null on an agent's direct thread with a creator. */
    workspaceId: text('workspace_id').references(() => workspaces.id, { onDelete: 'cascade' }),
    /** The creator party. */
    creatorId: text('creator_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    /** The creator's agent when one applied or asked; they speak on the agent side. */
    agentId: text('agent_id').references(() => authUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** The newest message's time (the list's order); null until the first message. */
    lastMessageAt: at('last_message_at'),
  },
  (table) => [
    check(
      'conversations_kind_check',
      sql`(${table.kind} = 'application' and ${table.applicationId} is not null and ${table.workspaceId} is not null)
        or (${table.kind} = 'direct' and ${table.applicationId} is null)`,
    ),
    uniqueIndex('conversations_direct_workspace_key')
      .on(table.workspaceId, table.creatorId)
      .where(sql`${table.kind} = 'direct' and ${table.workspaceId} is not null`),
    uniqueIndex('conversations_direct_agent_key')
      .on(table.agentId, table.creatorId)
      .where(sql`${table.kind} = 'direct' and ${table.workspaceId} is null`),
    index('conversations_workspace_idx').on(table.workspaceId, table.lastMessageAt.desc()),
    index('conversations_creator_idx').on(table.creatorId, table.lastMessageAt.desc()),
    index('conversations_agent_idx').on(table.agentId, table.lastMessageAt.desc()),
  ],
);

/**
 * A message: plain text up to 5,000 characters (stored as typed, shown as text). client_key is
 * the sender's idempotency key: a retry finds the stored row instead of adding one.
 * delivered_at / read_at: the first time someone on another side received / read it.
 */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /**
     * The sender. Account deletion anonymises auth_users and never deletes the row, so the id
     * stays and points at 'Deleted user'; set null only if an auth_users row is ever removed.
     */
    senderId: text('sender_id').references(() => authUsers.id, { onDelete: 'set null' }),
    senderSide: messageSideEnum('sender_side').notNull(),
    body: text('body').notNull(),
    clientKey: text('client_key'),
    createdAt: createdAt(),
    deliveredAt: at('delivered_at'),
    readAt: at('read_at'),
  },
  (table) => [
    uniqueIndex('messages_sender_client_key').on(table.senderId, table.clientKey),
    index('messages_conversation_idx').on(table.conversationId, table.createdAt.desc(), table.id.desc()),
    // The unread-message e-mail sweep reads the messages of the last day (messaging-safety).
    index('messages_created_idx').on(table.createdAt),
    check(
      'messages_body_length_check',
      sql`char_length(${table.body}) <= ${sql.raw(String(MESSAGE_BODY_MAX))}`,
    ),
  ],
);

/** Files attached to a message: the sender's own uploads (purpose message-attachment). */
export const messageAttachments = pgTable(
  'message_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    uploadId: uuid('upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('message_attachments_message_upload_key').on(table.messageId, table.uploadId),
    index('message_attachments_upload_idx').on(table.uploadId),
  ],
);

/** How far each person has read a thread: their unread count is what came from other sides since. */
export const conversationReads = pgTable(
  'conversation_reads',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    lastReadAt: at('last_read_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.conversationId, table.userId] }),
    index('conversation_reads_user_idx').on(table.userId),
  ],
);

/**
 * A brand's (workspace_id set; from_user_id is the member who sent it) or an agent's request to
 * talk to a creator outside an application; accepting opens (or reopens) their direct thread.
 * At most one pending request per pair.
 */
export const chatRequests = pgTable(
  'chat_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fromUserId: text('from_user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    workspaceId: text('workspace_id').references(() => workspaces.id, { onDelete: 'cascade' }),
    toCreatorId: text('to_creator_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    status: chatRequestStatusEnum('status').notNull().default('pending'),
    createdAt: createdAt(),
    respondedAt: at('responded_at'),
    conversationId: uuid('conversation_id').references(() => conversations.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('chat_requests_pending_workspace_key')
      .on(table.workspaceId, table.toCreatorId)
      .where(sql`${table.status} = 'pending' and ${table.workspaceId} is not null`),
    uniqueIndex('chat_requests_pending_user_key')
      .on(table.fromUserId, table.toCreatorId)
      .where(sql`${table.status} = 'pending' and ${table.workspaceId} is null`),
    index('chat_requests_creator_idx').on(table.toCreatorId, table.createdAt.desc()),
    index('chat_requests_from_idx').on(table.fromUserId, table.createdAt.desc()),
  ],
);

/**
 * One party blocks another: a party is a person (user column) or a brand workspace (workspace
 * column), exactly one of the two on each end. A block stops messages and chat requests between
 * the two parties in every thread; created_by is the person who pressed it.
 */
export const conversationBlocks = pgTable(
  'conversation_blocks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    blockerUserId: text('blocker_user_id').references(() => authUsers.id, { onDelete: 'cascade' }),
    blockerWorkspaceId: text('blocker_workspace_id').references(() => workspaces.id, { onDelete: 'cascade' }),
    blockedUserId: text('blocked_user_id').references(() => authUsers.id, { onDelete: 'cascade' }),
    blockedWorkspaceId: text('blocked_workspace_id').references(() => workspaces.id, { onDelete: 'cascade' }),
    createdBy: text('created_by').references(() => authUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    check(
      'conversation_blocks_blocker_check',
      sql`num_nonnulls(${table.blockerUserId}, ${table.blockerWorkspaceId}) = 1`,
    ),
    check(
      'conversation_blocks_blocked_check',
      sql`num_nonnulls(${table.blockedUserId}, ${table.blockedWorkspaceId}) = 1`,
    ),
    unique('conversation_blocks_pair_key')
      .on(table.blockerUserId, table.blockerWorkspaceId, table.blockedUserId, table.blockedWorkspaceId)
      .nullsNotDistinct(),
    index('conversation_blocks_blocked_user_idx').on(table.blockedUserId),
    index('conversation_blocks_blocked_workspace_idx').on(table.blockedWorkspaceId),
  ],
);

/**
 * The unread-message e-mail: one row per thread and person, sent_at the last one sent; claiming
 * the row (sent_at older than an hour) keeps it to one per thread per hour.
 */
export const messageEmailNotices = pgTable(
  'message_email_notices',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    sentAt: at('sent_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.conversationId, table.userId] })],
);
