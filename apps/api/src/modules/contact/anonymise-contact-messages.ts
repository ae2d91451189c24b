import { FALLBACK_NAME_MESSAGES } from '@partnerly/contracts';
import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema';

/**
 * Part of deleting an account: the contact messages the user sent (signed in, or from the
 * account's e-mail address) keep their type and date but lose the sender's name, address,
 * company, client address and text. `tx` is the account deletion's transaction.
 */
export async function anonymiseContactMessagesOf(
  tx: Db,
  user: { id: string; email: string },
  placeholderEmail: string,
): Promise<void> {
  await tx
    .update(contactMessages)
    .set({
      name: FALLBACK_NAME_MESSAGES.deletedUser,
      email: placeholderEmail,
      company: null,
      ticketSize: null,
      message: '(removed when the account was deleted)',
      clientIp: null,
    })
    .where(
      or(
        eq(contactMessages.userId, user.id),
        sql`lower(${contactMessages.email}) = ${user.email.toLowerCase()}`,
      ),
    );
}
