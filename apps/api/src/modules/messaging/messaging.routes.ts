import {
  applicationIdParam,
  conversationAttachmentParam,
  conversationDetailSchema,
  conversationIdParam,
  conversationListSchema,
  conversationsQuery,
  markDeliveredResultSchema,
  markReadResultSchema,
  messagePageSchema,
  messageSchema,
  messagesQuery,
  sendMessageInput,
  unreadCountSchema,
} from '@partnerly/contracts';
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { requireRole } from '../../middleware/guards';
import { validate } from '../../middleware/validate';
import { describe, json, type RouteSpec } from '../../openapi/describe';
import { serveUpload } from '../uploads/serve-upload';
import { readAttachment } from './attachments';
import { callerOf, MESSAGING_USER_TYPES } from './caller';
import { findThreadFor } from './conversation-access';
import { detailOfThread } from './conversation-view';
import { countUnread, listConversations } from './list-conversations';
import { acknowledgeDelivery, listMessages } from './list-messages';
import { markRead } from './mark-read';
import { openApplicationConversation } from './open-application-conversation';
import { sendMessage } from './send-message';

const documented = (summary: string, responses: RouteSpec['responses'], description?: string) =>
  describe({ summary, tags: ['messaging'], responses, description });

const PARTICIPANTS =
  'For the thread’s participants: its creator, its agent (while representing the creator), and the brand workspace’s people who may work on the application (owners, managers, members assigned to the campaign’s brand profile; a direct thread: owners and managers). Anyone else gets 404.';

// Messaging (issue 22, decision 0072), mounted at /api/conversations: the caller's
// threads, their messages, sending (idempotent by the client's key), read and delivered marks,
// and attachments served to participants only.
export function conversationsRoutes() {
  const participant = requireRole(...MESSAGING_USER_TYPES);
  return (
    new Hono<AppEnv>()
      // GET /api/conversations – the caller's threads, latest activity first
      .get(
        '/',
        documented(
          "The caller's conversations, latest activity first, with the last message and the unread count",
          { 200: json(conversationListSchema) },
          'Application threads appear once they have a message. Older pages by `cursor` (the previous nextCursor).',
        ),
        participant,
        validate('query', conversationsQuery),
        async (c) =>
          c.json(await listConversations(c.get('deps').database.db, await callerOf(c), c.req.valid('query'))),
      )
      // GET /api/conversations/:id – one thread with its parties
      .get(
        '/:id',
        documented(
          'One conversation with its parties and whether the caller may write in it',
          {
            200: json(conversationDetailSchema),
          },
          PARTICIPANTS,
        ),
        participant,
        validate('param', conversationIdParam),
        async (c) => {
          const { db } = c.get('deps').database;
          const caller = await callerOf(c);
          return c.json(
            await detailOfThread(db, caller, await findThreadFor(db, caller, c.req.valid('param').id)),
          );
        },
      )
      // GET /api/conversations/:id/messages – newest page first
      .get(
        '/:id/messages',
        documented(
          'The messages of a conversation, newest first; older pages by `cursor`',
          { 200: json(messagePageSchema) },
          `${PARTICIPANTS} Loading them marks the other sides’ messages delivered.`,
        ),
        participant,
        validate('param', conversationIdParam),
        validate('query', messagesQuery),
        async (c) =>
          c.json(
            await listMessages(
              c.get('deps'),
              await callerOf(c),
              c.req.valid('param').id,
              c.req.valid('query'),
            ),
          ),
      )
      // POST /api/conversations/:id/messages – send (a retry with the same clientKey stores nothing new)
      .post(
        '/:id/messages',
        documented(
          'Send a message: text up to 5,000 characters and up to 5 of the sender’s own image or PDF uploads',
          { 201: json(messageSchema, 'Sent'), 200: json(messageSchema, 'Already sent with this clientKey') },
          `${PARTICIPANTS} The body is plain text. A retry with a clientKey already used by the sender answers the stored message with 200 (409 if it names another message).`,
        ),
        participant,
        validate('param', conversationIdParam),
        validate('json', sendMessageInput),
        async (c) => {
          const { message, isNew } = await sendMessage(
            c.get('deps'),
            await callerOf(c),
            c.req.valid('param').id,
            c.req.valid('json'),
          );
          return c.json(message, isNew ? 201 : 200);
        },
      )
      // POST /api/conversations/:id/read – the caller read the thread up to now
      .post(
        '/:id/read',
        documented(
          'Mark the conversation read up to now: the other sides’ messages show read to their senders',
          { 200: json(markReadResultSchema) },
          PARTICIPANTS,
        ),
        participant,
        validate('param', conversationIdParam),
        async (c) => c.json(await markRead(c.get('deps'), await callerOf(c), c.req.valid('param').id)),
      )
      // POST /api/conversations/:id/delivered – the caller's client received the new messages live
      .post(
        '/:id/delivered',
        documented(
          'Acknowledge that the caller’s client received the conversation’s new messages over its event stream',
          { 200: json(markDeliveredResultSchema) },
          PARTICIPANTS,
        ),
        participant,
        validate('param', conversationIdParam),
        async (c) =>
          c.json(await acknowledgeDelivery(c.get('deps'), await callerOf(c), c.req.valid('param').id)),
      )
      // GET /api/conversations/:id/attachments/:attachmentId – a message's file
      .get(
        '/:id/attachments/:attachmentId',
        documented(
          'A file attached to a message of the conversation',
          {
            200: { description: 'The file', media: 'application/octet-stream' },
            206: { description: 'A byte range', media: 'application/octet-stream' },
          },
          PARTICIPANTS,
        ),
        participant,
        validate('param', conversationAttachmentParam),
        async (c) => {
          const { id, attachmentId } = c.req.valid('param');
          return serveUpload(c, await readAttachment(c.get('deps'), await callerOf(c), id, attachmentId));
        },
      )
  );
}

// Mounted at /api/messages: the navigation badge.
export function messagesRoutes() {
  return new Hono<AppEnv>().get(
    '/unread-count',
    documented('Unread messages over all the caller’s conversations', { 200: json(unreadCountSchema) }),
    requireRole(...MESSAGING_USER_TYPES),
    async (c) => c.json(await countUnread(c.get('deps').database.db, await callerOf(c))),
  );
}

// Mounted at /api/applications: every application's thread, opened from either side.
export function applicationConversationRoutes() {
  return new Hono<AppEnv>().get(
    '/:id/conversation',
    documented(
      "The application's conversation (made on first open) between the brand workspace, the creator and the agent who applied for them",
      { 200: json(conversationDetailSchema) },
      'For the creator, the agent who applied for them (while representing them), and the brand workspace’s people who may work on the application; anyone else gets 404.',
    ),
    requireRole(...MESSAGING_USER_TYPES),
    validate('param', applicationIdParam),
    async (c) =>
      c.json(await openApplicationConversation(c.get('deps'), await callerOf(c), c.req.valid('param').id)),
  );
}
