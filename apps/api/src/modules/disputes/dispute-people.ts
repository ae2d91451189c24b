import { FALLBACK_NAME_MESSAGES } from '@partnerly/contracts';
import type { UserType } from '@partnerly/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { authUsers, profiles } from '../../db/schema';

// The people a dispute names (initiator, respondent, creator, the admins who acted), read in
// one query per view or list.

export interface DisputePerson {
  id: string;
  name: string;
  userType: UserType | null;
}

const DELETED = FALLBACK_NAME_MESSAGES.deletedAccount;

/** Each person's name: first and last name, else the company, else the account's name or mailbox. */
export async function loadDisputePeople(
  db: Executor,
  ids: Iterable<string | null>,
): Promise<Map<string, DisputePerson>> {
  const unique = [...new Set([...ids].filter((id): id is string => id !== null))];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({
      id: authUsers.id,
      email: authUsers.email,
      displayName: authUsers.name,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      companyName: profiles.companyName,
      userType: profiles.userType,
      deletedAt: profiles.deletedAt,
    })
    .from(authUsers)
    .leftJoin(profiles, eq(profiles.id, authUsers.id))
    .where(inArray(authUsers.id, unique));
  return new Map(
    rows.map((row) => {
      const personal = [row.firstName, row.lastName].filter(Boolean).join(' ').trim();
      const name = row.deletedAt
        ? DELETED
        : personal || row.companyName?.trim() || row.displayName.trim() || row.email.split('@')[0]!;
      return [row.id, { id: row.id, name, userType: row.userType ?? null }];
    }),
  );
}

/** The person as a view names them; a removed account keeps its id under a neutral name. */
export function personOf(people: Map<string, DisputePerson>, id: string): { id: string; name: string } {
  const person = people.get(id);
  return { id, name: person?.name ?? DELETED };
}

export function optionalPersonOf(
  people: Map<string, DisputePerson>,
  id: string | null,
): { id: string; name: string } | null {
  return id === null ? null : personOf(people, id);
}
