import { randomUUID } from 'node:crypto';
import { WORKSPACE_EVENTS, WORKSPACE_MESSAGES, type WorkspaceMember } from '@partnerly/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, profiles } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createBrand, createColleague } from '../../test/factories/brand';
import { createTestUser, type TestUser } from '../../test/users';
import { connectEvents } from '../applications/applications.fixtures';
import { campaignForm, createCampaignAs } from '../campaigns/campaigns.fixtures';
import { addInvitation, call, createTeam, nameUser, workspaceAs, type Team } from './workspace.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
const ownersOnly = { error: { code: 'FORBIDDEN', message: WORKSPACE_MESSAGES.ownersOnly } };
const patchMember = (user: TestUser | null, userId: string, body: unknown) =>
  call(t, user, 'PATCH', `/api/workspace/members/${userId}`, body);
const removeMember = (user: TestUser | null, userId: string) =>
  call(t, user, 'DELETE', `/api/workspace/members/${userId}`);
const leave = (user: TestUser | null) => call(t, user, 'POST', '/api/workspace/leave');
const roles = async (user: TestUser) =>
  (await workspaceAs(t, user)).members.map((member) => [member.email, member.role]);

describe('GET /api/workspace', () => {
  async function teamWithInvitations(): Promise<Team & { invitee: string; expired: string }> {
    const team = await createTeam(t);
    const invitee = `invitee-${randomUUID()}@example.com`;
    const expired = `expired-${randomUUID()}@example.com`;
    await addInvitation(t, team.owner.id, { email: invitee, role: 'manager', invitedBy: team.owner.id });
    await addInvitation(t, team.owner.id, { email: expired, expiresAt: new Date(Date.now() - DAY) });
    await addInvitation(t, team.owner.id, { email: 'accepted@example.com', acceptedAt: new Date() });
    await addInvitation(t, team.owner.id, { email: 'revoked@example.com', revokedAt: new Date() });
    return { ...team, invitee, expired };
  }

  it("shows an owner the workspace's people, owners first, seats and open invitations", async () => {
    const team = await teamWithInvitations();
    const workspace = await workspaceAs(t, team.owner);
    expect(workspace).toMatchObject({
      id: team.owner.id,
      name: 'Acme Trading',
      role: 'owner',
      brandProfileIds: [],
      // Manager and member, plus the one open invitation; the expired one holds no seat.
      seats: { used: 3, limit: 5 },
    });
    expect(workspace.members).toEqual<WorkspaceMember[]>([
      {
        userId: team.owner.id,
        name: 'Olivia Owner',
        email: team.owner.email,
        role: 'owner',
        brandProfileIds: [],
        joinedAt: expect.any(String),
        isYou: true,
      },
      {
        userId: team.manager.id,
        name: 'Max Manager',
        email: team.manager.email,
        role: 'manager',
        brandProfileIds: [],
        joinedAt: expect.any(String),
        isYou: false,
      },
      {
        userId: team.member.id,
        name: 'Mia Member',
        email: team.member.email,
        role: 'member',
        brandProfileIds: [team.outlet.id],
        joinedAt: expect.any(String),
        isYou: false,
      },
    ]);
    const invitations = workspace.invitations.map((invitation) => ({
      email: invitation.email,
      role: invitation.role,
      invitedByName: invitation.invitedByName,
      isExpired: invitation.isExpired,
    }));
    expect(invitations).toHaveLength(2);
    expect(invitations).toEqual(
      expect.arrayContaining([
        { email: team.invitee, role: 'manager', invitedByName: 'Olivia Owner', isExpired: false },
        { email: team.expired, role: 'member', invitedByName: null, isExpired: true },
      ]),
    );
  });

  it('shows a manager the invitations and a member none, each marked as themselves', async () => {
    const team = await teamWithInvitations();
    const asManager = await workspaceAs(t, team.manager);
    expect(asManager.role).toBe('manager');
    expect(asManager.invitations).toHaveLength(2);
    expect(asManager.members.find((member) => member.isYou)?.userId).toBe(team.manager.id);

    const asMember = await workspaceAs(t, team.member);
    expect(asMember).toMatchObject({
      role: 'member',
      brandProfileIds: [team.outlet.id],
      seats: { used: 3, limit: 5 },
      invitations: [],
    });
    expect(asMember.members.map((member) => member.userId)).toEqual([
      team.owner.id,
      team.manager.id,
      team.member.id,
    ]);
    expect(asMember.members.find((member) => member.isYou)?.userId).toBe(team.member.id);
  });

  it("names a workspace without a brand profile after its owner's company, else 'Your brand'; people by account name", async () => {
    const brand = await createBrand(t);
    expect(await workspaceAs(t, brand)).toMatchObject({ name: 'Test Brand Co.' });
    await t.deps.database.db.update(profiles).set({ companyName: null }).where(eq(profiles.id, brand.id));
    await nameUser(t, brand, '', '');
    const workspace = await workspaceAs(t, brand);
    expect(workspace).toMatchObject({
      name: 'Your brand',
      role: 'owner',
      seats: { used: 0 },
      invitations: [],
    });
    expect(workspace.members).toHaveLength(1);
    expect(workspace.members[0]!.name).not.toBe('');
  });

  it('is for signed-in brand users only', async () => {
    expect((await call(t, null, 'GET', '/api/workspace')).status).toBe(401);
    const creator = await createTestUser(t, { userType: 'creator' });
    expect((await call(t, creator, 'GET', '/api/workspace')).status).toBe(403);
  });
});

