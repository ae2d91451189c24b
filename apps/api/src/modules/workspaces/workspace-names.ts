import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { authUsers, brandProfiles, profiles, workspaceMembers } from '../../db/schema';
import { personName } from './workspace-people';

/**
 * The workspace's name: its main brand profile's company or profile name; before there is one,
 * the company its first owner signed up with; else `unnamed` (an invitation says 'a brand',
 * the team page 'Your brand').
 */
export async function workspaceNameOf(
  db: Executor,
  workspaceId: string,
  unnamed = 'a brand',
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
  const named = main?.companyName?.trim() || main?.profileName.trim();
  if (named) return named;
  const [signedUp] = await db
    .select({ companyName: profiles.companyName })
    .from(workspaceMembers)
    .innerJoin(profiles, eq(profiles.id, workspaceMembers.userId))
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.role, 'owner')))
    .orderBy(asc(workspaceMembers.createdAt))
    .limit(1);
  return signedUp?.companyName?.trim() || unnamed;
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
