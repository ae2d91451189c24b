import {
  MESSAGING_EVENTS,
  MESSAGING_LINKS,
  MESSAGING_SAFETY_EVENTS,
  MESSAGING_SAFETY_MESSAGES,
} from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import type { Executor } from '../../db/client';
import { conversationClosures, conversations } from '../../db/schema';
import { notifyAfterCommit, noticeCopy } from '../notifications/create-notification';
import { publishToUser } from '../notifications/notification-events';
import type { Caller } from './caller';
import { participantIds, type Thread } from './conversation-access';
import { readThread } from './safety-parties';

// A thread an admin closed when they took a reported conversation down (decision
// 0073): its people still read it, nobody sends in it again.

/** Whether an admin closed the thread. */
export async function isConversationClosed(db: Executor, conversationId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: conversationClosures.conversationId })
    .from(conversationClosures)
    .where(eq(conversationClosures.conversationId, conversationId));
  return Boolean(row);
}

/** A send rule (may-send.ts): nobody sends in a closed thread. */
export async function closureRule(
  db: Executor,
  attempt: { thread: Thread; sender: Caller },
): Promise<string | null> {
  return (await isConversationClosed(db, attempt.thread.id))
    ? MESSAGING_SAFETY_MESSAGES.closedByModeration
    : null;
}

/**
 * The take-down of a reported conversation (inside the decision's transaction): the thread is
 * closed for good (closing it again changes nothing). False when the thread is gone.
 */
export async function closeReportedConversation(
  db: Executor,
  conversationId: string,
  adminId: string,
  reason: string,
  now: Date,
): Promise<boolean> {
  const [thread] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(eq(conversations.id, conversationId))
    .for('update');
  if (!thread) return false;
  await db
    .insert(conversationClosures)
    .values({ conversationId, closedBy: adminId, reason, closedAt: now })
    .onConflictDoNothing();
  return true;
}

/** A note inside a notification (each is at most 1000 characters). */
const clip = (text: string, max = 600) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** After the take-down: everyone on the thread is told why, and their open thread stops sending. */
export async function announceConversationClosed(
  deps: Pick<AppDeps, 'database' | 'events' | 'mail' | 'publicUrl'>,
  conversationId: string,
  note: string,
): Promise<void> {
  const thread = await readThread(deps.database.db, conversationId);
  if (!thread) return;
  const data = { conversationId };
  for (const userId of await participantIds(deps.database.db, thread)) {
    await notifyAfterCommit(deps, {
      userId,
      type: 'system_update',
      localized: noticeCopy('conversationClosed', { reason: clip(note) }),
      link: MESSAGING_LINKS.thread(conversationId),
    });
    await publishToUser(deps, userId, MESSAGING_SAFETY_EVENTS.blockChanged, data);
    await publishToUser(deps, userId, MESSAGING_EVENTS.conversationUpdated, data);
  }
}
