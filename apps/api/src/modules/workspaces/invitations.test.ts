import { createHash } from 'node:crypto';
import {
  BRAND_PROFILE_MESSAGES,
  INVITATION_MESSAGES,
  WORKSPACE_MESSAGES,
  type BrandProfile,
  type InvitationPreview,
  type PlanId,
  type WorkspaceInvitation,
} from '@partnerly/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  authUsers,
  profiles,
  workspaceActivity,
  workspaceInvitations,
  workspaceMemberProfiles,
  workspaceMembers,
  workspaces,
} from '../../db/schema';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/create-test-app';
import { createBrand, createColleague, giveSubscription } from '../../test/factories/brand';
import { waitForMail, type OutboxMessage } from '../../test/mailbox';
import { createTestUser, sessionCookieOf, type TestUser } from '../../test/users';
import { call, createProfile } from '../brand-profiles/brand-profiles.fixtures';
import { createCampaignAs } from '../campaigns/campaigns.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const DAY_MS = 24 * 60 * 60 * 1000;
let addressCount = 0;
/** A fresh address for each invitee. */
const newAddress = (name = 'colleague') => `${name}-${++addressCount}-${Date.now()}@example.com`;

interface Team {
  owner: TestUser;
  main: BrandProfile;
  outlet: BrandProfile;
}

/** A workspace with a plan (premium: 5 team seats), a main profile named Sunrise Coffee and an outlet. */
async function team(planId: PlanId = 'premium'): Promise<Team> {
  const owner = await createBrand(t);
  await giveSubscription(t, owner.id, { planId });
  const main = await createProfile(t, owner, { profileName: 'Main', companyName: 'Sunrise Coffee' });
  const outlet = await createProfile(t, owner, { profileName: 'Outlet' });
  return { owner, main, outlet };
}

const invite = (by: TestUser | null, body: unknown) =>
  call(t, by, 'POST', '/api/workspace/invitations', body);

