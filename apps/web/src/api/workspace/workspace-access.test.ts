import { WORKSPACE_MESSAGES } from '@partnerly/contracts';
import { describe, expect, it } from 'vitest';
import { workspaceAccessOf } from './workspace-access';

const ASSIGNED = '6f1c1a52-37a4-4a4e-9d55-0d5e8a7b1c01';
const OTHER = '6f1c1a52-37a4-4a4e-9d55-0d5e8a7b1c02';

describe('workspaceAccessOf', () => {
  it('lets an owner do everything', () => {
    const access = workspaceAccessOf({ role: 'owner', brandProfileIds: [] });
    expect(access).toMatchObject({ isOwner: true, canManage: true, profilesReason: '' });
    expect(access.mayWorkOn(OTHER)).toBe(true);
    expect(access.mayWorkOn(null)).toBe(true);
  });

  it('lets a manager change profiles and every campaign, but not the team or billing', () => {
    const access = workspaceAccessOf({ role: 'manager', brandProfileIds: [] });
    expect(access.assignedProfileIds).toEqual([]);
    expect(access).toMatchObject({ isOwner: false, canManage: true, profilesReason: '' });
    expect(access.mayWorkOn(OTHER)).toBe(true);
  });

  it('lets a member work only on the profiles assigned to them, and says why not elsewhere', () => {
    const access = workspaceAccessOf({ role: 'member', brandProfileIds: [ASSIGNED] });
    expect(access).toMatchObject({ isOwner: false, canManage: false, assignedProfileIds: [ASSIGNED] });
    expect(access.profilesReason).toBe(WORKSPACE_MESSAGES.managersOnly);
    expect(access.mayWorkOn(ASSIGNED)).toBe(true);
    expect(access.workReason(ASSIGNED)).toBe('');
    expect(access.mayWorkOn(OTHER)).toBe(false);
    expect(access.mayWorkOn(null)).toBe(false);
    expect(access.workReason(OTHER)).toBe(WORKSPACE_MESSAGES.notAssigned);
  });

  it('offers everything while the workspace is unknown (the server decides)', () => {
    const access = workspaceAccessOf(undefined);
    expect(access).toMatchObject({ role: null, isOwner: true, canManage: true, profilesReason: '' });
    expect(access.mayWorkOn(OTHER)).toBe(true);
  });

  it('refuses deleting the account of the only owner of a team, and no one else', () => {
    const person = (role: 'owner' | 'manager' | 'member', isYou = false) => ({
      userId: role,
      name: role,
      email: `${role}@example.com`,
      role,
      brandProfileIds: [],
      joinedAt: '2026-01-01T00:00:00.000Z',
      isYou,
    });
    const team = [person('owner', true), person('manager')];
    expect(workspaceAccessOf({ role: 'owner', brandProfileIds: [], members: team }).deleteAccountReason).toBe(
      WORKSPACE_MESSAGES.soleOwnerWithTeam,
    );
    const alone = [person('owner', true)];
    expect(
      workspaceAccessOf({ role: 'owner', brandProfileIds: [], members: alone }).deleteAccountReason,
    ).toBe('');
    const coOwned = [...team, { ...person('owner'), userId: 'second-owner' }];
    expect(
      workspaceAccessOf({ role: 'owner', brandProfileIds: [], members: coOwned }).deleteAccountReason,
    ).toBe('');
    expect(
      workspaceAccessOf({ role: 'manager', brandProfileIds: [], members: team }).deleteAccountReason,
    ).toBe('');
  });
});
