import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { authUsers, brandProfiles, profiles } from '../../db/schema';

/** What an invitation calls a workspace without a main brand profile. */
const UNNAMED_WORKSPACE = 'a brand on Partnerly';

/** The workspace's name: its main brand profile's company or profile name. */
export async function workspaceNameOf(db: Executor, workspaceId: string): Promise<string> {
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
  return main?.companyName?.trim() || main?.profileName.trim() || UNNAMED_WORKSPACE;
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
  const personal = [person.firstName, person.lastName].filter(Boolean).join(' ').trim();
  return personal || person.name.trim() || person.email;
}
