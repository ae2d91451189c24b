import { and, desc, eq } from 'drizzle-orm';
import { mailOutbox } from '../db/schema';
import type { TestApp } from './create-test-app';

export type OutboxMessage = typeof mailOutbox.$inferSelect;

export interface WaitForMailOptions {
  /** Exact subject, or a pattern it must match. */
  subject?: string | RegExp;
  /** Only a message delivered after this one counts (for a second code or link). */
  newerThan?: OutboxMessage;
  timeoutMs?: number;
}

/**
 * The newest e-mail to `to` in the local outbox, polling until it arrives (delivery may be
 * asynchronous). Throws after the timeout (default 15 s: time for a busy machine).
 */
export async function waitForMail(
  t: TestApp,
  to: string,
  options: WaitForMailOptions = {},
): Promise<OutboxMessage> {
  const { subject, newerThan, timeoutMs = 15_000 } = options;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = await t.deps.database.db
      .select()
      .from(mailOutbox)
      .where(
        and(eq(mailOutbox.to, to), typeof subject === 'string' ? eq(mailOutbox.subject, subject) : undefined),
      )
      .orderBy(desc(mailOutbox.createdAt))
      .limit(20);
    const found = rows.find(
      (row) =>
        (!(subject instanceof RegExp) || subject.test(row.subject)) &&
        (!newerThan || (row.id !== newerThan.id && row.createdAt >= newerThan.createdAt)),
    );
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No e-mail to ${to} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** All e-mails to `to` so far, oldest first. */
export async function mailsTo(t: TestApp, to: string): Promise<OutboxMessage[]> {
  return t.deps.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(mailOutbox.createdAt);
}