/** Invites through the API; fails the test unless it answers 201. */
async function invited(
  by: TestUser,
  body: { email: string; role: string; brandProfileIds?: string[] },
): Promise<WorkspaceInvitation> {
  const response = await invite(by, body);
  if (response.status !== 201)
    throw new Error(`invite answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as WorkspaceInvitation;
}

/** The token of the newest invitation link e-mailed to the address. */
async function linkToken(email: string, newerThan?: OutboxMessage): Promise<string> {
  const mail = await waitForMail(t, email, { subject: /invited you to/, newerThan });
  const match = /\/invitations\/([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match) throw new Error(`no invitation link in: ${mail.text}`);
  return match[1]!;
}

/** The user with a new session: after a jump of days, the one from before has expired. */
async function signInAgain(user: TestUser): Promise<TestUser> {
  const { headers } = await t.deps.auth.api.signInEmail({
    body: { email: user.email, password: user.password },
    returnHeaders: true,
  });
  return { ...user, cookie: sessionCookieOf(headers)! };
}

const preview = (token: string) => call(t, null, 'GET', `/api/invitations/${token}`);
const statusOf = async (token: string) => ((await (await preview(token)).json()) as InvitationPreview).status;
const accept = (user: TestUser | null, token: string) =>
  call(t, user, 'POST', `/api/invitations/${token}/accept`);
const errorOf = async (response: Response) => ((await response.json()) as { error: unknown }).error;

const activityOf = (workspaceId: string) =>
  t.deps.database.db
    .select({ action: workspaceActivity.action, subject: workspaceActivity.subject })
    .from(workspaceActivity)
    .where(eq(workspaceActivity.workspaceId, workspaceId));
const membersOf = (workspaceId: string) =>
  t.deps.database.db.select().from(workspaceMembers).where(eq(workspaceMembers.workspaceId, workspaceId));

describe('POST /api/workspace/invitations', () => {
  it('lets an owner invite by e-mail: the invitee gets a link naming the inviter and the workspace', async () => {
    const { owner, outlet } = await team();
    const email = newAddress();
    const response = await invite(owner, {
      email: email.toUpperCase(),
      role: 'member',
      brandProfileIds: [outlet.id],
    });
    expect(response.status).toBe(201);
    const invitation = (await response.json()) as WorkspaceInvitation;
    expect(invitation).toMatchObject({
      email,
      role: 'member',
      brandProfileIds: [outlet.id],
      invitedByName: 'Test User',
      isExpired: false,
    });
    const days = (Date.parse(invitation.expiresAt) - Date.parse(invitation.createdAt)) / DAY_MS;
    expect(days).toBe(7);

    const mail = await waitForMail(t, email);
    expect(mail.subject).toBe('Test User invited you to Sunrise Coffee on Partnerly');
    expect(mail.text).toContain('Test User invited you to join Sunrise Coffee on Partnerly as a member.');
    expect(mail.text).toContain(`${TEST_ORIGIN}/invitations/`);
    const token = await linkToken(email);
    expect(mail.html).toContain(`href="${TEST_ORIGIN}/invitations/${token}"`);

    // Only the token's SHA-256 is kept.
    const [row] = await t.deps.database.db
      .select()
      .from(workspaceInvitations)
      .where(eq(workspaceInvitations.id, invitation.id));
    expect(row!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(await activityOf(owner.id)).toContainEqual({ action: 'member_invited', subject: email });
  });

  it('escapes the names it puts into the HTML e-mail', async () => {
    const owner = await createBrand(t);
    await createProfile(t, owner, { profileName: 'Main', companyName: '<b>Bold & Co</b>' });
    const email = newAddress();
    await invited(owner, { email, role: 'manager' });
    const mail = await waitForMail(t, email);
    expect(mail.html).toContain('&#60;b&#62;Bold &#38; Co&#60;/b&#62;');
    expect(mail.html).not.toContain('<b>Bold');
  });

  it("names 'a brand on Partnerly' while the workspace has no brand profile", async () => {
    const owner = await createBrand(t);
    const email = newAddress();
    await invited(owner, { email, role: 'manager' });
    expect((await waitForMail(t, email)).subject).toBe(
      'Test User invited you to a brand on Partnerly on Partnerly',
    );
  });

  it('lets a manager invite managers and members, and only owners invite owners', async () => {
    const { owner } = await team();
    const manager = await createColleague(t, owner.id, 'manager');
    const refused = await invite(manager, { email: newAddress(), role: 'owner' });
    expect(refused.status).toBe(403);
    expect(await errorOf(refused)).toEqual({ code: 'FORBIDDEN', message: WORKSPACE_MESSAGES.ownersOnly });
    expect((await invite(manager, { email: newAddress(), role: 'manager' })).status).toBe(201);
    expect((await invite(manager, { email: newAddress(), role: 'member' })).status).toBe(201);
    expect((await invite(owner, { email: newAddress(), role: 'owner' })).status).toBe(201);
  });

  it('refuses members (403), creators (403) and visitors who are not signed in (401)', async () => {
    const { owner } = await team();
    const member = await createColleague(t, owner.id, 'member');
    const asMember = await invite(member, { email: newAddress(), role: 'member' });
    expect(asMember.status).toBe(403);
    expect(await errorOf(asMember)).toEqual({ code: 'FORBIDDEN', message: WORKSPACE_MESSAGES.managersOnly });
    const creator = await createTestUser(t, { userType: 'creator' });
    expect((await invite(creator, { email: newAddress(), role: 'member' })).status).toBe(403);
    expect((await invite(null, { email: newAddress(), role: 'member' })).status).toBe(401);
    const rows = await t.deps.database.db
      .select()
      .from(workspaceInvitations)
      .where(eq(workspaceInvitations.workspaceId, owner.id));
    expect(rows).toEqual([]);
  });

  it('answers 400 with field messages for a bad address, role or brand profile', async () => {
    const { owner } = await team();
    const other = await team();
    const badEmail = await invite(owner, { email: 'not-an-address', role: 'member' });
    expect(badEmail.status).toBe(400);
    expect(await errorOf(badEmail)).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { email: ['Please enter a valid email address'] },
    });
    const badRole = await invite(owner, { email: newAddress(), role: 'boss' });
    expect(badRole.status).toBe(400);
    expect(Object.keys(((await errorOf(badRole)) as { fields: object }).fields)).toEqual(['role']);
    const malformed = await invite(owner, { email: newAddress(), role: 'member', brandProfileIds: ['main'] });
    expect(malformed.status).toBe(400);
    expect(await errorOf(malformed)).toMatchObject({
      fields: { 'brandProfileIds.0': ['Pick brand profiles from the list'] },
    });
    // Another workspace's profile is not in this workspace's list.
    const foreign = await invite(owner, {
      email: newAddress(),
      role: 'member',
      brandProfileIds: [other.main.id],
    });
    expect(foreign.status).toBe(400);
    expect(await errorOf(foreign)).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Please fix the errors in the form',
      fields: { brandProfileIds: ['Pick brand profiles from the list'] },
    });
  });

  it('refuses an address already in the workspace or with an open invitation (409)', async () => {
    const { owner } = await team();
    const manager = await createColleague(t, owner.id, 'manager');
    const member = await invite(owner, { email: manager.email.toUpperCase(), role: 'member' });
    expect(member.status).toBe(409);
    expect(await errorOf(member)).toEqual({ code: 'CONFLICT', message: INVITATION_MESSAGES.alreadyMember });

    const email = newAddress();
    await invited(owner, { email, role: 'member' });
    const again = await invite(manager, { email, role: 'manager' });
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toEqual({
      code: 'CONFLICT',
      message: 'An invitation to this address is already open. Resend it instead.',
    });
  });

  it('replaces an invitation that expired unanswered with a new one', async () => {
    const { owner } = await team();
    const email = newAddress();
    await invited(owner, { email, role: 'member' });
    const oldToken = await linkToken(email);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 8 * DAY_MS);
    const renewed = await invite(await signInAgain(owner), { email, role: 'manager' });
    expect(renewed.status).toBe(201);
    expect(await statusOf(oldToken)).toBe('revoked');
  });

  it("answers 'Team Member Limit Reached' once people and open invitations fill the plan", async () => {
    // Basic: one team member besides an owner.
    const { owner } = await team('basic');
    const first = await invited(owner, { email: newAddress(), role: 'manager' });
    const over = await invite(owner, { email: newAddress(), role: 'member' });
    expect(over.status).toBe(403);
    expect(await errorOf(over)).toEqual({
      code: 'FORBIDDEN',
      message: 'Team Member Limit Reached: You can only add 1 team member(s) with your current plan.',
    });
    // Revoking the invitation frees its seat; a person who joined takes it.
    expect((await call(t, owner, 'DELETE', `/api/workspace/invitations/${first.id}`)).status).toBe(204);
    await createColleague(t, owner.id, 'member');
    const full = await invite(owner, { email: newAddress(), role: 'member' });
    expect(full.status).toBe(403);
    expect(await errorOf(full)).toEqual({
      code: 'FORBIDDEN',
      message: BRAND_PROFILE_MESSAGES.teamMemberLimitReached(1),
    });
  });

  it('admits exactly up to the limit when invitations are sent concurrently', async () => {
    const { owner } = await team('premium');
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => invite(owner, { email: newAddress(), role: 'member' })),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(5);
    expect(answers.filter((answer) => answer.status === 403)).toHaveLength(3);
    const rows = await t.deps.database.db
      .select()
      .from(workspaceInvitations)
      .where(eq(workspaceInvitations.workspaceId, owner.id));
    expect(rows).toHaveLength(5);
  });
});

describe('resending and revoking', () => {
  it('resends with a new link that works for 7 days from now; the old link stops working', async () => {
    const { owner } = await team();
    const email = newAddress();
    const invitation = await invited(owner, { email, role: 'member' });
    const firstMail = await waitForMail(t, email);
    const oldToken = await linkToken(email);

    const resentAt = Date.now() + 8 * DAY_MS;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(resentAt);
    expect(await statusOf(oldToken)).toBe('expired');
    // Signed in after the jump (sessions from before it would have expired too).
    const manager = await createColleague(t, owner.id, 'manager');
    const response = await call(t, manager, 'POST', `/api/workspace/invitations/${invitation.id}/resend`);
    expect(response.status).toBe(200);
    const resent = (await response.json()) as WorkspaceInvitation;
    expect(resent).toMatchObject({ id: invitation.id, email, isExpired: false });
    expect(Date.parse(resent.expiresAt)).toBeGreaterThanOrEqual(resentAt + 7 * DAY_MS);
    expect(Date.parse(resent.expiresAt)).toBeLessThanOrEqual(Date.now() + 7 * DAY_MS);

    const newToken = await linkToken(email, firstMail);
    expect(newToken).not.toBe(oldToken);
    expect((await preview(oldToken)).status).toBe(404);
    expect(await statusOf(newToken)).toBe('open');
  });

  it('refuses to resend an expired invitation once its seat was given to another', async () => {
    const { owner } = await team('basic');
    const expired = await invited(owner, { email: newAddress(), role: 'member' });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 8 * DAY_MS);
    const ownerNow = await signInAgain(owner);
    // The expired invitation holds no seat: a new one takes it.
    await invited(ownerNow, { email: newAddress(), role: 'member' });
    const response = await call(t, ownerNow, 'POST', `/api/workspace/invitations/${expired.id}/resend`);
    expect(response.status).toBe(403);
    expect(await errorOf(response)).toEqual({
      code: 'FORBIDDEN',
      message: BRAND_PROFILE_MESSAGES.teamMemberLimitReached(1),
    });
  });

  it('revokes: 204, the link shows revoked and cannot be accepted, the activity list records it', async () => {
    const { owner } = await team();
    const manager = await createColleague(t, owner.id, 'manager');
    const email = newAddress();
    const invitation = await invited(owner, { email, role: 'member' });
    const token = await linkToken(email);
    const response = await call(t, manager, 'DELETE', `/api/workspace/invitations/${invitation.id}`);
    expect(response.status).toBe(204);
    expect(await statusOf(token)).toBe('revoked');
    expect(await activityOf(owner.id)).toContainEqual({ action: 'invitation_revoked', subject: email });

    const invitee = await createBrand(t, email);
    const refused = await accept(invitee, token);
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toEqual({ code: 'CONFLICT', message: INVITATION_MESSAGES.revoked });

    // A revoked invitation is neither revoked again nor resent.
    for (const [method, path] of [
      ['DELETE', `/api/workspace/invitations/${invitation.id}`],
      ['POST', `/api/workspace/invitations/${invitation.id}/resend`],
    ] as const) {
      const again = await call(t, owner, method, path);
      expect(again.status, path).toBe(409);
      expect(await errorOf(again)).toEqual({ code: 'CONFLICT', message: INVITATION_MESSAGES.noLongerOpen });
    }
  });

  it("refuses members (403), creators (403), visitors (401), and answers 404 to another workspace's owner", async () => {
    const { owner } = await team();
    const member = await createColleague(t, owner.id, 'member');
    const stranger = (await team()).owner;
    const creator = await createTestUser(t, { userType: 'creator' });
    const email = newAddress();
    const invitation = await invited(owner, { email, role: 'member' });
    const token = await linkToken(email);
    const actions = [
      ['POST', `/api/workspace/invitations/${invitation.id}/resend`],
      ['DELETE', `/api/workspace/invitations/${invitation.id}`],
    ] as const;
    for (const [method, path] of actions) {
      const asMember = await call(t, member, method, path);
      expect(asMember.status, path).toBe(403);
      expect(await errorOf(asMember)).toEqual({
        code: 'FORBIDDEN',
        message: WORKSPACE_MESSAGES.managersOnly,
      });
      expect((await call(t, creator, method, path)).status, path).toBe(403);
      expect((await call(t, null, method, path)).status, path).toBe(401);
      const asStranger = await call(t, stranger, method, path);
      expect(asStranger.status, path).toBe(404);
      expect(await errorOf(asStranger)).toEqual({ code: 'NOT_FOUND', message: INVITATION_MESSAGES.notFound });
    }
    expect((await call(t, owner, 'DELETE', '/api/workspace/invitations/not-a-uuid')).status).toBe(400);
    // Still open, and the first link still works.
    expect(await statusOf(token)).toBe('open');
    expect((await waitForMail(t, email)).text).toContain(token);
  });

  it('refuses a manager resending an invitation to be an owner', async () => {
    const { owner } = await team();
    const manager = await createColleague(t, owner.id, 'manager');
    const invitation = await invited(owner, { email: newAddress(), role: 'owner' });
    const response = await call(t, manager, 'POST', `/api/workspace/invitations/${invitation.id}/resend`);
    expect(response.status).toBe(403);
    expect(await errorOf(response)).toEqual({ code: 'FORBIDDEN', message: WORKSPACE_MESSAGES.ownersOnly });
  });
});

describe('GET /api/invitations/:token', () => {
  it('shows the invitation to anyone with the link, with its status', async () => {
    const { owner } = await team();
    const email = newAddress();
    await invited(owner, { email, role: 'manager' });
    const token = await linkToken(email);
    const response = await preview(token);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      workspaceName: 'Sunrise Coffee',
      invitedByName: 'Test User',
      email,
      role: 'manager',
      status: 'open',
    });

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 7 * DAY_MS + 60_000);
    expect(await statusOf(token)).toBe('expired');
    vi.useRealTimers();

    const invitee = await createBrand(t, email);
    expect((await accept(invitee, token)).status).toBe(200);
    expect(await statusOf(token)).toBe('accepted');
  });

  it('answers 404 for an unknown link', async () => {
    const response = await preview('x'.repeat(43));
    expect(response.status).toBe(404);
    expect(await errorOf(response)).toEqual({
      code: 'NOT_FOUND',
      message: 'This invitation link is not valid.',
    });
  });
});

describe('POST /api/invitations/:token/accept', () => {
  it("admits the invitee: they see the workspace's campaigns and skip the brand plan onboarding", async () => {
    const { owner, outlet } = await team();
    await createCampaignAs(t, owner, { title: 'Iced Latte Launch' });
    const email = newAddress();
    await invited(owner, { email, role: 'member', brandProfileIds: [outlet.id] });
    const token = await linkToken(email);
    // A brand sign-up comes with an empty workspace of its own; accepting drops it.
    const invitee = await createBrand(t, email);

    const response = await accept(invitee, token);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ workspaceId: owner.id, role: 'member' });

    const mine = await call(t, invitee, 'GET', '/api/campaigns/mine');
    expect(mine.status).toBe(200);
    const { campaigns } = (await mine.json()) as { campaigns: { title: string }[] };
    expect(campaigns.map((campaign) => campaign.title)).toEqual(['Iced Latte Launch']);

    const { db } = t.deps.database;
    expect((await membersOf(owner.id)).map((row) => [row.userId, row.role])).toContainEqual([
      invitee.id,
      'member',
    ]);
    const assigned = await db
      .select()
      .from(workspaceMemberProfiles)
      .where(eq(workspaceMemberProfiles.userId, invitee.id));
    expect(assigned.map((row) => row.brandProfileId)).toEqual([outlet.id]);
    expect(await db.select().from(workspaces).where(eq(workspaces.id, invitee.id))).toEqual([]);
    const [profile] = await db.select().from(profiles).where(eq(profiles.id, invitee.id));
    expect(profile!.onboardingCompleted).toBe(true);
    expect(await activityOf(owner.id)).toContainEqual({ action: 'member_joined', subject: email });

    // The link works once.
    const twice = await accept(invitee, token);
    expect(twice.status).toBe(409);
    expect(await errorOf(twice)).toEqual({ code: 'CONFLICT', message: INVITATION_MESSAGES.alreadyAccepted });
  });

  it('refuses someone signed in with another address (403) and a visitor (401)', async () => {
    const { owner } = await team();
    const email = newAddress();
    await invited(owner, { email, role: 'manager' });
    const token = await linkToken(email);
    const someoneElse = await createBrand(t);
    const response = await accept(someoneElse, token);
    expect(response.status).toBe(403);
    expect(await errorOf(response)).toEqual({
      code: 'FORBIDDEN',
      message: `This invitation was sent to ${email}. Sign in with that address to accept it.`,
    });
    expect((await accept(null, token)).status).toBe(401);
    expect(await statusOf(token)).toBe('open');
  });

  it('refuses an invitation 7 days after it was sent', async () => {
    const { owner } = await team();
    const email = newAddress();
    await invited(owner, { email, role: 'manager' });
    const token = await linkToken(email);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 7 * DAY_MS + 1000);
    // Signed in after the jump (a session from before it would have expired too).
    const invitee = await createBrand(t, email);
    const response = await accept(invitee, token);
    expect(response.status).toBe(409);
    expect(await errorOf(response)).toEqual({
      code: 'CONFLICT',
      message: 'This invitation has expired. Ask for a new one.',
    });
    expect((await membersOf(owner.id)).map((row) => row.userId)).not.toContain(invitee.id);
  });

  it('accepts an invitation just before its 7 days end', async () => {
    const { owner } = await team();
    const email = newAddress();
    await invited(owner, { email, role: 'manager' });
    const token = await linkToken(email);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 7 * DAY_MS - 60_000);
    const invitee = await createBrand(t, email);
    expect((await accept(invitee, token)).status).toBe(200);
  });

  it('refuses an account whose address was never confirmed', async () => {
    const { owner } = await team();
    const email = newAddress();
    await invited(owner, { email, role: 'member' });
    const token = await linkToken(email);
    const unconfirmed = await createTestUser(t, { userType: 'brand', email, isEmailVerified: false });
    const response = await accept(unconfirmed, token);
    expect(response.status).toBe(403);
    expect(await errorOf(response)).toEqual({
      code: 'FORBIDDEN',
      message: INVITATION_MESSAGES.confirmAddressFirst,
    });
    expect(await statusOf(token)).toBe('open');
  });

  it('refuses a creator account with the invited address', async () => {
    const { owner } = await team();
    const email = newAddress();
    await invited(owner, { email, role: 'member' });
    const token = await linkToken(email);
    const creator = await createTestUser(t, { userType: 'creator', email });
    const response = await accept(creator, token);
    expect(response.status).toBe(409);
    expect(await errorOf(response)).toEqual({
      code: 'CONFLICT',
      message: INVITATION_MESSAGES.brandAccountsOnly,
    });
    expect(await statusOf(token)).toBe('open');
  });

  it('refuses a person whose own workspace holds brand profiles; they keep it', async () => {
    const { owner } = await team();
    const email = newAddress();
    await invited(owner, { email, role: 'manager' });
    const token = await linkToken(email);
    const invitee = await createBrand(t, email);
    await createProfile(t, invitee, { profileName: 'My Own Brand' });
    const response = await accept(invitee, token);
    expect(response.status).toBe(409);
    expect(await errorOf(response)).toEqual({
      code: 'CONFLICT',
      message: 'You already belong to a brand workspace. Leave it before joining another.',
    });
    expect((await membersOf(invitee.id)).map((row) => [row.userId, row.role])).toEqual([
      [invitee.id, 'owner'],
    ]);
    expect(await statusOf(token)).toBe('open');
  });

  it('refuses a member of another team', async () => {
    const { owner } = await team();
    const other = await team();
    const email = newAddress();
    await invited(owner, { email, role: 'manager' });
    const token = await linkToken(email);
    const invitee = await createColleague(t, other.owner.id, 'member');
    // Their address is the invited one.
    await t.deps.database.db.update(authUsers).set({ email }).where(eq(authUsers.id, invitee.id));
    const response = await accept(invitee, token);
    expect(response.status).toBe(409);
    expect(await errorOf(response)).toEqual({
      code: 'CONFLICT',
      message: INVITATION_MESSAGES.alreadyInAnotherWorkspace,
    });
  });

  it('admits an owner whose own workspace is empty and drops that workspace', async () => {
    const { owner } = await team();
    const email = newAddress();
    await invited(owner, { email, role: 'owner' });
    const token = await linkToken(email);
    const invitee = await createBrand(t, email);
    expect(await membersOf(invitee.id)).toHaveLength(1);
    const response = await accept(invitee, token);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ workspaceId: owner.id, role: 'owner' });
    expect(await membersOf(invitee.id)).toEqual([]);
    // As an owner they manage the subscription of the workspace they joined.
    const subscription = await call(t, invitee, 'GET', '/api/subscriptions/me');
    expect(((await subscription.json()) as { canManage: boolean }).canManage).toBe(true);
  });

  it('admits exactly the plan limit when more invitations are accepted at once', async () => {
    const { owner, outlet } = await team('premium');
    const limit = 5;
    const emails = Array.from({ length: limit + 3 }, () => newAddress('rush'));
    const tokens: string[] = [];
    for (const email of emails.slice(0, limit)) {
      await invited(owner, { email, role: 'member', brandProfileIds: [outlet.id] });
      tokens.push(await linkToken(email));
    }
    // The invite route refuses more than the limit; these three are written directly.
    const over = await invite(owner, { email: emails[limit]!, role: 'member' });
    expect(over.status).toBe(403);
    for (const email of emails.slice(limit)) {
      const token = `${email.replace(/[^a-z0-9]/g, '')}-extra-token`;
      await t.deps.database.db.insert(workspaceInvitations).values({
        workspaceId: owner.id,
        email,
        role: 'member',
        tokenHash: createHash('sha256').update(token).digest('hex'),
        invitedBy: owner.id,
        expiresAt: new Date(Date.now() + 7 * DAY_MS),
      });
      tokens.push(token);
    }
    const invitees = await Promise.all(emails.map((email) => createBrand(t, email)));

    const answers = await Promise.all(invitees.map((invitee, index) => accept(invitee, tokens[index]!)));

    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(limit);
    expect(statuses.filter((status) => status === 403)).toHaveLength(3);
    for (const answer of answers.filter((each) => each.status === 403)) {
      expect(await errorOf(answer)).toEqual({
        code: 'FORBIDDEN',
        message: BRAND_PROFILE_MESSAGES.teamMemberLimitReached(limit),
      });
    }
    const members = await membersOf(owner.id);
    expect(members).toHaveLength(limit + 1);
    const accepted = await t.deps.database.db
      .select()
      .from(workspaceInvitations)
      .where(and(eq(workspaceInvitations.workspaceId, owner.id)));
    expect(accepted.filter((row) => row.acceptedAt !== null)).toHaveLength(limit);
    // Those refused keep their own workspace.
    const refused = invitees.filter((_, index) => answers[index]!.status === 403);
    for (const person of refused) expect(await membersOf(person.id)).toHaveLength(1);
  });
});
