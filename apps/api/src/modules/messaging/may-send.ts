import { AppError } from '../../middleware/errors';
import type { Executor } from '../../db/client';
import { blockRule } from './blocks';
import type { Caller } from './caller';
import { closureRule } from './conversation-closures';
import type { Thread } from './conversation-access';

/** A participant about to write in a thread (access is already checked: they take part in it). */
export interface SendAttempt {
  thread: Thread;
  sender: Caller;
}

/**
 * One rule a message must pass beyond taking part in the thread: answers why the sender may not
 * write now (a refusal the sender reads), or null. Blocks, the creator's 'Allow messages'
 * switch for direct threads and per-sender limits are rules of this kind; a rule whose refusal
 * is not a 403 (a rate limit's 429) throws its own AppError instead.
 */
type SendRule = (db: Executor, attempt: SendAttempt) => Promise<string | null>;

/**
 * The rules every message passes, in order; the first refusal wins. The thread header's
 * `canSend` and POST /api/conversations/:id/messages both go by this list, so the composer is
 * never shown where sending would be refused.
 */
const SEND_RULES: readonly SendRule[] = [closureRule, blockRule];

/** Why the sender may not write in the thread now, or null. */
export async function mayNotSendReason(db: Executor, attempt: SendAttempt): Promise<string | null> {
  for (const rule of SEND_RULES) {
    const refusal = await rule(db, attempt);
    if (refusal) return refusal;
  }
  return null;
}

/** 403 with the rule's words unless the sender may write in the thread now. */
export async function assertMaySend(db: Executor, attempt: SendAttempt): Promise<void> {
  const refusal = await mayNotSendReason(db, attempt);
  if (refusal) throw new AppError('FORBIDDEN', refusal);
}
