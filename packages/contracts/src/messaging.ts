import { z } from 'zod';
import { hasNoNul, INVALID_CHARACTER } from './text-input';

// Messaging between brands, creators and agents (issue 22, decision 0072). A thread
// (conversation) has up to three sides: the brand workspace (its members share it per their
// role), the creator, and the creator's agent. Every application has one; outside applications
// a brand or an agent asks the creator first (a chat request) and an accepted request opens one.

/** application: the thread of one campaign application; direct: opened by an accepted chat request. */
export const CONVERSATION_KINDS = ['application', 'direct'] as const;
export type ConversationKind = (typeof CONVERSATION_KINDS)[number];

/** Which party a participant speaks for; a message keeps its sender's side. */
export const MESSAGE_SIDES = ['brand', 'creator', 'agent'] as const;
export type MessageSide = (typeof MESSAGE_SIDES)[number];

/**
 * What the sender sees of a message: sent (stored), delivered (someone on another side has
 * received it: fetched the thread or got it over their live stream), read (someone on another
 * side opened the thread after it arrived).
 */
export const MESSAGE_STATES = ['sent', 'delivered', 'read'] as const;
export type MessageState = (typeof MESSAGE_STATES)[number];

export const CHAT_REQUEST_STATUSES = ['pending', 'accepted', 'declined'] as const;
export type ChatRequestStatus = (typeof CHAT_REQUEST_STATUSES)[number];

export const MESSAGE_BODY_MAX = 5_000;
export const MESSAGE_ATTACHMENTS_MAX = 5;
/** Images and PDF; the uploads module checks the bytes (purpose 'message-attachment'). */
export const MESSAGE_ATTACHMENT_TYPES = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'application/pdf',
] as const;
export const CHAT_REQUEST_MESSAGE_MAX = 1_000;
/** The idempotency key a client makes per message (a UUID fits; any token up to 100). */
export const MESSAGE_CLIENT_KEY_MAX = 100;
export const CONVERSATIONS_PAGE_MAX = 50;
export const MESSAGES_PAGE_MAX = 100;

export const MESSAGING_MESSAGES = {
  bodyRequired: 'Write a message or attach a file',
  bodyTooLong: `A message can be at most ${MESSAGE_BODY_MAX.toLocaleString('en-US')} characters`,
  tooManyAttachments: `Attach at most ${MESSAGE_ATTACHMENTS_MAX} files to a message`,
  attachmentNotFound: 'Attach files you uploaded yourself',
  attachmentType: 'Attach images (JPG, PNG, GIF or WebP) or PDF files only',
  clientKeyRequired: 'A message key is required',
  clientKeyInvalid: `The message key must be at most ${MESSAGE_CLIENT_KEY_MAX} letters, digits, '-' or '_'`,
  clientKeyReused: 'This message key was already used for a different message',
  notFound: 'This conversation was not found',
  blocked: 'You cannot send messages in this conversation',
  messagingDisabled: 'This creator does not accept messages',
  requestMessageRequired: 'Write a short message with your request',
  requestMessageTooLong: `A request can be at most ${CHAT_REQUEST_MESSAGE_MAX.toLocaleString('en-US')} characters`,
  requestPending: 'You already have a chat request waiting for this creator',
  requestNotFound: 'This chat request was not found',
  rateLimited: 'You are sending messages too quickly. Please wait a moment and try again.',
  sendFailed: 'Your message could not be sent. It will be retried.',
  empty: 'No messages yet',
  noConversations: 'No conversations yet',
} as const;

const CLIENT_KEY = /^[A-Za-z0-9_-]+$/;

/** Body of POST /api/conversations/:id/messages; a retry sends the same clientKey. */
export const sendMessageInput = z
  .object({
    body: z
      .string(MESSAGING_MESSAGES.bodyRequired)
      .refine(hasNoNul, INVALID_CHARACTER)
      .trim()
      .max(MESSAGE_BODY_MAX, MESSAGING_MESSAGES.bodyTooLong)
      .default(''),
    attachmentUploadIds: z
      .array(z.uuid(MESSAGING_MESSAGES.attachmentNotFound))
      .max(MESSAGE_ATTACHMENTS_MAX, MESSAGING_MESSAGES.tooManyAttachments)
      .default([])
      .transform((ids) => [...new Set(ids)]),
    clientKey: z
      .string(MESSAGING_MESSAGES.clientKeyRequired)
      .min(1, MESSAGING_MESSAGES.clientKeyRequired)
      .max(MESSAGE_CLIENT_KEY_MAX, MESSAGING_MESSAGES.clientKeyInvalid)
      .regex(CLIENT_KEY, MESSAGING_MESSAGES.clientKeyInvalid),
  })
  .refine((input) => input.body.length > 0 || input.attachmentUploadIds.length > 0, {
    message: MESSAGING_MESSAGES.bodyRequired,
    path: ['body'],
  });
