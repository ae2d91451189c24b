import type { BrandProfile, InvitationPreview, PlanId, WorkspaceInvitation } from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import { workspaceActivity, workspaceMembers } from '../../db/schema';
import type { TestApp } from '../../test/create-test-app';
import { createBrand, giveSubscription } from '../../test/factories/brand';
import { waitForMail, type OutboxMessage } from '../../test/mailbox';
import { sessionCookieOf, type TestUser } from '../../test/users';
import { call, createProfile } from '../brand-profiles/brand-profiles.fixtures';

// Request helpers shared by the invitations tests.

export const DAY_MS = 24 * 60 * 60 * 1000;

let addressCount = 0;
/** A fresh address for each invitee. */
export const newAddress = (name = 'colleague') => `${name}-${++addressCount}-${Date.now()}@example.com`;

export interface Team {
  owner: TestUser;
  main: BrandProfile;
  outlet: BrandProfile;
}

/** A workspace with a plan (premium: 5 team seats), a main profile of Sunrise Coffee and an outlet. */
export async function team(t: TestApp, planId: PlanId = 'premium'): Promise<Team> {
  const owner = await createBrand(t);
  await giveSubscription(t, owner.id, { planId });
  const main = await createProfile(t, owner, { profileName: 'Main', companyName: 'Sunrise Coffee' });
  const outlet = await createProfile(t, owner, { profileName: 'Outlet' });
  return { owner, main, outlet };
}

export const invite = (t: TestApp, by: TestUser | null, body: unknown) =>
  call(t, by, 'POST', '/api/workspace/invitations', body);

/** Invites through the API; fails the test unless it answers 201. */
export async function invited(
  t: TestApp,
  by: TestUser,
  body: { email: string; role: string; brandProfileIds?: string[] },
): Promise<WorkspaceInvitation> {
  const response = await invite(t, by, body);
  if (response.status !== 201)
    throw new Error(`invite answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as WorkspaceInvitation;
}

/** The token of the newest invitation link e-mailed to the address. */
export async function linkToken(t: TestApp, email: string, newerThan?: OutboxMessage): Promise<string> {
  const mail = await waitForMail(t, email, { subject: /invited you to/, newerThan });
  const match = /\/invitations\/([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match) throw new Error(`no invitation link in: ${mail.text}`);
  return match[1]!;
}

/** The user with a new session: after a jump of days, the one from before has expired. */
export async function signInAgain(t: TestApp, user: TestUser): Promise<TestUser> {
  const { headers } = await t.deps.auth.api.signInEmail({
    body: { email: user.email, password: user.password },
    returnHeaders: true,
  });
  return { ...user, cookie: sessionCookieOf(headers)! };
}

export const preview = (t: TestApp, token: string) => call(t, null, 'GET', `/api/invitations/${token}`);

export const statusOf = async (t: TestApp, token: string) =>
  ((await (await preview(t, token)).json()) as InvitationPreview).status;

export const accept = (t: TestApp, user: TestUser | null, token: string) =>
  call(t, user, 'POST', `/api/invitations/${token}/accept`);

export const errorOf = async (response: Response) => ((await response.json()) as { error: unknown }).error;

export const activityOf = (t: TestApp, workspaceId: string) =>
  t.deps.database.db
    .select({ action: workspaceActivity.action, subject: workspaceActivity.subject })
    .from(workspaceActivity)
    .where(eq(workspaceActivity.workspaceId, workspaceId));

export const membersOf = (t: TestApp, workspaceId: string) =>
  t.deps.database.db.select().from(workspaceMembers).where(eq(workspaceMembers.workspaceId, workspaceId));
