import { createHash } from 'node:crypto';
import { BRAND_PROFILE_MESSAGES, INVITATION_MESSAGES } from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  authUsers,
  profiles,
  workspaceInvitations,
  workspaceMemberProfiles,
  workspaces,
} from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createBrand, createColleague } from '../../test/factories/brand';
import { createTestUser } from '../../test/users';
import { call, createProfile } from '../brand-profiles/brand-profiles.fixtures';
import { createCampaignAs } from '../campaigns/campaigns.fixtures';
import {
  DAY_MS,
  accept,
  activityOf,
  errorOf,
  invite,
  invited,
  linkToken,
  membersOf,
  newAddress,
  statusOf,
  team,
} from './invitations.fixtures';

// Accepting an invitation to a brand workspace (issue 14 item 2): who may, when, and the team
// limit when several accept at once.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

describe('POST /api/invitations/:token/accept', () => {
  it("admits the invitee: they see the workspace's campaigns and skip the brand plan onboarding", async () => {
    const { owner, outlet } = await team(t);
    await createCampaignAs(t, owner, { title: 'Iced Latte Launch' });
    const email = newAddress();
    await invited(t, owner, { email, role: 'member', brandProfileIds: [outlet.id] });
    const token = await linkToken(t, email);
    // A brand sign-up comes with an empty workspace of its own; accepting drops it.
    const invitee = await createBrand(t, email);

    const response = await accept(t, invitee, token);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ workspaceId: owner.id, role: 'member' });

    const mine = await call(t, invitee, 'GET', '/api/campaigns/mine');
    expect(mine.status).toBe(200);
    const { campaigns } = (await mine.json()) as { campaigns: { title: string }[] };
    expect(campaigns.map((campaign) => campaign.title)).toEqual(['Iced Latte Launch']);

    const { db } = t.deps.database;
    expect((await membersOf(t, owner.id)).map((row) => [row.userId, row.role])).toContainEqual([
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
    expect(await activityOf(t, owner.id)).toContainEqual({ action: 'member_joined', subject: email });

    // The link works once.
    const twice = await accept(t, invitee, token);
    expect(twice.status).toBe(409);
    expect(await errorOf(twice)).toEqual({ code: 'CONFLICT', message: INVITATION_MESSAGES.alreadyAccepted });
  });

  it('refuses someone signed in with another address (403) and a visitor (401)', async () => {
    const { owner } = await team(t);
    const email = newAddress();
    await invited(t, owner, { email, role: 'manager' });
    const token = await linkToken(t, email);
    const someoneElse = await createBrand(t);
    const response = await accept(t, someoneElse, token);
    expect(response.status).toBe(403);
    expect(await errorOf(response)).toEqual({
      code: 'FORBIDDEN',
      message: `This invitation was sent to ${email}. Sign in with that address to accept it.`,
    });
    expect((await accept(t, null, token)).status).toBe(401);
    expect(await statusOf(t, token)).toBe('open');
  });

  it('refuses an invitation 7 days after it was sent', async () => {
    const { owner } = await team(t);
    const email = newAddress();
    await invited(t, owner, { email, role: 'manager' });
    const token = await linkToken(t, email);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 7 * DAY_MS + 1000);
    // Signed in after the jump (a session from before it would have expired too).
    const invitee = await createBrand(t, email);
    const response = await accept(t, invitee, token);
    expect(response.status).toBe(409);
    expect(await errorOf(response)).toEqual({
      code: 'CONFLICT',
      message: 'This invitation has expired. Ask for a new one.',
    });
    expect((await membersOf(t, owner.id)).map((row) => row.userId)).not.toContain(invitee.id);
  });

  it('accepts an invitation just before its 7 days end', async () => {
    const { owner } = await team(t);
    const email = newAddress();
    await invited(t, owner, { email, role: 'manager' });
    const token = await linkToken(t, email);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 7 * DAY_MS - 60_000);
    const invitee = await createBrand(t, email);
    expect((await accept(t, invitee, token)).status).toBe(200);
  });

  it('refuses an account whose address was never confirmed', async () => {
    const { owner } = await team(t);
    const email = newAddress();
    await invited(t, owner, { email, role: 'member' });
    const token = await linkToken(t, email);
    const unconfirmed = await createTestUser(t, { userType: 'brand', email, isEmailVerified: false });
    const response = await accept(t, unconfirmed, token);
    expect(response.status).toBe(403);
    expect(await errorOf(response)).toEqual({
      code: 'FORBIDDEN',
      message: INVITATION_MESSAGES.confirmAddressFirst,
    });
    expect(await statusOf(t, token)).toBe('open');
  });

  it('refuses a creator account with the invited address', async () => {
    const { owner } = await team(t);
    const email = newAddress();
    await invited(t, owner, { email, role: 'member' });
    const token = await linkToken(t, email);
    const creator = await createTestUser(t, { userType: 'creator', email });
    const response = await accept(t, creator, token);
    expect(response.status).toBe(409);
    expect(await errorOf(response)).toEqual({
      code: 'CONFLICT',
      message: INVITATION_MESSAGES.brandAccountsOnly,
    });
    expect(await statusOf(t, token)).toBe('open');
  });

  it('refuses a person whose own workspace holds brand profiles; they keep it', async () => {
    const { owner } = await team(t);
    const email = newAddress();
    await invited(t, owner, { email, role: 'manager' });
    const token = await linkToken(t, email);
    const invitee = await createBrand(t, email);
    await createProfile(t, invitee, { profileName: 'My Own Brand' });
    const response = await accept(t, invitee, token);
    expect(response.status).toBe(409);
    expect(await errorOf(response)).toEqual({
      code: 'CONFLICT',
      message: 'You already belong to a brand workspace. Leave it before joining another.',
    });
    expect((await membersOf(t, invitee.id)).map((row) => [row.userId, row.role])).toEqual([
      [invitee.id, 'owner'],
    ]);
    expect(await statusOf(t, token)).toBe('open');
  });

  it('refuses a member of another team', async () => {
    const { owner } = await team(t);
    const other = await team(t);
    const email = newAddress();
    await invited(t, owner, { email, role: 'manager' });
    const token = await linkToken(t, email);
    const invitee = await createColleague(t, other.owner.id, 'member');
    // Their address is the invited one.
    await t.deps.database.db.update(authUsers).set({ email }).where(eq(authUsers.id, invitee.id));
    const response = await accept(t, invitee, token);
    expect(response.status).toBe(409);
    expect(await errorOf(response)).toEqual({
      code: 'CONFLICT',
      message: INVITATION_MESSAGES.alreadyInAnotherWorkspace,
    });
  });

  it('admits an owner whose own workspace is empty and drops that workspace', async () => {
    const { owner } = await team(t);
    const email = newAddress();
    await invited(t, owner, { email, role: 'owner' });
    const token = await linkToken(t, email);
    const invitee = await createBrand(t, email);
    expect(await membersOf(t, invitee.id)).toHaveLength(1);
    const response = await accept(t, invitee, token);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ workspaceId: owner.id, role: 'owner' });
    expect(await membersOf(t, invitee.id)).toEqual([]);
    // As an owner they manage the subscription of the workspace they joined.
    const subscription = await call(t, invitee, 'GET', '/api/subscriptions/me');
    expect(((await subscription.json()) as { canManage: boolean }).canManage).toBe(true);
  });

  it('admits exactly the plan limit when more invitations are accepted at once', async () => {
    const { owner, outlet } = await team(t, 'premium');
    const limit = 5;
    const emails = Array.from({ length: limit + 3 }, () => newAddress('rush'));
    const tokens: string[] = [];
    for (const email of emails.slice(0, limit)) {
      await invited(t, owner, { email, role: 'member', brandProfileIds: [outlet.id] });
      tokens.push(await linkToken(t, email));
    }
    // The invite route refuses more than the limit; these three are written directly.
    const over = await invite(t, owner, { email: emails[limit]!, role: 'member' });
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

    const answers = await Promise.all(invitees.map((invitee, index) => accept(t, invitee, tokens[index]!)));

    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(limit);
    expect(statuses.filter((status) => status === 403)).toHaveLength(3);
    for (const answer of answers.filter((each) => each.status === 403)) {
      expect(await errorOf(answer)).toEqual({
        code: 'FORBIDDEN',
        message: BRAND_PROFILE_MESSAGES.teamMemberLimitReached(limit),
      });
    }
    const members = await membersOf(t, owner.id);
    expect(members).toHaveLength(limit + 1);
    const accepted = await t.deps.database.db
      .select()
      .from(workspaceInvitations)
      .where(eq(workspaceInvitations.workspaceId, owner.id));
    expect(accepted.filter((row) => row.acceptedAt !== null)).toHaveLength(limit);
    // Those refused keep their own workspace.
    const refused = invitees.filter((_, index) => answers[index]!.status === 403);
    for (const person of refused) expect(await membersOf(t, person.id)).toHaveLength(1);
  });
});
