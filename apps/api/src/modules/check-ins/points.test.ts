import { CHECK_IN_POINTS, POINTS_HISTORY_LIMIT } from '@partnerly/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createCreator } from '../applications/applications.fixtures';
import { createProfile } from '../brand-profiles/brand-profiles.fixtures';
import {
  approvedCreator,
  checkedIn,
  decide,
  passOf,
  pointsOf,
  send,
  verifiedBrandWithEvent,
} from './check-ins.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/points', () => {
  it("shows the creator's balance and their check-ins with the event and the brand", async () => {
    const { brand, campaignId } = await verifiedBrandWithEvent(t, { title: 'Alserkal Tasting Night' });
    await createProfile(t, brand, { profileName: 'Main', companyName: 'Oasis Coffee Roasters' });
    const creator = await approvedCreator(t, brand, campaignId, ['Layla', 'Haddad']);
    const other = await approvedCreator(t, brand, campaignId, ['Omar', 'Farouk']);
    expect(await pointsOf(t, creator)).toEqual({ balance: 0, history: [] });

    const result = await checkedIn(t, brand, campaignId, (await passOf(t, creator, campaignId)).code);
    const summary = await pointsOf(t, creator);
    expect(summary).toEqual({
      balance: CHECK_IN_POINTS,
      history: [
        {
          id: expect.any(String),
          points: CHECK_IN_POINTS,
          reason: 'event_check_in',
          campaignId,
          campaignTitle: 'Alserkal Tasting Night',
          brandName: 'Oasis Coffee Roasters',
          createdAt: result.checkIn!.scannedAt,
        },
      ],
    });
    // Another creator sees only their own.
    expect(await pointsOf(t, other)).toEqual({ balance: 0, history: [] });
  });

  it('adds up the events, newest first', async () => {
    const creator = await createCreator(t, 'Noor', 'Khalil');
    const titles = ['First night', 'Second night'];
    for (const title of titles) {
      const { brand, campaignId } = await verifiedBrandWithEvent(t, { title, campaignType: 'event' });
      await send(t, 'POST', '/api/applications', creator, { type: 'direct', campaignId });
      const { applications } = (await (
        await send(t, 'GET', `/api/applications/campaigns/${campaignId}`, brand)
      ).json()) as { applications: { id: string }[] };
      await decide(t, brand, applications[0]!.id, 'approve');
      await checkedIn(t, brand, campaignId, (await passOf(t, creator, campaignId)).code);
    }
    const summary = await pointsOf(t, creator);
    expect(summary.balance).toBe(2 * CHECK_IN_POINTS);
    expect(summary.history.map((entry) => entry.campaignTitle)).toEqual(['Second night', 'First night']);
    expect(summary.history.length).toBeLessThanOrEqual(POINTS_HISTORY_LIMIT);
  });

  it("goes into the creator's data export: the pass, the check-in and the ledger, nobody else's", async () => {
    const { brand, campaignId } = await verifiedBrandWithEvent(t);
    const creator = await approvedCreator(t, brand, campaignId, ['Layla', 'Haddad']);
    const other = await approvedCreator(t, brand, campaignId, ['Omar', 'Farouk']);
    const { code } = await passOf(t, creator, campaignId);
    await passOf(t, other, campaignId);
    const { checkIn } = await checkedIn(t, brand, campaignId, code);

    const response = await send(t, 'GET', '/api/settings/export', creator);
    expect(response.status).toBe(200);
    const data = await response.json();
    expect(data.eventPasses).toEqual([
      { id: expect.any(String), campaignId, code, createdAt: expect.any(String) },
    ]);
    expect(data.eventCheckIns).toEqual([
      { id: expect.any(String), campaignId, pointsAwarded: CHECK_IN_POINTS, scannedAt: checkIn!.scannedAt },
    ]);
    expect(data.pointsLedger).toEqual([
      {
        id: expect.any(String),
        points: CHECK_IN_POINTS,
        reason: 'event_check_in',
        checkInId: data.eventCheckIns[0].id,
        createdAt: checkIn!.scannedAt,
      },
    ]);
    const theirs = await (await send(t, 'GET', '/api/settings/export', other)).json();
    expect(theirs.eventPasses).toHaveLength(1);
    expect(theirs.eventCheckIns).toEqual([]);
    expect(theirs.pointsLedger).toEqual([]);
  });

  it('is for creators', async () => {
    const { brand } = await verifiedBrandWithEvent(t);
    expect((await send(t, 'GET', '/api/points', brand)).status).toBe(403);
    expect((await send(t, 'GET', '/api/points')).status).toBe(401);
  });
});
