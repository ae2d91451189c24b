import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import type { Mailer } from './mailer';

/** Stores e-mails in the mail_outbox table (read at /api/dev/outbox and /dev/mailbox). */
export function createOutboxMailer(db: Db): Mailer {
  return {
    kind: 'outbox',
    async deliver({ to, subject, text, html, headers }) {
      // The outbox keeps what a reader needs (the extra headers too, so the dev mailbox shows a
      // marketing e-mail's List-Unsubscribe); a Reply-To travels over SMTP only.
      await db.insert(mailOutbox).values({ to, subject, text, html, headers: headers ?? {} });
    },
    async close() {},
  };
}

export interface OutboxFilter {
  /** Only e-mails to this address (case-insensitive). */
  to?: string;
  limit: number;
}

/** The newest stored e-mails first. */
export async function listOutbox(db: Db, filter: OutboxFilter) {
  return db
    .select({
      id: mailOutbox.id,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      html: mailOutbox.html,
      headers: mailOutbox.headers,
      createdAt: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    .where(filter.to ? sql`lower(${mailOutbox.to}) = ${filter.to.toLowerCase()}` : undefined)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(filter.limit);
}

/** The HTML of one stored e-mail; undefined when there is none with this id. */
export async function findOutboxHtml(db: Db, id: string): Promise<string | undefined> {
  const [row] = await db.select({ html: mailOutbox.html }).from(mailOutbox).where(eq(mailOutbox.id, id));
  return row?.html;
}
