import { z } from 'zod';
import { reportReasonFields, requireDetailsForOther } from './admin-moderation';
import { CHAT_REQUEST_STATUSES, MESSAGE_SIDES, messageSchema } from './messaging';

// Messaging safety (issue 22 item 5, decision 0073): chat requests outside an
// application, blocks, reports of a conversation, rate limits per sender, the unread e-mail.

/** A declined sender may ask the same creator again this long after the answer. */
export const CHAT_REQUEST_COOL_OFF_DAYS = 7;
/** Chat requests one person may send in 24 hours (brands and agents alike). */
export const CHAT_REQUESTS_PER_DAY = 20;
/** Messages one person may send in a minute, over every thread. */
export const MESSAGES_PER_MINUTE = 30;
/** GET /api/chat-requests lists at most this many (pending ones first). */
export const CHAT_REQUESTS_LIST_MAX = 50;
/** A message unread this long by a recipient sends them an e-mail… */
export const UNREAD_EMAIL_AFTER_MINUTES = 15;
/** …at most once per thread in this many minutes. */
export const UNREAD_EMAIL_INTERVAL_MINUTES = 60;

export const MESSAGING_SAFETY_MESSAGES = {
  creatorNotFound: 'This creator was not found',
  requestBlocked: 'You cannot send a chat request to this creator',
  alreadyConnected: 'You already have a conversation with this creator. Open it from Messages.',
  coolingOff: (date: string) => `This creator declined your last request. You can ask again from ${date}.`,
  requestNotPending: 'This chat request has already been answered',
  requestSent: 'Chat request sent',
  requestAccepted: 'Chat request accepted. The conversation is open.',
  requestDeclined: 'Chat request declined',
  requestDeclinedAndBlocked: 'Chat request declined. They can no longer message you or send you requests.',
  requestsRateLimited: 'You have sent too many chat requests today. Please try again later.',
  brandRoleRefused: 'Only owners and managers of the workspace can send chat requests',
  blocked: (name: string) => `${name} is blocked. You will not get messages or chat requests from them.`,
  unblocked: (name: string) => `${name} is unblocked.`,
  alreadyBlocked: 'You have already blocked them',
  notBlocked: 'You have not blocked anyone in this conversation',
  partyRequired: 'Choose whom to block',
  partyNotInThread: 'Choose someone on this conversation',
  ownSide: 'You cannot block your own side',
  reportsRateLimited: 'You have sent too many reports. Please try again later.',
  closedByModeration: 'This conversation was closed by the Partnerly team',
} as const;

/** POST /api/chat-requests/:id/accept and /decline. */
export const chatRequestIdParam = z.object({ id: z.uuid('This chat request was not found') });

/** POST /api/chat-requests/:id/decline: `block` also blocks the sender (their brand or themselves). */
export const declineChatRequestInput = z.object({
  block: z.boolean('Block must be true or false').default(false),
});
export type DeclineChatRequestInput = z.input<typeof declineChatRequestInput>;

const partySchema = z.object({
  /** brand: a workspace (id is the workspace's); agent or creator: a person (their user id). */
  side: z.enum(MESSAGE_SIDES),
  id: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
});

/** A chat request as its creator (incoming) or its sender's side (outgoing) sees it. */
export const chatRequestSchema = z.object({
  id: z.uuid(),
  direction: z.enum(['incoming', 'outgoing']),
  status: z.enum(CHAT_REQUEST_STATUSES),
  message: z.string(),
  /** The brand (its workspace) or the agent asking. */
  from: partySchema,
  /** The person who pressed send (a member of the brand, or the agent); null once their account is gone. */
  sentBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  creator: partySchema,
  /** The direct thread an accepted request opened. */
  conversationId: z.uuid().nullable(),
  createdAt: z.iso.datetime(),
  respondedAt: z.iso.datetime().nullable(),
  /** Outgoing declined requests: when the sender may ask again. */
  canAskAgainAt: z.iso.datetime().nullable(),
});
export type ChatRequest = z.infer<typeof chatRequestSchema>;

export const chatRequestListSchema = z.object({
  /** Pending first (newest first), then answered ones (latest answer first). */
  requests: z.array(chatRequestSchema),
  /** Pending requests (incoming for a creator, outgoing for a brand or agent). */
  pendingCount: z.int().nonnegative(),
});
export type ChatRequestList = z.infer<typeof chatRequestListSchema>;

export const chatRequestResultSchema = z.object({
  request: chatRequestSchema,
  message: z.string(),
});
export type ChatRequestResult = z.infer<typeof chatRequestResultSchema>;

/** POST /api/conversations/:id/block: whom (a side of the thread); optional when one other side. */
export const blockInput = z.object({
  side: z.enum(MESSAGE_SIDES, MESSAGING_SAFETY_MESSAGES.partyRequired).optional(),
});
export type BlockInput = z.input<typeof blockInput>;

/** GET/POST/DELETE /api/conversations/:id/block: the block state of the thread for the caller's side. */
export const conversationBlockStateSchema = z.object({
  conversationId: z.uuid(),
  /** Parties of the thread the caller's side blocked (they can be unblocked). */
  blockedByMe: z.array(partySchema),
  /** Whether another party of the thread blocked the caller's side (who is not said). */
  isBlockedByOther: z.boolean(),
  /** False while any block stands between the caller's side and another party of the thread. */
  canSend: z.boolean(),
});
export type ConversationBlockState = z.infer<typeof conversationBlockStateSchema>;

export const blockResultSchema = conversationBlockStateSchema.extend({ message: z.string() });
export type BlockResult = z.infer<typeof blockResultSchema>;

/** POST /api/conversations/:id/report: a reason from the list; details required for 'other'. */
export const conversationReportInput = z.object(reportReasonFields).superRefine(requireDetailsForOther);
export type ConversationReportInput = z.input<typeof conversationReportInput>;

/** GET /api/admin/reports/:id/conversation: the reported thread, read-only, oldest first. */
export const reportedConversationSchema = z.object({
  reportId: z.uuid(),
  conversationId: z.uuid(),
  title: z.string(),
  parties: z.array(partySchema),
  /** Set once a take-down closed the thread. */
  closedAt: z.iso.datetime().nullable(),
  /** The newest messages (up to 500), oldest first; isMine is always false. */
  messages: z.array(messageSchema),
  /** True when older messages exist than the ones shown. */
  hasOlder: z.boolean(),
});
export type ReportedConversation = z.infer<typeof reportedConversationSchema>;

/** Realtime events of this part, besides those in MESSAGING_EVENTS. */
export const MESSAGING_SAFETY_EVENTS = {
  /** data: { conversationId }: a block was made or lifted; refetch the thread's block state and canSend. */
  blockChanged: 'conversation.block-changed',
} as const;

/** GET /api/admin/reports/:id/conversation/attachments/:attachmentId. */
export const reportedAttachmentParam = z.object({
  id: z.uuid('Invalid id'),
  attachmentId: z.uuid('File not found'),
});
