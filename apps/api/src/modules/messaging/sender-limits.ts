import {
  CHAT_REQUESTS_PER_DAY,
  MESSAGES_PER_MINUTE,
  MESSAGING_MESSAGES,
  MESSAGING_SAFETY_MESSAGES,
} from '@partnerly/contracts';
import type { Db } from '../../db/client';
import { takeAllowances, type TakenAllowance } from '../../db/rate-limits';
import { tooManyRequests } from '../../middleware/errors';

// Rate limits per sender (issue 22 item 5, decision 0073), counted in the
// database (db/rate-limits.ts) so they hold across API processes. Per person, not per thread
// or workspace: a brand's colleagues each have their own allowance, and spreading messages over
// many threads does not get round it.

/**
 * Takes one message from the sender's allowance (30 a minute), or throws 429 with Retry-After.
 * A retry of a stored message (same idempotency key) should not call this: it sends nothing new.
 * Returns what was taken, for giveBackAllowances when the message is then refused.
 */
export async function takeMessageAllowance(
  db: Db,
  senderId: string,
  now = Date.now(),
): Promise<TakenAllowance[]> {
  const result = await takeAllowances(
    db,
    [{ key: `message:user:${senderId}`, windowSeconds: 60, max: MESSAGES_PER_MINUTE }],
    now,
  );
  if (!result.isAllowed) throw tooManyRequests(MESSAGING_MESSAGES.rateLimited, result.retryAfterSeconds);
  return result.taken;
}

/** Takes one chat request from the sender's allowance (20 in 24 hours), or throws 429. */
export async function takeChatRequestAllowance(
  db: Db,
  senderId: string,
  now = Date.now(),
): Promise<TakenAllowance[]> {
  const result = await takeAllowances(
    db,
    [{ key: `chat-request:user:${senderId}`, windowSeconds: 24 * 60 * 60, max: CHAT_REQUESTS_PER_DAY }],
    now,
  );
  if (!result.isAllowed) {
    throw tooManyRequests(MESSAGING_SAFETY_MESSAGES.requestsRateLimited, result.retryAfterSeconds);
  }
  return result.taken;
}
