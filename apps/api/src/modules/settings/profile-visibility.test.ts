import type { CampaignFeedPage } from '@partnerly/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createBrand } from '../../test/factories/brand';
import { createTestUser, type TestUser } from '../../test/users';
import { call } from '../brand-profiles/brand-profiles.fixtures';
import { brandWithPlan, createCampaignAs } from '../campaigns/campaigns.fixtures';
import { hiddenProfileIds } from './settings.service';

// A brand's profile visibility as the campaign feed and the campaign detail honour it.

let t: TestApp;
let brand: TestUser;
let campaignId: string;
beforeAll(async () => {
  t = await createTestApp();
  brand = await brandWithPlan(t);
  campaignId = (await createCampaignAs(t, brand, { title: 'Hidden Roastery Launch' })).id;
});
afterAll(() => t.close());

const setVisibility = async (visibility: string) => {
  const response = await call(t, brand, 'PUT', '/api/settings/privacy', { profileVisibility: visibility });
  expect(response.status).toBe(200);
};

/** The brand as `viewer` sees it on the feed card and in the detail dialog. */
async function brandSeenBy(viewer: TestUser) {
  const page = (await (await call(t, viewer, 'GET', '/api/campaigns/feed')).json()) as CampaignFeedPage;
  const card = page.campaigns.find((campaign) => campaign.id === campaignId);
  const detail = await (await call(t, viewer, 'GET', `/api/campaigns/${campaignId}`)).json();
  expect(detail.campaign.brand).toEqual(card?.brand);
  return card?.brand;
}

describe('profile visibility on campaigns', () => {
  it('shows the brand to everyone while public, only to brands when brands-only, to no one else when private', async () => {
    const creator = await createTestUser(t);
    const otherBrand = await createBrand(t);
    const named = { id: brand.id, name: 'Test Brand Co.', logoUrl: null };
    const anonymous = { id: brand.id, name: 'Brand', logoUrl: null };

    expect(await brandSeenBy(creator)).toEqual(named);

    await setVisibility('brands-only');
    expect(await brandSeenBy(creator)).toEqual(anonymous);
    expect(await brandSeenBy(otherBrand)).toEqual(named);

    await setVisibility('private');
    expect(await brandSeenBy(creator)).toEqual(anonymous);
    expect(await brandSeenBy(otherBrand)).toEqual(anonymous);
    // The campaign itself stays listed.
    expect((await brandSeenBy(creator))?.id).toBe(brand.id);

    await setVisibility('public');
    expect(await brandSeenBy(creator)).toEqual(named);
  });

  it('hiddenProfileIds answers for many owners at once and never hides the viewer from themself', async () => {
    const { db } = t.deps.database;
    const open = await createTestUser(t);
    const closed = await createTestUser(t);
    await call(t, closed, 'PUT', '/api/settings/privacy', { profileVisibility: 'private' });
    expect(await hiddenProfileIds(db, [open.id, closed.id, closed.id], open.id)).toEqual(
      new Set([closed.id]),
    );
    expect(await hiddenProfileIds(db, [closed.id], closed.id)).toEqual(new Set());
    expect(await hiddenProfileIds(db, [closed.id], null)).toEqual(new Set([closed.id]));
    expect(await hiddenProfileIds(db, [], open.id)).toEqual(new Set());
  });
});
