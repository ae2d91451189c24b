import { MY_APPLICATION_STATUSES_MAX } from '@partnerly/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createTestUser, type TestUser } from '../../test/users';
import { createCampaignAs } from '../campaigns/campaigns.fixtures';
import { applyAs, brandWithCampaign, createCreator, send } from './applications.fixtures';

// Issue 13: the feed's cards say 'Applied' from the viewer's own statuses, asked per page
// next to the shared feed pages (decision 0017), not from her latest 200 applications.

let t: TestApp;
let brand: TestUser;
let campaignIds: string[];
beforeAll(async () => {
  t = await createTestApp();
  const first = await brandWithCampaign(t, { planId: 'enterprise' });
  brand = first.brand;
  campaignIds = [first.campaignId];
  for (const title of ['Second', 'Third']) campaignIds.push((await createCampaignAs(t, brand, { title })).id);
});
afterAll(() => t.close());

const statusesOf = (user: TestUser | undefined, ids: string) =>
  send(t, 'GET', `/api/applications/mine/statuses?campaignIds=${ids}`, user);

describe('GET /api/applications/mine/statuses', () => {
  it("answers the creator's own status per asked campaign, and only hers", async () => {
    const [applied, withdrawn, untouched] = campaignIds as [string, string, string];
    const creator = await createCreator(t, 'Nour', 'Haddad');
    const other = await createCreator(t, 'Lea', 'Khoury');
    await applyAs(t, creator, { type: 'direct', campaignId: applied });
    const taken = await applyAs(t, creator, { type: 'direct', campaignId: withdrawn });
    expect((await send(t, 'POST', `/api/applications/${taken.id}/withdraw`, creator)).status).toBe(200);
    await applyAs(t, other, { type: 'direct', campaignId: untouched });

    const response = await statusesOf(creator, campaignIds.join(','));
    expect(response.status).toBe(200);
    const { statuses } = (await response.json()) as { statuses: { campaignId: string; status: string }[] };
    expect(
      statuses.sort((a, b) => campaignIds.indexOf(a.campaignId) - campaignIds.indexOf(b.campaignId)),
    ).toEqual([
      { campaignId: applied, status: 'pending' },
      { campaignId: withdrawn, status: 'withdrawn' },
    ]);

    // Another creator's applications are not shown: hers only.
    const others = await statusesOf(other, campaignIds.join(','));
    expect(await others.json()).toEqual({ statuses: [{ campaignId: untouched, status: 'pending' }] });
    // Nothing for campaigns nobody applied to.
    expect(await (await statusesOf(await createCreator(t), campaignIds.join(','))).json()).toEqual({
      statuses: [],
    });
  });

  it('is for creators: 401 signed out, 403 for a brand or an agent', async () => {
    expect((await statusesOf(undefined, campaignIds[0]!)).status).toBe(401);
    expect((await statusesOf(brand, campaignIds[0]!)).status).toBe(403);
    const agent = await createTestUser(t, { userType: 'agent' });
    expect((await statusesOf(agent, campaignIds[0]!)).status).toBe(403);
  });

  it('refuses bad input with 400 and the field message, never 500', async () => {
    const creator = await createCreator(t);
    const fieldsOf = async (path: string) => {
      const response = await send(t, 'GET', path, creator);
      expect(response.status).toBe(400);
      return (await response.json()).error.fields as Record<string, string[]>;
    };
    expect(await fieldsOf('/api/applications/mine/statuses')).toEqual({
      campaignIds: ['Campaign ids are required'],
    });
    expect(Object.values(await fieldsOf('/api/applications/mine/statuses?campaignIds=nope'))).toEqual([
      ['Campaign ids must be campaign ids'],
    ]);
    const tooMany = Array.from(
      { length: MY_APPLICATION_STATUSES_MAX + 1 },
      (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    );
    expect(await fieldsOf(`/api/applications/mine/statuses?campaignIds=${tooMany.join(',')}`)).toEqual({
      campaignIds: [`At most ${MY_APPLICATION_STATUSES_MAX} campaign ids`],
    });
  });
});