describe('PATCH /api/workspace/members/:userId', () => {
  it("lets an owner change a person's role and assigned brand profiles", async () => {
    const team = await createTeam(t);
    const promoted = await patchMember(team.owner, team.member.id, { role: 'manager' });
    expect(promoted.status).toBe(200);
    expect(await promoted.json()).toMatchObject({
      userId: team.member.id,
      name: 'Mia Member',
      role: 'manager',
      isYou: false,
    });

    const assigned = await patchMember(team.owner, team.manager.id, {
      role: 'member',
      brandProfileIds: [team.main.id, team.outlet.id],
    });
    expect(assigned.status).toBe(200);
    const body = (await assigned.json()) as WorkspaceMember;
    expect(body.role).toBe('member');
    expect([...body.brandProfileIds].sort()).toEqual([team.main.id, team.outlet.id].sort());

    // The new role applies on the person's next request.
    expect((await workspaceAs(t, team.manager)).role).toBe('member');
    expect((await workspaceAs(t, team.member)).role).toBe('manager');
  });

  it('refuses managers and members (403) and changes nothing', async () => {
    const team = await createTeam(t);
    for (const person of [team.manager, team.member]) {
      const response = await patchMember(person, team.member.id, { role: 'owner' });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual(ownersOnly);
    }
    expect(await roles(team.owner)).toEqual([
      [team.owner.email, 'owner'],
      [team.manager.email, 'manager'],
      [team.member.email, 'member'],
    ]);
  });

  it("answers 404 for another workspace's person, 403 for a creator and 401 signed out", async () => {
    const team = await createTeam(t);
    const other = await createTeam(t);
    const response = await patchMember(team.owner, other.member.id, { role: 'manager' });
    expect(response.status).toBe(404);
    expect((await workspaceAs(t, other.member)).role).toBe('member');

    const creator = await createTestUser(t, { userType: 'creator' });
    expect((await patchMember(creator, team.member.id, { role: 'manager' })).status).toBe(403);
    expect((await patchMember(null, team.member.id, { role: 'manager' })).status).toBe(401);
  });

  it('refuses bad input with 400', async () => {
    const team = await createTeam(t);
    const other = await createTeam(t);
    expect((await patchMember(team.owner, team.member.id, {})).status).toBe(400);
    expect((await patchMember(team.owner, team.member.id, { role: 'boss' })).status).toBe(400);
    expect((await patchMember(team.owner, team.member.id, { brandProfileIds: ['main'] })).status).toBe(400);

    const foreign = await patchMember(team.owner, team.member.id, { brandProfileIds: [other.main.id] });
    expect(foreign.status).toBe(400);
    const body = (await foreign.json()) as { error: { fields: Record<string, string[]> } };
    expect(body.error.fields.brandProfileIds).toEqual([
      'Pick brand profiles of your workspace from the list',
    ]);
    // Nothing changed.
    expect((await workspaceAs(t, team.member)).brandProfileIds).toEqual([team.outlet.id]);
  });

  it('never demotes the last owner', async () => {
    const team = await createTeam(t);
    const refused = await patchMember(team.owner, team.owner.id, { role: 'manager' });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      error: {
        code: 'CONFLICT',
        message: 'A workspace needs an owner. Make someone else an owner first.',
      },
    });
    expect((await workspaceAs(t, team.owner)).role).toBe('owner');

    // With a second owner, stepping down works (and owner-only actions end with it).
    expect((await patchMember(team.owner, team.manager.id, { role: 'owner' })).status).toBe(200);
    expect((await patchMember(team.owner, team.owner.id, { role: 'manager' })).status).toBe(200);
    const after = await patchMember(team.owner, team.member.id, { role: 'manager' });
    expect(after.status).toBe(403);
    expect((await workspaceAs(t, team.manager)).members[0]).toMatchObject({
      userId: team.manager.id,
      role: 'owner',
    });
  });
});

