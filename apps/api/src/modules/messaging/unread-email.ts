import {
  FALLBACK_NAME_MESSAGES,
  UNREAD_EMAIL_AFTER_MINUTES,
  UNREAD_EMAIL_INTERVAL_MINUTES,
  type MessageSide,
  MESSAGING_LINKS,
} from '@partnerly/contracts';
import { and, desc, eq, gt, lte, ne, sql } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import type { Db } from '../../db/client';
import { authUsers, conversationReads, messageEmailNotices, messages } from '../../db/schema';
import { afterCommit } from '../../lib/after-commit';
import { notificationEmail } from '../notifications/notification-email';
import { getPreferenceFor } from '../notifications/notification-preferences';
import { isEmailNotificationsOn } from '../settings/settings.service';
import { participantIds, type Thread } from './conversation-access';
import { readThread } from './safety-parties';
import { brandFacesOf, facesOfPeople } from './people';
import { languageOfMember } from '../profiles/member-language';
import { nameIn, translatorFor, type Translator } from '../../lib/i18n';

// The unread-message e-mail (issue 22 item 4, decision 0073). A sweep every
// minute (pg-boss, messaging-safety-jobs.ts) finds, for each person on a thread, messages from
// the other sides that have waited 15 minutes unread (after their last read of the thread) and
// that no earlier e-mail covered; it claims the person's notice row for the thread (at most one
// e-mail per thread an hour, across processes) and e-mails them through the mail queue, when
// their preferences allow: Account Settings 'Email notifications' on and the 'Unread messages'
// type on with e-mail (notification_preferences, the same flags every notification e-mail honours).

export type UnreadEmailDeps = Pick<AppDeps, 'database' | 'mail' | 'publicUrl'>;

const MINUTE_MS = 60_000;
const WAIT_MS = UNREAD_EMAIL_AFTER_MINUTES * MINUTE_MS;
const INTERVAL_MS = UNREAD_EMAIL_INTERVAL_MINUTES * MINUTE_MS;
/** Messages older than this are not e-mailed about any more (a sweep after a long stop). */
const LOOKBACK_MS = 24 * 60 * MINUTE_MS;

/** The side a person of the thread reads it on. */
function sideOf(thread: Thread, userId: string): MessageSide {
  if (userId === thread.creatorId) return 'creator';
  return userId === thread.agentId ? 'agent' : 'brand';
}

/** Threads with a message that turned 15 minutes old within the look-back. */
async function candidateThreads(db: Db, now: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: messages.conversationId })
    .from(messages)
    .where(
      and(
        gt(messages.createdAt, new Date(now - WAIT_MS - LOOKBACK_MS)),
        lte(messages.createdAt, new Date(now - WAIT_MS)),
      ),
    );
  return rows.map((row) => row.id);
}

/**
 * The newest message the person should hear about: from another side, 15 minutes old, after
 * their last read, and newer than what their last e-mail on the thread covered.
 */
async function dueMessage(db: Db, thread: Thread, userId: string, now: number) {
  const [read] = await db
    .select({ at: conversationReads.lastReadAt })
    .from(conversationReads)
    .where(and(eq(conversationReads.conversationId, thread.id), eq(conversationReads.userId, userId)));
  const [notice] = await db
    .select({ sentAt: messageEmailNotices.sentAt })
    .from(messageEmailNotices)
    .where(and(eq(messageEmailNotices.conversationId, thread.id), eq(messageEmailNotices.userId, userId)));
  if (notice && notice.sentAt.getTime() > now - INTERVAL_MS) return null;
  const after = Math.max(
    now - WAIT_MS - LOOKBACK_MS,
    read?.at.getTime() ?? 0,
    // A notice sent at T told of the messages 15 minutes old by then.
    notice ? notice.sentAt.getTime() - WAIT_MS : 0,
  );
  const due = and(
    eq(messages.conversationId, thread.id),
    ne(messages.senderSide, sideOf(thread, userId)),
    gt(messages.createdAt, new Date(after)),
    lte(messages.createdAt, new Date(now - WAIT_MS)),
  );
  const [newest] = await db
    .select({
      senderId: messages.senderId,
      senderSide: messages.senderSide,
      count: sql<number>`count(*) over ()`,
    })
    .from(messages)
    .where(due)
    .orderBy(desc(messages.createdAt))
    .limit(1);
  return newest ? { ...newest, count: Number(newest.count) } : null;
}

