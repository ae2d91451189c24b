import {
  CONTACT_MESSAGES_PER_HOUR,
  CONTACT_SENT_MESSAGE,
  CONTACT_THROTTLED_MESSAGE,
  type ContactMessage,
  type ContactMessageSent,
} from '@partnerly/contracts';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import { authUsers, contactMessages } from '../../db/schema';
import { afterCommit } from '../../lib/after-commit';
import { AppError } from '../../middleware/errors';
import { contactTeamEmail } from './contact-email';

const HOUR_MS = 60 * 60 * 1000;

export interface ContactSender {
  /** The signed-in user, if any. */
  userId: string | null;
  /** The client's address; undefined for in-process calls. */
  clientIp: string | undefined;
}

/**
 * Stores a contact-form message and e-mails it to the team address. Open to visitors; a
 * sender (e-mail address, and client address) may send CONTACT_MESSAGES_PER_HOUR an hour.
 */
export async function sendContactMessage(
  deps: AppDeps,
  sender: ContactSender,
  input: ContactMessage,
): Promise<ContactMessageSent> {
  const { db } = deps.database;
  const now = new Date();
  const since = new Date(now.getTime() - HOUR_MS);
  const { clientIp = null, userId } = sender;

  const id = await db.transaction(async (tx) => {
    // Serialise senders sharing an address so concurrent posts cannot pass the limit together
    // (keys taken in a fixed order: no deadlock between two keys).
    const keys = [`contact:email:${input.email}`, clientIp ? `contact:ip:${clientIp}` : null]
      .filter((key): key is string => key !== null)
      .sort();
    for (const key of keys) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);

    const byEmail = await tx.$count(
      contactMessages,
      and(eq(contactMessages.email, input.email), gt(contactMessages.createdAt, since)),
    );
    const byClient = clientIp
      ? await tx.$count(
          contactMessages,
          and(eq(contactMessages.clientIp, clientIp), gt(contactMessages.createdAt, since)),
        )
      : 0;
    if (Math.max(byEmail, byClient) >= CONTACT_MESSAGES_PER_HOUR) {
      throw new AppError('TOO_MANY_REQUESTS', CONTACT_THROTTLED_MESSAGE);
    }
    const [row] = await tx
      .insert(contactMessages)
      .values({ ...input, userId, clientIp, createdAt: now })
      .returning({ id: contactMessages.id });
    return row!.id;
  });

  const [account] = userId
    ? await db.select({ email: authUsers.email }).from(authUsers).where(eq(authUsers.id, userId))
    : [];
  // The message is stored: a failure to queue its e-mail is logged, and the sender is not
  // asked to send it again.
  await afterCommit(`the e-mail of contact message ${id} to the team`, () =>
    deps.mail.send(contactTeamEmail(deps.env.TEAM_EMAIL, input, account?.email)),
  );
  return { id, message: CONTACT_SENT_MESSAGE };
}
