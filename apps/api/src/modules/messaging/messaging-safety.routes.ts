import {
  blockInput,
  blockResultSchema,
  chatRequestIdParam,
  chatRequestInput,
  chatRequestListSchema,
  chatRequestResultSchema,
  contentReportReceiptSchema,
  conversationBlockStateSchema,
  conversationIdParam,
  conversationReportInput,
  declineChatRequestInput,
  moderationIdParam,
  reportedAttachmentParam,
  reportedConversationSchema,
} from '@partnerly/contracts';
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { requireAdmin } from '../../middleware/admin-guard';
import { requireRole, signedInUser } from '../../middleware/guards';
import { validate } from '../../middleware/validate';
import { describe, json, type RouteSpec } from '../../openapi/describe';
import { serveUpload } from '../uploads/serve-upload';
import { acceptChatRequest, declineChatRequest } from './answer-chat-request';
import { blockInThread, getBlockState, unblockInThread } from './blocks';
import { callerOf, MESSAGING_USER_TYPES } from './caller';
import { listChatRequests } from './chat-request-view';
import { senderPartyOfCaller, sendChatRequest } from './chat-requests';
import { getReportedConversation, readReportedAttachment, reportConversation } from './conversation-reports';

const documented = (summary: string, responses: RouteSpec['responses'], description?: string) =>
  describe({ summary, tags: ['messaging'], responses, description });

const SENDERS = 'Brands (owners and managers, for their workspace) and agents; others get 403.';

// Mounted at /api/chat-requests (issue 22, decision 0073): requests to talk
// outside an application. Creators answer; brands and agents ask.
export function chatRequestsRoutes() {
  const participant = requireRole(...MESSAGING_USER_TYPES);
  const creator = requireRole('creator');
  return (
    new Hono<AppEnv>()
      // GET /api/chat-requests – a creator's incoming requests, a brand's or agent's outgoing ones
      .get(
        '/',
        documented(
          "A creator's incoming chat requests; a brand workspace's or an agent's outgoing ones",
          { 200: json(chatRequestListSchema) },
          'Pending first, newest first; then answered ones. Brand members (not owners or managers) get 403.',
        ),
        participant,
        async (c) => {
          const caller = await callerOf(c);
          const sender = caller.side === 'creator' ? null : senderPartyOfCaller(caller);
          return c.json(await listChatRequests(c.get('deps').database.db, caller, sender));
        },
      )
      // POST /api/chat-requests – ask a creator to talk, with a short message
      .post(
        '/',
        documented(
          'Send a chat request to a creator who allows messages',
          { 201: json(chatRequestResultSchema, 'Sent: the creator is notified') },
          `${SENDERS} 404: no such creator; 403: they turned 'Allow messages' off, or a block stands; 409: a request is waiting, a conversation exists, or they declined less than 7 days ago; 429: 20 requests a day.`,
        ),
        participant,
        validate('json', chatRequestInput),
        async (c) =>
          c.json(await sendChatRequest(c.get('deps'), await callerOf(c), c.req.valid('json')), 201),
      )
      // POST /api/chat-requests/:id/accept – the creator accepts: the direct thread opens
      .post(
        '/:id/accept',
        documented('Accept a chat request: the direct conversation opens and the sender is notified', {
          200: json(chatRequestResultSchema, 'Accepted; request.conversationId is the thread'),
        }),
        creator,
        validate('param', chatRequestIdParam),
        async (c) =>
          c.json(await acceptChatRequest(c.get('deps'), signedInUser(c).id, c.req.valid('param').id)),
      )
      // POST /api/chat-requests/:id/decline – the creator declines (and may block the sender)
      .post(
        '/:id/decline',
        documented(
          'Decline a chat request; with block true, also block the sender',
          { 200: json(chatRequestResultSchema, 'Declined') },
          'The sender is notified (not of the block) and may ask again after 7 days unless blocked.',
        ),
        creator,
        validate('param', chatRequestIdParam),
        validate('json', declineChatRequestInput),
        async (c) =>
          c.json(
            await declineChatRequest(
              c.get('deps'),
              signedInUser(c).id,
              c.req.valid('param').id,
              c.req.valid('json'),
            ),
          ),
      )
  );
}

