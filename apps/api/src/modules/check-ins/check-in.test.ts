import {
  CHECK_IN_EVENTS,
  CHECK_IN_MESSAGES,
  CHECK_IN_POINTS,
  formatCheckInCode,
  parseCheckInCode,
  type CheckInResult,
} from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignApplications, eventCheckIns, pointsLedger, profiles } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import type { TestUser } from '../../test/users';
import { connectEvents, createCreator, notificationsOf } from '../applications/applications.fixtures';
import { campaignForm, createCampaignAs } from '../campaigns/campaigns.fixtures';
import { call, createTeam } from '../workspaces/workspace.fixtures';
import {
  approvedCreator,
  checkedIn,
  checkInAs,
  checkInsOf,
  onsiteForm,
  passOf,
  pointsOf,
  send,
  setVerified,
  validateAs,
  verifiedBrandWithEvent,
} from './check-ins.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A verified brand's onsite event (point rewards on) with one approved creator and their pass. */
async function eventWithPass(overrides: Parameters<typeof verifiedBrandWithEvent>[1] = {}) {
  const { brand, campaignId } = await verifiedBrandWithEvent(t, overrides);
  const creator = await approvedCreator(t, brand, campaignId);
  const { code } = await passOf(t, creator, campaignId);
  return { brand, campaignId, creator, code };
}

async function expectInvalid(response: Response) {
  expect(response.status).toBe(400);
  expect((await response.json()).error).toEqual({
    code: 'VALIDATION_FAILED',
    message: CHECK_IN_MESSAGES.invalidCode,
    fields: { code: [CHECK_IN_MESSAGES.invalidCode] },
  });
}

async function expectError(response: Response, status: number, message?: string) {
  expect(response.status).toBe(status);
  const { error } = await response.json();
  if (message) expect(error.message).toBe(message);
}

const ledgerOf = (userId: string) =>
  t.deps.database.db.select().from(pointsLedger).where(eq(pointsLedger.userId, userId));
const checkInRowsOf = (campaignId: string) =>
  t.deps.database.db.select().from(eventCheckIns).where(eq(eventCheckIns.eventId, campaignId));
const balanceOf = async (user: TestUser) =>
  (
    await t.deps.database.db
      .select({ points: profiles.points })
      .from(profiles)
      .where(eq(profiles.id, user.id))
  )[0]!.points;

