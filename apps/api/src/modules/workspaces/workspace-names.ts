import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { authUsers, brandProfiles, profiles } from '../../db/schema';
import { personName } from './workspace-people';

/**
 * The workspace's name: its main brand profile's company or profile name, else `unnamed`
 * (an invitation says 'a brand on Partnerly', the team page 'Your brand').
 */
export async function workspaceNameOf(
  db: Executor,
  workspaceId: string,
  unnamed = 'a brand on Partnerly',
): Promise<string> {
  const [main] = await db
    .select({ companyName: brandProfiles.companyName, profileName: brandProfiles.profileName })
    .from(brandProfiles)
    .where(
      and(
        eq(brandProfiles.workspaceId, workspaceId),
        eq(brandProfiles.isMainProfile, true),
        eq(brandProfiles.isActive, true),
      ),
    );
  return main?.companyName?.trim() || main?.profileName.trim() || unnamed;
}

/** A person's name as others see it: first and last name, else the account name, else the e-mail. */
export async function personNameOf(db: Executor, userId: string): Promise<string | null> {
  const [person] = await db
    .select({
      name: authUsers.name,
      email: authUsers.email,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
    })
    .from(authUsers)
    .leftJoin(profiles, eq(profiles.id, authUsers.id))
    .where(eq(authUsers.id, userId));
  if (!person) return null;
  return personName(person) || person.email;
}
