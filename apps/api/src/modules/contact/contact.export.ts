import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema';

/** The contact part of a user's data export: messages sent through /contact while signed in. */
export async function exportContactMessages(db: Db, userId: string) {
  const rows = await db
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.userId, userId))
    .orderBy(asc(contactMessages.createdAt));
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    name: row.name,
    email: row.email,
    company: row.company,
    ticketSize: row.ticketSize,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
  }));
}
