import { CHECK_IN_MESSAGES, CHECK_IN_POINTS, parseCheckInCode } from '@partnerly/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createCreator } from '../applications/applications.fixtures';
import { createCampaignAs } from '../campaigns/campaigns.fixtures';
import {
  applied,
  approvedCreator,
  decide,
  onsiteForm,
  passOf,
  passRequest,
  verifiedBrandWithEvent,
} from './check-ins.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PASS_PATTERN = /^ONSITE_[0-9a-f-]{36}_[1-9]\d{17}$/;

async function expectNoPass(response: Response) {
  expect(response.status).toBe(404);
  expect((await response.json()).error).toMatchObject({
    code: 'NOT_FOUND',
    message: CHECK_IN_MESSAGES.passNotFound,
  });
}

describe('GET /api/campaigns/:id/event-pass', () => {
  it('gives an approved creator their personal pass with its QR image and the 15 points it earns', async () => {
    const { brand, campaignId } = await verifiedBrandWithEvent(t);
    const creator = await approvedCreator(t, brand, campaignId);

    const pass = await passOf(t, creator, campaignId);
    expect(pass.code).toMatch(PASS_PATTERN);
    expect(parseCheckInCode(pass.code)?.campaignId).toBe(campaignId);
    expect(pass).toMatchObject({
      campaignId,
      campaignTitle: 'Dubai Mall Tasting Night',
      brandName: 'Test Brand Co.',
      location: 'The Dubai Mall, Downtown Dubai',
      pointsOnCheckIn: CHECK_IN_POINTS,
      checkIn: null,
    });
    expect(pass.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);

    // The same pass on every later request.
    expect((await passOf(t, creator, campaignId)).code).toBe(pass.code);
  });

  it('draws each creator a number of their own', async () => {
    const { brand, campaignId } = await verifiedBrandWithEvent(t, { campaignType: 'event' });
    const first = await approvedCreator(t, brand, campaignId, ['Layla', 'Haddad']);
    const second = await approvedCreator(t, brand, campaignId, ['Omar', 'Farouk']);
    const [a, b] = [await passOf(t, first, campaignId), await passOf(t, second, campaignId)];
    expect(a.code).toMatch(PASS_PATTERN);
    expect(b.code).toMatch(PASS_PATTERN);
    expect(parseCheckInCode(a.code)!.n).not.toBe(parseCheckInCode(b.code)!.n);
  });

  it('says no points when the campaign does not award them', async () => {
    const { brand, campaignId } = await verifiedBrandWithEvent(t, { pointRewardEnabled: false });
    const creator = await approvedCreator(t, brand, campaignId);
    expect((await passOf(t, creator, campaignId)).pointsOnCheckIn).toBe(0);
  });

  it('is not there for a pending or rejected applicant, nor for another creator', async () => {
    const { brand, campaignId } = await verifiedBrandWithEvent(t);
    const pending = await createCreator(t, 'Noor', 'Khalil');
    await applied(t, pending, campaignId);
    const rejected = await createCreator(t, 'Rami', 'Nasr');
    await decide(t, brand, await applied(t, rejected, campaignId), 'reject');
    const stranger = await createCreator(t, 'Sami', 'Aziz');
    await approvedCreator(t, brand, campaignId);

    await expectNoPass(await passRequest(t, pending, campaignId));
    await expectNoPass(await passRequest(t, rejected, campaignId));
    await expectNoPass(await passRequest(t, stranger, campaignId));
  });

  it('is not there on a content campaign, even for an approved creator', async () => {
    const { brand } = await verifiedBrandWithEvent(t);
    const content = await createCampaignAs(t, brand, { title: 'Reels at home', campaignType: 'content' });
    const creator = await approvedCreator(t, brand, content.id);
    await expectNoPass(await passRequest(t, creator, content.id));
  });

  it('is for creators only', async () => {
    const { brand, campaignId } = await verifiedBrandWithEvent(t, onsiteForm());
    expect((await passRequest(t, brand, campaignId)).status).toBe(403);
  });
});