describe('POST /api/campaigns/:id/check-ins/validate', () => {
  it("names the pass's creator, before and after their check-in", async () => {
    const { brand, campaignId, creator, code } = await eventWithPass();
    const response = await validateAs(t, brand, campaignId, `  ${code}\n`);
    expect(response.status).toBe(200);
    expect((await response.json()) as CheckInResult).toEqual({
      status: 'valid',
      code,
      campaign: { id: campaignId, title: 'Dubai Mall Tasting Night' },
      creator: { id: creator.id, name: 'Sara Ahmed', avatarUrl: null, isVerified: false },
      pointsOnCheckIn: CHECK_IN_POINTS,
      checkIn: null,
    });

    await checkedIn(t, brand, campaignId, code);
    const after = (await (await validateAs(t, brand, campaignId, code)).json()) as CheckInResult;
    expect(after).toMatchObject({ status: 'already_scanned', checkIn: { pointsAwarded: CHECK_IN_POINTS } });
  });

  it('refuses a forged pass: the right pattern with a number no pass holds', async () => {
    const { brand, campaignId, code } = await eventWithPass();
    const { n } = parseCheckInCode(code)!;
    const forged = formatCheckInCode(campaignId, n.slice(0, -1) + String((Number(n.at(-1)) + 1) % 10));
    await expectInvalid(await validateAs(t, brand, campaignId, forged));
    await expectInvalid(await validateAs(t, brand, campaignId, formatCheckInCode(campaignId, 1)));
  });

  it("refuses a pass of another brand's campaign, and that campaign's validator is not the brand's", async () => {
    const ours = await eventWithPass();
    const theirs = await eventWithPass();
    await expectInvalid(await validateAs(t, ours.brand, ours.campaignId, theirs.code));
    await expectError(
      await validateAs(t, ours.brand, theirs.campaignId, theirs.code),
      404,
      'Campaign not found',
    );
  });

  it("refuses a pass of the brand's campaign A on campaign B's validator", async () => {
    const { brand, campaignId, code } = await eventWithPass();
    const other = await createCampaignAs(t, brand, onsiteForm({ title: 'Second night' }));
    await expectInvalid(await validateAs(t, brand, other.id, code));
    expect((await validateAs(t, brand, campaignId, code)).status).toBe(200);
  });

  it('refuses text that is not a pass, and asks for a code when there is none', async () => {
    const { brand, campaignId } = await eventWithPass();
    for (const text of [
      'hello',
      `ONSITE_${campaignId}_`,
      `ONSITE_${campaignId}_12ab`,
      'https://example.com',
    ]) {
      await expectInvalid(await validateAs(t, brand, campaignId, text));
    }
    for (const empty of ['', '   ', undefined]) {
      const response = await validateAs(t, brand, campaignId, empty);
      expect(response.status).toBe(400);
      expect((await response.json()).error).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { code: [CHECK_IN_MESSAGES.codeRequired] },
      });
    }
  });

  it('refuses a pass whose creator is no longer approved', async () => {
    const { brand, campaignId, creator, code } = await eventWithPass();
    await t.deps.database.db
      .update(campaignApplications)
      .set({ status: 'rejected' })
      .where(eq(campaignApplications.creatorId, creator.id));
    await expectInvalid(await validateAs(t, brand, campaignId, code));
    await expectInvalid(await checkInAs(t, brand, campaignId, code));
  });

  it('is for the brand: a creator gets 403, another workspace 404', async () => {
    const { campaignId, creator, code } = await eventWithPass();
    const { brand: stranger } = await verifiedBrandWithEvent(t);
    await expectError(await validateAs(t, creator, campaignId, code), 403);
    await expectError(await validateAs(t, stranger, campaignId, code), 404, 'Campaign not found');
    await expectError(await checkInAs(t, stranger, campaignId, code), 404, 'Campaign not found');
    await expectError(await send(t, 'GET', `/api/campaigns/${campaignId}/check-ins`, stranger), 404);
    expect(await checkInRowsOf(campaignId)).toEqual([]);
  });

  it('is for those who work on the campaign: a member assigned to another brand profile gets 403', async () => {
    const team = await createTeam(t);
    await setVerified(t, team.owner, true);
    const create = (profileId: string, title: string) =>
      call(t, team.owner, 'POST', '/api/campaigns', campaignForm(onsiteForm({ title })), {
        actingAs: profileId,
      });
    const mainEvent = (await (await create(team.main.id, 'Main hall night')).json()).campaign.id as string;
    const outletEvent = (await (await create(team.outlet.id, 'Outlet night')).json()).campaign.id as string;
    const creator = await approvedCreator(t, team.owner, mainEvent);
    const { code } = await passOf(t, creator, mainEvent);

    await expectError(await validateAs(t, team.member, mainEvent, code), 403);
    await expectError(await checkInAs(t, team.member, mainEvent, code), 403);
    await expectError(await send(t, 'GET', `/api/campaigns/${mainEvent}/check-ins`, team.member), 403);
    expect((await validateAs(t, team.manager, mainEvent, code)).status).toBe(200);

    // Mia works on the outlet: she checks its creators in.
    const guest = await approvedCreator(t, team.owner, outletEvent, ['Omar', 'Farouk']);
    const outletPass = await passOf(t, guest, outletEvent);
    const result = await checkedIn(t, team.member, outletEvent, outletPass.code);
    expect(result.creator.name).toBe('Omar Farouk');
    const [row] = await checkInRowsOf(outletEvent);
    expect(row).toMatchObject({ scannedBy: team.member.id, brandId: team.owner.id, pointsAwarded: 15 });
  });

  it('is for onsite and event campaigns only', async () => {
    const { brand } = await eventWithPass();
    const content = await createCampaignAs(t, brand, { title: 'Reels', campaignType: 'content' });
    await expectError(
      await validateAs(t, brand, content.id, formatCheckInCode(content.id, 123)),
      404,
      CHECK_IN_MESSAGES.notCheckInCampaign,
    );
  });
});

