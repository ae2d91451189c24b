import { FALLBACK_NAME_MESSAGES } from '@partnerly/contracts';
import type { AdminSupportRequest, SupportRequest, UserType } from '@partnerly/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { authUsers, profiles, type supportRequests } from '../../db/schema';

export type SupportRequestRow = typeof supportRequests.$inferSelect;

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** A request as its sender sees it. */
export function toSupportRequest(row: SupportRequestRow): SupportRequest {
  return {
    id: row.id,
    requestType: row.requestType,
    subject: row.subject,
    message: row.message,
    status: row.status,
    priority: row.priority,
    reply: row.reply,
    repliedAt: iso(row.repliedAt),
    closedAt: iso(row.closedAt),
    createdAt: row.createdAt.toISOString(),
  };
}

export interface SupportPerson {
  id: string;
  name: string;
  email: string;
  userType: UserType | null;
}

/** First and last name, else the account's name, else the company, else the mailbox. */
function nameOf(row: {
  email: string;
  name: string | null;
  firstName: string | null;
  lastName: string | null;
  companyName: string | null;
}): string {
  const personal = [row.firstName, row.lastName].filter(Boolean).join(' ').trim();
  return personal || row.name?.trim() || row.companyName?.trim() || row.email.split('@')[0]!;
}

/** The people a list of requests names (senders, answering admins), in one query. */
export async function loadSupportPeople(
  db: Executor,
  ids: Iterable<string | null>,
): Promise<Map<string, SupportPerson>> {
  const unique = [...new Set([...ids].filter((id): id is string => id !== null))];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({
      id: authUsers.id,
      email: authUsers.email,
      name: authUsers.name,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      companyName: profiles.companyName,
      userType: profiles.userType,
    })
    .from(authUsers)
    .leftJoin(profiles, eq(profiles.id, authUsers.id))
    .where(inArray(authUsers.id, unique));
  return new Map(
    rows.map((row) => [row.id, { id: row.id, name: nameOf(row), email: row.email, userType: row.userType }]),
  );
}

/** One person, for the e-mails. */
export async function findSupportPerson(db: Executor, id: string): Promise<SupportPerson | undefined> {
  return (await loadSupportPeople(db, [id])).get(id);
}

/** A request as the admin inbox shows it: with its sender and the admin who answered. */
export function toAdminSupportRequest(
  row: SupportRequestRow,
  people: ReadonlyMap<string, SupportPerson>,
): AdminSupportRequest {
  const requester = people.get(row.userId);
  const repliedBy = row.repliedBy ? people.get(row.repliedBy) : undefined;
  return {
    ...toSupportRequest(row),
    requester: {
      id: row.userId,
      name: requester?.name ?? FALLBACK_NAME_MESSAGES.unknownUser,
      email: requester?.email ?? '',
      userType: requester?.userType ?? null,
    },
    repliedBy: repliedBy ? { id: repliedBy.id, name: repliedBy.name } : null,
  };
}