export type SendMessageInput = z.input<typeof sendMessageInput>;

/** Body of POST /api/chat-requests: a brand or an agent asks a creator to talk. */
export const chatRequestInput = z.object({
  creatorId: z.string(MESSAGING_MESSAGES.requestNotFound).min(1, MESSAGING_MESSAGES.requestNotFound),
  message: z
    .string(MESSAGING_MESSAGES.requestMessageRequired)
    .refine(hasNoNul, INVALID_CHARACTER)
    .trim()
    .min(1, MESSAGING_MESSAGES.requestMessageRequired)
    .max(CHAT_REQUEST_MESSAGE_MAX, MESSAGING_MESSAGES.requestMessageTooLong),
});
export type ChatRequestInput = z.input<typeof chatRequestInput>;

const limit = (max: number) =>
  z.coerce
    .number('Limit must be a number')
    .int('Limit must be a whole number')
    .min(1, 'Limit must be at least 1')
    .max(max, `Limit must be at most ${max}`)
    .default(max > 30 ? 30 : max);
const cursor = z.string('Invalid cursor').min(1, 'Invalid cursor').max(200, 'Invalid cursor').optional();

/** Query of GET /api/conversations: newest activity first, older pages by `cursor`. */
export const conversationsQuery = z.object({ limit: limit(CONVERSATIONS_PAGE_MAX), cursor });
export type ConversationsQuery = z.input<typeof conversationsQuery>;

/** Query of GET /api/conversations/:id/messages: the newest page first, older pages by `cursor`. */
export const messagesQuery = z.object({ limit: limit(MESSAGES_PAGE_MAX), cursor });
export type MessagesQuery = z.input<typeof messagesQuery>;

export const conversationIdParam = z.object({ id: z.uuid(MESSAGING_MESSAGES.notFound) });
export const conversationAttachmentParam = z.object({
  id: z.uuid(MESSAGING_MESSAGES.notFound),
  attachmentId: z.uuid('File not found'),
});

/** A person or brand on the thread, as the other side sees them. */
export const conversationPartySchema = z.object({
  side: z.enum(MESSAGE_SIDES),
  /** The user's id, or for the brand side the workspace's id. */
  id: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
});
export type ConversationParty = z.infer<typeof conversationPartySchema>;

/** The application a thread belongs to (application threads only). */
export const conversationApplicationRefSchema = z.object({
  id: z.uuid(),
  campaignId: z.uuid(),
  campaignName: z.string(),
});

export const messageAttachmentSchema = z.object({
  id: z.uuid(),
  /** Served to the thread's participants only. */
  url: z.string(),
  contentType: z.enum(MESSAGE_ATTACHMENT_TYPES),
  /** The stored file name (made by the server). */
  name: z.string(),
  size: z.number().int().nonnegative(),
});
export type MessageAttachment = z.infer<typeof messageAttachmentSchema>;