/** Whether the person's preferences let this e-mail go (see the header). */
async function mayEmail(deps: UnreadEmailDeps, userId: string): Promise<boolean> {
  const preference = await getPreferenceFor(deps, userId, 'message_unread');
  if (!preference.enabled || !preference.emailEnabled) return false;
  return isEmailNotificationsOn(deps.database.db, userId);
}

/** Takes the person's e-mail slot for the thread: false when one went out within the hour. */
async function claimNotice(db: Db, conversationId: string, userId: string, now: number): Promise<boolean> {
  const sentAt = new Date(now);
  const [claimed] = await db
    .insert(messageEmailNotices)
    .values({ conversationId, userId, sentAt })
    .onConflictDoUpdate({
      target: [messageEmailNotices.conversationId, messageEmailNotices.userId],
      set: { sentAt },
      setWhere: lte(messageEmailNotices.sentAt, new Date(now - INTERVAL_MS)),
    })
    .returning({ userId: messageEmailNotices.userId });
  return Boolean(claimed);
}

/** Who wrote, in the reader's language when the server has no name for them ('Someone'). */
async function senderName(
  db: Db,
  translator: Translator,
  thread: Thread,
  senderId: string | null,
  side: MessageSide,
) {
  const face = async (id: string) => (await facesOfPeople(db, [id])).get(id)?.name;
  if (side === 'brand') {
    const brand = nameIn(
      translator,
      (await brandFacesOf(db, [thread])).get(thread.id)?.name ?? FALLBACK_NAME_MESSAGES.aBrand,
    );
    const person = senderId ? await face(senderId) : undefined;
    return person ? `${nameIn(translator, person)} (${brand})` : brand;
  }
  return nameIn(translator, (senderId && (await face(senderId))) || FALLBACK_NAME_MESSAGES.someone);
}

async function sendUnreadEmail(
  deps: UnreadEmailDeps,
  thread: Thread,
  userId: string,
  due: { senderId: string | null; senderSide: MessageSide; count: number },
) {
  const { db } = deps.database;
  const [user] = await db
    .select({ email: authUsers.email, name: authUsers.name })
    .from(authUsers)
    .where(eq(authUsers.id, userId));
  if (!user) return;
  // In the reader's language (issue 25).
  const translator = translatorFor(await languageOfMember(db, userId));
  const from = await senderName(db, translator, thread, due.senderId, due.senderSide);
  const { t } = translator;
  const title = t('email.unreadMessages.title', { sender: from });
  await deps.mail.send(
    notificationEmail(
      {
        to: user.email,
        userName: user.name || undefined,
        subject: title,
        title,
        message: t('email.unreadMessages.message', { sender: from, count: due.count }),
        actionUrl: `${deps.publicUrl}${MESSAGING_LINKS.thread(thread.id)}`,
        actionLabel: t('email.unreadMessages.action'),
        preferencesUrl: `${deps.publicUrl}/profile?tab=settings`,
      },
      translator,
    ),
  );
}

/**
 * One sweep: e-mails everyone due (see the header) and returns `${conversationId}:${userId}`
 * for each e-mail queued. Safe to run twice or in two processes at once: the notice row is
 * claimed with one conditional upsert, so each person gets one e-mail per thread an hour.
 */
export async function sendUnreadMessageEmails(deps: UnreadEmailDeps, now = new Date()): Promise<string[]> {
  const { db } = deps.database;
  const at = now.getTime();
  const sent: string[] = [];
  for (const conversationId of await candidateThreads(db, at)) {
    const thread = await readThread(db, conversationId);
    if (!thread) continue;
    for (const userId of await participantIds(db, thread)) {
      const due = await dueMessage(db, thread, userId, at);
      if (!due || !(await mayEmail(deps, userId))) continue;
      if (!(await claimNotice(db, thread.id, userId, at))) continue;
      // Claimed: a failure is logged, and this thread waits for the next hour.
      await afterCommit(`the unread-message e-mail of conversation ${thread.id} to user ${userId}`, () =>
        sendUnreadEmail(deps, thread, userId, due),
      );
      sent.push(`${thread.id}:${userId}`);
    }
  }
  return sent;
}