// Mounted at /api/conversations beside the threads' own routes: block and report a thread.
export function conversationSafetyRoutes() {
  const participant = requireRole(...MESSAGING_USER_TYPES);
  return (
    new Hono<AppEnv>()
      // GET /api/conversations/:id/block – what the caller's side blocked here; whether it may send
      .get(
        '/:id/block',
        documented("The thread's block state for the caller's side", {
          200: json(conversationBlockStateSchema),
        }),
        participant,
        validate('param', conversationIdParam),
        async (c) => c.json(await getBlockState(c.get('deps'), await callerOf(c), c.req.valid('param').id)),
      )
      // POST /api/conversations/:id/block – block a party of the thread
      .post(
        '/:id/block',
        documented(
          'Block a party of the thread (side: optional on a two-party thread): no messages either way, no chat requests',
          { 200: json(blockResultSchema, 'Blocked (blocking again changes nothing)') },
          'A brand blocks for its whole workspace. 404 unless the caller takes part in the thread.',
        ),
        participant,
        validate('param', conversationIdParam),
        validate('json', blockInput),
        async (c) =>
          c.json(
            await blockInThread(
              c.get('deps'),
              await callerOf(c),
              c.req.valid('param').id,
              c.req.valid('json'),
            ),
          ),
      )
      // DELETE /api/conversations/:id/block – lift the caller's side's block (?side= one party)
      .delete(
        '/:id/block',
        documented("Unblock: lift the caller's side's block of a party of the thread (or all of them)", {
          200: json(blockResultSchema, 'Unblocked'),
        }),
        participant,
        validate('param', conversationIdParam),
        validate('query', blockInput),
        async (c) =>
          c.json(
            await unblockInThread(
              c.get('deps'),
              await callerOf(c),
              c.req.valid('param').id,
              c.req.valid('query'),
            ),
          ),
      )
      // POST /api/conversations/:id/report – send the thread to the moderation queue
      .post(
        '/:id/report',
        documented(
          'Report the conversation to the Partnerly team',
          {
            201: json(contentReportReceiptSchema, 'Stored for the moderation queue'),
            200: json(contentReportReceiptSchema, 'The reporter’s open report of this thread'),
          },
          '404 unless the caller takes part in the thread; 429 past 20 reports an hour.',
        ),
        participant,
        validate('param', conversationIdParam),
        validate('json', conversationReportInput),
        async (c) => {
          const { receipt, isNew } = await reportConversation(
            c.get('deps'),
            await callerOf(c),
            c.req.valid('param').id,
            c.req.valid('json'),
          );
          return c.json(receipt, isNew ? 201 : 200);
        },
      )
  );
}

// Mounted at /api/admin/reports beside the queue: the reported thread, read-only.
export function adminReportedConversationRoutes() {
  return (
    new Hono<AppEnv>()
      .use('*', requireAdmin())
      // GET /api/admin/reports/:id/conversation – read the thread a report is about
      .get(
        '/:id/conversation',
        describe({
          summary: 'The conversation a report is about, read-only: parties and the newest 500 messages',
          tags: ['admin'],
          responses: { 200: json(reportedConversationSchema) },
        }),
        validate('param', moderationIdParam),
        async (c) =>
          c.json(await getReportedConversation(c.get('deps'), signedInUser(c).id, c.req.valid('param').id)),
      )
      // GET /api/admin/reports/:id/conversation/attachments/:attachmentId – a file of that thread
      .get(
        '/:id/conversation/attachments/:attachmentId',
        describe({
          summary: 'A file attached to a message of the reported conversation',
          tags: ['admin'],
          responses: {
            200: { description: 'The file', media: 'application/octet-stream' },
            206: { description: 'A byte range', media: 'application/octet-stream' },
          },
        }),
        validate('param', reportedAttachmentParam),
        async (c) => {
          const { id, attachmentId } = c.req.valid('param');
          return serveUpload(c, await readReportedAttachment(c.get('deps'), id, attachmentId));
        },
      )
  );
}
