import { randomBytes } from 'node:crypto';
import type { BrandProfile, Workspace, WorkspaceRole } from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import { profiles, workspaceInvitations } from '../../db/schema';
import type { TestApp } from '../../test/create-test-app';
import { createBrand, createColleague, giveSubscription } from '../../test/factories/brand';
import type { TestUser } from '../../test/users';
import { call, createProfile } from '../brand-profiles/brand-profiles.fixtures';

// Helpers shared by the workspace tests.

export { call };

export interface Team {
  owner: TestUser;
  manager: TestUser;
  member: TestUser;
  main: BrandProfile;
  outlet: BrandProfile;
}

/** Gives the person a first and last name (the team list and the activity list show it). */
export async function nameUser(t: TestApp, user: TestUser, firstName: string, lastName: string) {
  await t.deps.database.db.update(profiles).set({ firstName, lastName }).where(eq(profiles.id, user.id));
}

/**
 * A Premium workspace (team limit 5): Olivia Owner with the main profile (company Acme Trading)
 * and an outlet, Max Manager, and Mia Member assigned to the outlet.
 */
export async function createTeam(t: TestApp): Promise<Team> {
  const owner = await createBrand(t);
  await giveSubscription(t, owner.id, { planId: 'premium' });
  // Named first: the activity list keeps the name a line was recorded with.
  await nameUser(t, owner, 'Olivia', 'Owner');
  const main = await createProfile(t, owner, { profileName: 'Main', companyName: 'Acme Trading' });
  const outlet = await createProfile(t, owner, { profileName: 'Outlet' });
  const manager = await createColleague(t, owner.id, 'manager');
  const member = await createColleague(t, owner.id, 'member', [outlet.id]);
  await nameUser(t, manager, 'Max', 'Manager');
  await nameUser(t, member, 'Mia', 'Member');
  return { owner, manager, member, main, outlet };
}

/** Writes an invitation row as the invitations API would. */
export async function addInvitation(
  t: TestApp,
  workspaceId: string,
  values: {
    email: string;
    role?: WorkspaceRole;
    invitedBy?: string;
    expiresAt?: Date;
    acceptedAt?: Date;
    revokedAt?: Date;
  },
) {
  const [row] = await t.deps.database.db
    .insert(workspaceInvitations)
    .values({
      workspaceId,
      email: values.email,
      role: values.role ?? 'member',
      tokenHash: randomBytes(16).toString('hex'),
      invitedBy: values.invitedBy ?? null,
      expiresAt: values.expiresAt ?? new Date(Date.now() + 7 * 24 * 60 * 60 * 1000),
      acceptedAt: values.acceptedAt ?? null,
      revokedAt: values.revokedAt ?? null,
    })
    .returning();
  return row!;
}

/** GET /api/workspace as the person; fails the test unless it answers 200. */
export async function workspaceAs(t: TestApp, user: TestUser): Promise<Workspace> {
  const response = await call(t, user, 'GET', '/api/workspace');
  if (response.status !== 200)
    throw new Error(`workspace answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as Workspace;
}
