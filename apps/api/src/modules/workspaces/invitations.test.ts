import { createHash } from 'node:crypto';
import {
  BRAND_PROFILE_MESSAGES,
  INVITATION_MESSAGES,
  WORKSPACE_MESSAGES,
  type WorkspaceInvitation,
} from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { workspaceInvitations } from '../../db/schema';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/create-test-app';
import { createBrand, createColleague } from '../../test/factories/brand';
import { waitForMail } from '../../test/mailbox';
import { createTestUser } from '../../test/users';
import { call, createProfile } from '../brand-profiles/brand-profiles.fixtures';
import {
  DAY_MS,
  accept,
  activityOf,
  errorOf,
  invite,
  invited,
  linkToken,
  newAddress,
  preview,
  signInAgain,
  statusOf,
  team,
} from './invitations.fixtures';

// Inviting people to a brand workspace by e-mail, resending and revoking invitations, and the
// public page of an invitation link (issue 14 item 2). Accepting: invitation-accept.test.ts.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

describe('POST /api/workspace/invitations', () => {
  it('lets an owner invite by e-mail: the invitee gets a link naming the inviter and the workspace', async () => {
    const { owner, outlet } = await team(t);
    const email = newAddress();
    const response = await invite(t, owner, {
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
    const token = await linkToken(t, email);
    expect(mail.html).toContain(`href="${TEST_ORIGIN}/invitations/${token}"`);

    // Only the token's SHA-256 is kept.
    const [row] = await t.deps.database.db
      .select()
      .from(workspaceInvitations)
      .where(eq(workspaceInvitations.id, invitation.id));
    expect(row!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(await activityOf(t, owner.id)).toContainEqual({ action: 'member_invited', subject: email });
  });

  it('escapes the names it puts into the HTML e-mail', async () => {
    const owner = await createBrand(t);
    await createProfile(t, owner, { profileName: 'Main', companyName: '<b>Bold & Co</b>' });
    const email = newAddress();
    await invited(t, owner, { email, role: 'manager' });
    const mail = await waitForMail(t, email);
    expect(mail.html).toContain('&#60;b&#62;Bold &#38; Co&#60;/b&#62;');
    expect(mail.html).not.toContain('<b>Bold');
  });

  it('names the company the owner signed up with while the workspace has no brand profile', async () => {
    const owner = await createBrand(t);
    const email = newAddress();
    await invited(t, owner, { email, role: 'manager' });
    expect((await waitForMail(t, email)).subject).toBe(
      'Test User invited you to Test Brand Co. on Partnerly',
    );
  });

  it('lets a manager invite managers and members, and only owners invite owners', async () => {
    const { owner } = await team(t);
    const manager = await createColleague(t, owner.id, 'manager');
    const refused = await invite(t, manager, { email: newAddress(), role: 'owner' });
    expect(refused.status).toBe(403);
    expect(await errorOf(refused)).toEqual({ code: 'FORBIDDEN', message: WORKSPACE_MESSAGES.ownersOnly });
    expect((await invite(t, manager, { email: newAddress(), role: 'manager' })).status).toBe(201);
    expect((await invite(t, manager, { email: newAddress(), role: 'member' })).status).toBe(201);
    expect((await invite(t, owner, { email: newAddress(), role: 'owner' })).status).toBe(201);
  });

  it('refuses members (403), creators (403) and visitors who are not signed in (401)', async () => {
    const { owner } = await team(t);
    const member = await createColleague(t, owner.id, 'member');
    const asMember = await invite(t, member, { email: newAddress(), role: 'member' });
    expect(asMember.status).toBe(403);
    expect(await errorOf(asMember)).toEqual({ code: 'FORBIDDEN', message: WORKSPACE_MESSAGES.managersOnly });
    const creator = await createTestUser(t, { userType: 'creator' });
    expect((await invite(t, creator, { email: newAddress(), role: 'member' })).status).toBe(403);
    expect((await invite(t, null, { email: newAddress(), role: 'member' })).status).toBe(401);
    const rows = await t.deps.database.db
      .select()
      .from(workspaceInvitations)
      .where(eq(workspaceInvitations.workspaceId, owner.id));
    expect(rows).toEqual([]);
  });

  it('answers 400 with field messages for a bad address, role or brand profile', async () => {
    const { owner } = await team(t);
    const other = await team(t);
    const badEmail = await invite(t, owner, { email: 'not-an-address', role: 'member' });
    expect(badEmail.status).toBe(400);
    expect(await errorOf(badEmail)).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { email: ['Please enter a valid email address'] },
    });
    const badRole = await invite(t, owner, { email: newAddress(), role: 'boss' });
    expect(badRole.status).toBe(400);
    expect(Object.keys(((await errorOf(badRole)) as { fields: object }).fields)).toEqual(['role']);
    const malformed = await invite(t, owner, {
      email: newAddress(),
      role: 'member',
      brandProfileIds: ['main'],
    });
    expect(malformed.status).toBe(400);
    expect(await errorOf(malformed)).toMatchObject({
      fields: { 'brandProfileIds.0': ['Pick brand profiles from the list'] },
    });
    // Another workspace's profile is not in this workspace's list.
    const foreign = await invite(t, owner, {
      email: newAddress(),
      role: 'member',
      brandProfileIds: [other.main.id],
    });
    expect(foreign.status).toBe(400);
    expect(await errorOf(foreign)).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Please fix the errors in the form',
      fields: { brandProfileIds: ['Pick brand profiles of your workspace from the list'] },
    });
  });

  it('refuses an address already in the workspace or with an open invitation (409)', async () => {
    const { owner } = await team(t);
    const manager = await createColleague(t, owner.id, 'manager');
    const member = await invite(t, owner, { email: manager.email.toUpperCase(), role: 'member' });
    expect(member.status).toBe(409);
    expect(await errorOf(member)).toEqual({ code: 'CONFLICT', message: INVITATION_MESSAGES.alreadyMember });

    const email = newAddress();
    await invited(t, owner, { email, role: 'member' });
    const again = await invite(t, manager, { email, role: 'manager' });
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toEqual({
      code: 'CONFLICT',
      message: 'An invitation to this address is already open. Resend it instead.',
    });
  });

  it('replaces an invitation that expired unanswered with a new one', async () => {
    const { owner } = await team(t);
    const email = newAddress();
    await invited(t, owner, { email, role: 'member' });
    const oldToken = await linkToken(t, email);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 8 * DAY_MS);
    const renewed = await invite(t, await signInAgain(t, owner), { email, role: 'manager' });
    expect(renewed.status).toBe(201);
    expect(await statusOf(t, oldToken)).toBe('revoked');
  });

  it("answers 'Team Member Limit Reached' once people and open invitations fill the plan", async () => {
    // Basic: one team member besides an owner.
    const { owner } = await team(t, 'basic');
    const first = await invited(t, owner, { email: newAddress(), role: 'manager' });
    const over = await invite(t, owner, { email: newAddress(), role: 'member' });
    expect(over.status).toBe(403);
    expect(await errorOf(over)).toEqual({
      code: 'FORBIDDEN',
      message: 'Team Member Limit Reached: You can only add 1 team member(s) with your current plan.',
    });
    // Revoking the invitation frees its seat; a person who joined takes it.
    expect((await call(t, owner, 'DELETE', `/api/workspace/invitations/${first.id}`)).status).toBe(204);
    await createColleague(t, owner.id, 'member');
    const full = await invite(t, owner, { email: newAddress(), role: 'member' });
    expect(full.status).toBe(403);
    expect(await errorOf(full)).toEqual({
      code: 'FORBIDDEN',
      message: BRAND_PROFILE_MESSAGES.teamMemberLimitReached(1),
    });
  });

  it('admits exactly up to the limit when invitations are sent concurrently', async () => {
    const { owner } = await team(t, 'premium');
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => invite(t, owner, { email: newAddress(), role: 'member' })),
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
    const { owner } = await team(t);
    const email = newAddress();
    const invitation = await invited(t, owner, { email, role: 'member' });
    const firstMail = await waitForMail(t, email);
    const oldToken = await linkToken(t, email);

    const resentAt = Date.now() + 8 * DAY_MS;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(resentAt);
    expect(await statusOf(t, oldToken)).toBe('expired');
    // Signed in after the jump (sessions from before it would have expired too).
    const manager = await createColleague(t, owner.id, 'manager');
    const response = await call(t, manager, 'POST', `/api/workspace/invitations/${invitation.id}/resend`);
    expect(response.status).toBe(200);
    const resent = (await response.json()) as WorkspaceInvitation;
    expect(resent).toMatchObject({ id: invitation.id, email, isExpired: false });
    expect(Date.parse(resent.expiresAt)).toBeGreaterThanOrEqual(resentAt + 7 * DAY_MS);
    expect(Date.parse(resent.expiresAt)).toBeLessThanOrEqual(Date.now() + 7 * DAY_MS);

    const newToken = await linkToken(t, email, firstMail);
    expect(newToken).not.toBe(oldToken);
    expect((await preview(t, oldToken)).status).toBe(404);
    expect(await statusOf(t, newToken)).toBe('open');
  });

  it('refuses to resend an expired invitation once its seat was given to another', async () => {
    const { owner } = await team(t, 'basic');
    const expired = await invited(t, owner, { email: newAddress(), role: 'member' });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 8 * DAY_MS);
    const ownerNow = await signInAgain(t, owner);
    // The expired invitation holds no seat: a new one takes it.
    await invited(t, ownerNow, { email: newAddress(), role: 'member' });
    const response = await call(t, ownerNow, 'POST', `/api/workspace/invitations/${expired.id}/resend`);
    expect(response.status).toBe(403);
    expect(await errorOf(response)).toEqual({
      code: 'FORBIDDEN',
      message: BRAND_PROFILE_MESSAGES.teamMemberLimitReached(1),
    });
  });

  it('revokes: 204, the link shows revoked and cannot be accepted, the activity list records it', async () => {
    const { owner } = await team(t);
    const manager = await createColleague(t, owner.id, 'manager');
    const email = newAddress();
    const invitation = await invited(t, owner, { email, role: 'member' });
    const token = await linkToken(t, email);
    const response = await call(t, manager, 'DELETE', `/api/workspace/invitations/${invitation.id}`);
    expect(response.status).toBe(204);
    expect(await statusOf(t, token)).toBe('revoked');
    expect(await activityOf(t, owner.id)).toContainEqual({ action: 'invitation_revoked', subject: email });

    const invitee = await createBrand(t, email);
    const refused = await accept(t, invitee, token);
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
    const { owner } = await team(t);
    const member = await createColleague(t, owner.id, 'member');
    const stranger = (await team(t)).owner;
    const creator = await createTestUser(t, { userType: 'creator' });
    const email = newAddress();
    const invitation = await invited(t, owner, { email, role: 'member' });
    const token = await linkToken(t, email);
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
    expect(await statusOf(t, token)).toBe('open');
    expect((await waitForMail(t, email)).text).toContain(token);
  });

  it('refuses a manager resending an invitation to be an owner', async () => {
    const { owner } = await team(t);
    const manager = await createColleague(t, owner.id, 'manager');
    const invitation = await invited(t, owner, { email: newAddress(), role: 'owner' });
    const response = await call(t, manager, 'POST', `/api/workspace/invitations/${invitation.id}/resend`);
    expect(response.status).toBe(403);
    expect(await errorOf(response)).toEqual({ code: 'FORBIDDEN', message: WORKSPACE_MESSAGES.ownersOnly });
  });
});

describe('GET /api/invitations/:token', () => {
  it('shows the invitation to anyone with the link, with its status', async () => {
    const { owner } = await team(t);
    const email = newAddress();
    await invited(t, owner, { email, role: 'manager' });
    const token = await linkToken(t, email);
    const response = await preview(t, token);
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
    expect(await statusOf(t, token)).toBe('expired');
    vi.useRealTimers();

    const invitee = await createBrand(t, email);
    expect((await accept(t, invitee, token)).status).toBe(200);
    expect(await statusOf(t, token)).toBe('accepted');
  });

  it('answers 404 for an unknown link', async () => {
    const response = await preview(t, 'x'.repeat(43));
    expect(response.status).toBe(404);
    expect(await errorOf(response)).toEqual({
      code: 'NOT_FOUND',
      message: 'This invitation link is not valid.',
    });
  });
});