describe('POST /api/campaigns/:id/check-ins', () => {
  it('checks the creator in once, awarding 15 points with a ledger entry and a notification', async () => {
    const { brand, campaignId, creator, code } = await eventWithPass();
    const events = await connectEvents(t, creator);
    try {
      const response = await checkInAs(t, brand, campaignId, code);
      expect(response.status).toBe(201);
      const result = (await response.json()) as CheckInResult;
      expect(result).toMatchObject({
        status: 'already_scanned',
        code,
        creator: { id: creator.id, name: 'Sara Ahmed' },
        pointsOnCheckIn: CHECK_IN_POINTS,
        checkIn: { pointsAwarded: CHECK_IN_POINTS },
      });
      const changed = await events.nextEvent(CHECK_IN_EVENTS.pointsChanged);
      expect(changed.data).toEqual({ balance: CHECK_IN_POINTS, campaignId });
    } finally {
      await events.close();
    }
    expect((await pointsOf(t, creator)).balance).toBe(CHECK_IN_POINTS);
    expect(await ledgerOf(creator.id)).toHaveLength(1);
    expect((await passOf(t, creator, campaignId)).checkIn).toMatchObject({ pointsAwarded: CHECK_IN_POINTS });

    const again = await checkInAs(t, brand, campaignId, code);
    await expectError(again, 409, CHECK_IN_MESSAGES.alreadyScanned);
    expect(await balanceOf(creator)).toBe(CHECK_IN_POINTS);
    expect(await ledgerOf(creator.id)).toHaveLength(1);

    const notices = (await notificationsOf(t, creator)).filter((notice) => notice.type === 'event_check_in');
    expect(notices).toEqual([
      expect.objectContaining({
        title: 'You earned 15 points',
        message: 'You checked in at Dubai Mall Tasting Night and earned 15 points.',
        link: '/points',
      }),
    ]);
  });

  it('awards 15 points once under 10 concurrent scans of one pass', async () => {
    const { brand, campaignId, creator, code } = await eventWithPass();
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => checkInAs(t, brand, campaignId, code)),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([201, ...Array<number>(9).fill(409)]);
    for (const response of responses.filter((answer) => answer.status === 409)) {
      expect((await response.json()).error.message).toBe(CHECK_IN_MESSAGES.alreadyScanned);
    }
    expect(await balanceOf(creator)).toBe(CHECK_IN_POINTS);
    expect(await ledgerOf(creator.id)).toHaveLength(1);
    expect(await checkInRowsOf(campaignId)).toHaveLength(1);
    expect(
      (await notificationsOf(t, creator)).filter((notice) => notice.type === 'event_check_in'),
    ).toHaveLength(1);
  });

  it('refuses an unverified brand with point rewards on, writing nothing', async () => {
    const { brand, campaignId, creator, code } = await eventWithPass();
    await setVerified(t, brand, false);
    await expectError(await checkInAs(t, brand, campaignId, code), 403, CHECK_IN_MESSAGES.notVerified);
    expect(await checkInRowsOf(campaignId)).toEqual([]);
    expect(await ledgerOf(creator.id)).toEqual([]);
    expect(await balanceOf(creator)).toBe(0);
    expect(await notificationsOf(t, creator)).not.toContainEqual(
      expect.objectContaining({ type: 'event_check_in' }),
    );
    // Validating still tells the staff whose pass it is.
    expect((await validateAs(t, brand, campaignId, code)).status).toBe(200);
  });

  it('checks in without points when the campaign does not award them, verified or not', async () => {
    const { brand, campaignId, creator, code } = await eventWithPass({ pointRewardEnabled: false });
    await setVerified(t, brand, false);
    const result = await checkedIn(t, brand, campaignId, code);
    expect(result).toMatchObject({ pointsOnCheckIn: 0, checkIn: { pointsAwarded: 0 } });
    expect(await ledgerOf(creator.id)).toEqual([]);
    expect(await balanceOf(creator)).toBe(0);
    const notices = (await notificationsOf(t, creator)).filter((notice) => notice.type === 'event_check_in');
    expect(notices).toEqual([
      expect.objectContaining({
        title: 'Checked in',
        message: 'You checked in at Dubai Mall Tasting Night.',
      }),
    ]);
    await expectError(await checkInAs(t, brand, campaignId, code), 409, CHECK_IN_MESSAGES.alreadyScanned);
  });

  it('tells the workspace’s open validators of the check-in', async () => {
    const { brand, campaignId, code } = await eventWithPass();
    const events = await connectEvents(t, brand);
    try {
      await checkedIn(t, brand, campaignId, code);
      expect((await events.nextEvent(CHECK_IN_EVENTS.checkedIn)).data).toEqual({ campaignId });
    } finally {
      await events.close();
    }
  });
});

describe('GET /api/campaigns/:id/check-ins', () => {
  it('lists the check-ins newest first, with how many creators are approved (Premium: 2)', async () => {
    const { brand, campaignId } = await verifiedBrandWithEvent(t, { campaignType: 'event', location: null });
    const first = await approvedCreator(t, brand, campaignId, ['Layla', 'Haddad']);
    const second = await approvedCreator(t, brand, campaignId, ['Omar', 'Farouk']);
    const pending = await createCreator(t, 'Rami', 'Nasr');
    await send(t, 'POST', '/api/applications', pending, { type: 'direct', campaignId });

    expect(await checkInsOf(t, brand, campaignId)).toEqual({ checkIns: [], approvedCreators: 2 });
    await checkedIn(t, brand, campaignId, (await passOf(t, first, campaignId)).code);
    await checkedIn(t, brand, campaignId, (await passOf(t, second, campaignId)).code);

    const list = await checkInsOf(t, brand, campaignId);
    expect(list.approvedCreators).toBe(2);
    expect(list.checkIns.map((row) => [row.creator.name, row.pointsAwarded])).toEqual([
      ['Omar Farouk', 15],
      ['Layla Haddad', 15],
    ]);
  });
});
