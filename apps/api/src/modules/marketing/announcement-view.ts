import {
  FALLBACK_NAME_MESSAGES,
  ANNOUNCEMENTS_PAGE_SIZE,
  type Announcement,
  type AnnouncementList,
} from '@partnerly/contracts';
import { count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { announcements, authUsers, profiles } from '../../db/schema';

const columns = {
  id: announcements.id,
  subject: announcements.subject,
  body: announcements.body,
  recipientCount: announcements.recipientCount,
  createdAt: announcements.createdAt,
  senderId: authUsers.id,
  senderFirstName: profiles.firstName,
  senderLastName: profiles.lastName,
  senderName: authUsers.name,
};

const selectAnnouncements = (db: Executor) =>
  db
    .select(columns)
    .from(announcements)
    .leftJoin(authUsers, eq(authUsers.id, announcements.sentBy))
    .leftJoin(profiles, eq(profiles.id, announcements.sentBy));

type Row = Awaited<ReturnType<typeof selectAnnouncements>>[number];

function toAnnouncement(row: Row): Announcement {
  const name = [row.senderFirstName, row.senderLastName].filter(Boolean).join(' ').trim() || row.senderName;
  return {
    id: row.id,
    subject: row.subject,
    body: row.body,
    sentBy: row.senderId ? { id: row.senderId, name: name || FALLBACK_NAME_MESSAGES.admin } : null,
    recipientCount: row.recipientCount,
    createdAt: row.createdAt.toISOString(),
  };
}

/** One announcement with its sender. */
export async function findAnnouncement(db: Executor, id: string): Promise<Announcement | undefined> {
  const [row] = await selectAnnouncements(db).where(eq(announcements.id, id));
  return row ? toAnnouncement(row) : undefined;
}

/** GET /api/admin/announcements: the newest first, 20 a page. */
export async function listAnnouncements(db: Executor, page: number): Promise<AnnouncementList> {
  const [rows, [totals]] = await Promise.all([
    selectAnnouncements(db)
      .orderBy(desc(announcements.createdAt), desc(announcements.id))
      .limit(ANNOUNCEMENTS_PAGE_SIZE)
      .offset((page - 1) * ANNOUNCEMENTS_PAGE_SIZE),
    db.select({ total: count() }).from(announcements),
  ]);
  return {
    announcements: rows.map(toAnnouncement),
    total: totals?.total ?? 0,
    page,
    pageSize: ANNOUNCEMENTS_PAGE_SIZE,
  };
}