describe('DELETE /api/workspace/members/:userId', () => {
  it('refuses managers, members, creators, signed-out callers and another workspace', async () => {
    const team = await createTeam(t);
    const other = await createTeam(t);
    for (const person of [team.manager, team.member]) {
      const response = await removeMember(person, team.owner.id);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual(ownersOnly);
    }
    const creator = await createTestUser(t, { userType: 'creator' });
    expect((await removeMember(creator, team.member.id)).status).toBe(403);
    expect((await removeMember(null, team.member.id)).status).toBe(401);
    expect((await removeMember(team.owner, other.member.id)).status).toBe(404);
    expect((await workspaceAs(t, team.owner)).members).toHaveLength(3);
    expect((await workspaceAs(t, other.owner)).members).toHaveLength(3);
  });

  it('does not remove yourself: that is leaving', async () => {
    const team = await createTeam(t);
    const response = await removeMember(team.owner, team.owner.id);
    expect(response.status).toBe(409);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
      'You cannot remove yourself from your brand workspace. Use Leave workspace instead.',
    );
  });

  it("ends the person's access on their next request and tells them", async () => {
    const team = await createTeam(t);
    const campaign = await createCampaignAs(t, team.owner, { title: 'Team Launch' });
    const mine = async (user: TestUser) =>
      ((await (await call(t, user, 'GET', '/api/campaigns/mine')).json()) as { campaigns: { id: string }[] })
        .campaigns;
    const editAs = (user: TestUser) =>
      call(t, user, 'PUT', `/api/campaigns/${campaign.id}`, campaignForm({ title: 'Team Launch 2' }));
    const pauseAs = (user: TestUser) =>
      call(t, user, 'PATCH', `/api/campaigns/${campaign.id}/status`, { status: 'paused' });
    expect((await mine(team.manager)).map((item) => item.id)).toEqual([campaign.id]);
    expect((await editAs(team.manager)).status).toBe(200);

    expect((await removeMember(team.owner, team.manager.id)).status).toBe(204);

    // Their next request finds them in a fresh, empty workspace of their own.
    expect(await mine(team.manager)).toEqual([]);
    expect((await editAs(team.manager)).status).toBe(404);
    expect((await pauseAs(team.manager)).status).toBe(404);
    expect(await mine(team.owner)).toHaveLength(1);
    const own = await workspaceAs(t, team.manager);
    expect(own).toMatchObject({
      role: 'owner',
      name: 'Test Brand Co.',
      members: [{ userId: team.manager.id }],
    });
    expect(own.members.map((member) => member.userId)).toEqual([team.manager.id]);

    expect((await workspaceAs(t, team.owner)).members.map((member) => member.userId)).toEqual([
      team.owner.id,
      team.member.id,
    ]);
    const notices = await t.deps.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, team.manager.id), eq(notifications.type, 'system_update')));
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ title: 'Removed from workspace' });
    expect(notices[0]!.message).toContain('Acme Trading');
  });

  it("tells the removed person's and the workspace's open pages to refetch", async () => {
    const team = await createTeam(t);
    const removedStream = await connectEvents(t, team.member);
    const teamStream = await connectEvents(t, team.manager);
    expect((await removeMember(team.owner, team.member.id)).status).toBe(204);
    await removedStream.nextEvent(WORKSPACE_EVENTS.changed);
    await teamStream.nextEvent(WORKSPACE_EVENTS.changed);
    await removedStream.close();
    await teamStream.close();
  });

  it('lets an owner remove another owner', async () => {
    const team = await createTeam(t);
    const coOwner = await createColleague(t, team.owner.id, 'owner');
    expect((await removeMember(team.owner, coOwner.id)).status).toBe(204);
    expect((await workspaceAs(t, team.owner)).members).toHaveLength(3);
  });
});

describe('POST /api/workspace/leave', () => {
  it('lets a member or manager leave', async () => {
    const team = await createTeam(t);
    expect((await leave(team.member)).status).toBe(204);
    expect((await leave(team.manager)).status).toBe(204);
    expect((await workspaceAs(t, team.owner)).members.map((member) => member.userId)).toEqual([
      team.owner.id,
    ]);
    expect((await workspaceAs(t, team.member)).members.map((member) => member.userId)).toEqual([
      team.member.id,
    ]);
  });

  it('refuses the last owner until someone else owns the workspace', async () => {
    const team = await createTeam(t);
    const refused = await leave(team.owner);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      error: {
        code: 'CONFLICT',
        message: 'You are the last owner. Make another member an owner before you leave.',
      },
    });
    expect((await workspaceAs(t, team.owner)).id).toBe(team.owner.id);

    expect((await patchMember(team.owner, team.manager.id, { role: 'owner' })).status).toBe(200);
    expect((await leave(team.owner)).status).toBe(204);
    expect((await workspaceAs(t, team.manager)).members.map((member) => member.userId)).toEqual([
      team.manager.id,
      team.member.id,
    ]);
  });

  it('refuses the only person of a workspace too, and signed-out callers', async () => {
    const brand = await createBrand(t);
    expect((await leave(brand)).status).toBe(409);
    expect((await leave(null)).status).toBe(401);
  });
});
