import { z } from 'zod';
import { MESSAGING_SAFETY_MESSAGES } from './messaging-safety';

// Where a brand or an agent stands with one creator outside an application (issue 22 item 2):
// the web's 'Message' button beside a creator opens the thread the pair already has, or offers a
// chat request, or says why it cannot be sent now. GET /api/chat-requests/status?creatorId=.

/**
 * connected: the caller's side has a direct thread with the creator (open it);
 * can_ask: a chat request may be sent now; pending: the side's request waits for an answer;
 * cooling_off: the creator declined less than 7 days ago (see canAskAgainAt);
 * not_accepting: the creator turned 'Allow messages' off; blocked: a block stands between them.
 */
export const CHAT_STATUSES = [
  'connected',
  'can_ask',
  'pending',
  'cooling_off',
  'not_accepting',
  'blocked',
] as const;
export type ChatStatusKind = (typeof CHAT_STATUSES)[number];

const creatorId = z
  .string(MESSAGING_SAFETY_MESSAGES.creatorNotFound)
  .min(1, MESSAGING_SAFETY_MESSAGES.creatorNotFound)
  .max(200, MESSAGING_SAFETY_MESSAGES.creatorNotFound);

/** Query of GET /api/chat-requests/status. */
export const chatStatusQuery = z.object({ creatorId });
export type ChatStatusQuery = z.input<typeof chatStatusQuery>;

export const chatStatusSchema = z.object({
  creatorId: z.string(),
  status: z.enum(CHAT_STATUSES),
  /** status connected: the pair's direct thread. */
  conversationId: z.uuid().nullable(),
  /** status pending: when the waiting request was sent. */
  pendingSince: z.iso.datetime().nullable(),
  /** status cooling_off: when the side may ask again. */
  canAskAgainAt: z.iso.datetime().nullable(),
});
export type ChatStatus = z.infer<typeof chatStatusSchema>;