export const messageSenderSchema = z.object({
  /** Null when the sender's account is gone. */
  id: z.string().nullable(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  side: z.enum(MESSAGE_SIDES),
});

/** One message; `body` is plain text (never HTML), links are recognised by the client. */
export const messageSchema = z.object({
  id: z.uuid(),
  conversationId: z.uuid(),
  sender: messageSenderSchema,
  /** True on the caller's own messages. */
  isMine: z.boolean(),
  body: z.string(),
  attachments: z.array(messageAttachmentSchema),
  clientKey: z.string().nullable(),
  createdAt: z.iso.datetime(),
  /** Shown to everyone; on the sender's side it is their tick. */
  state: z.enum(MESSAGE_STATES),
});
export type Message = z.infer<typeof messageSchema>;

export const lastMessagePreviewSchema = z.object({
  id: z.uuid(),
  senderName: z.string(),
  side: z.enum(MESSAGE_SIDES),
  isMine: z.boolean(),
  /** The start of the body (or the first attachment's kind when there is no text). */
  preview: z.string(),
  createdAt: z.iso.datetime(),
  state: z.enum(MESSAGE_STATES),
});

/** A row of the conversation list. */
export const conversationSummarySchema = z.object({
  id: z.uuid(),
  kind: z.enum(CONVERSATION_KINDS),
  /** What the list shows: the other side's name, with the campaign for an application thread. */
  title: z.string(),
  /** The caller's own side on this thread. */
  mySide: z.enum(MESSAGE_SIDES),
  /** Everyone on the thread but the caller's own side. */
  otherParties: z.array(conversationPartySchema),
  application: conversationApplicationRefSchema.nullable(),
  lastMessage: lastMessagePreviewSchema.nullable(),
  unreadCount: z.number().int().nonnegative(),
  /** The last message's time, else when the thread was opened. */
  updatedAt: z.iso.datetime(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const conversationListSchema = z.object({
  conversations: z.array(conversationSummarySchema),
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type ConversationList = z.infer<typeof conversationListSchema>;

/** GET /api/conversations/:id: the thread with all its parties (the caller's side too). */
export const conversationDetailSchema = conversationSummarySchema.extend({
  parties: z.array(conversationPartySchema),
  /** False when the caller may read but not write (a block, or a role that only views). */
  canSend: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type ConversationDetail = z.infer<typeof conversationDetailSchema>;

/** A page of messages, newest first; `nextCursor` fetches older ones. */
export const messagePageSchema = z.object({
  messages: z.array(messageSchema),
  nextCursor: z.string().nullable(),
});
export type MessagePage = z.infer<typeof messagePageSchema>;

export const unreadCountSchema = z.object({
  /** Unread messages over every thread of the caller (the navigation badge). */
  unreadCount: z.number().int().nonnegative(),
  /** Threads with at least one unread message. */
  conversationCount: z.number().int().nonnegative(),
});
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** Realtime events (SSE) of messaging, to every participant's open streams. */
export const MESSAGING_EVENTS = {
  /**
   * data: { conversationId, messageId } (a message can outgrow an event); the thread and list
   * refetch. Receiving it counts as delivery once the client fetches the thread's messages or
   * acknowledges with POST /api/conversations/:id/delivered.
   */
  messageCreated: 'message.created',
  /** data: { conversationId, readAt }: another side read the thread; messages sent before readAt show read. */
  messageRead: 'message.read',
  /** data: { conversationId, deliveredAt }: another side received the messages sent before then. */
  messageDelivered: 'message.delivered',
  /** data: { conversationId }: refetch the list row and the unread count. */
  conversationUpdated: 'conversation.updated',
  /** data: { requestId }: a chat request arrived, was accepted or declined. */
  chatRequestCreated: 'chat-request.created',
  chatRequestAccepted: 'chat-request.accepted',
  chatRequestDeclined: 'chat-request.declined',
} as const;

export const messageCreatedEventSchema = z.object({
  conversationId: z.uuid(),
  messageId: z.uuid(),
});
export type MessageCreatedEvent = z.infer<typeof messageCreatedEventSchema>;

/** Answer of POST /api/conversations/:id/read: the caller's unread total afterwards (the badge). */
export const markReadResultSchema = z.object({
  readAt: z.iso.datetime(),
  unreadCount: z.number().int().nonnegative(),
});
export type MarkReadResult = z.infer<typeof markReadResultSchema>;

/** Answer of POST /api/conversations/:id/delivered. */
export const markDeliveredResultSchema = z.object({ deliveredAt: z.iso.datetime() });

export const messageReadEventSchema = z.object({
  conversationId: z.uuid(),
  readAt: z.iso.datetime(),
});
export type MessageReadEvent = z.infer<typeof messageReadEventSchema>;

export const messageDeliveredEventSchema = z.object({
  conversationId: z.uuid(),
  deliveredAt: z.iso.datetime(),
});
export type MessageDeliveredEvent = z.infer<typeof messageDeliveredEventSchema>;

/** In-app addresses of the Messages page, shared by the server's links (bell, e-mail) and the web app. */
export const MESSAGING_LINKS = {
  /** The conversation list. */
  inbox: '/messages',
  /** One thread. */
  thread: (conversationId: string) => `/messages/${conversationId}`,
  /** The chat requests view (incoming and outgoing). */
  requests: '/messages?view=requests',
} as const;
