import type { CampaignFeedPage, CampaignFormValues } from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, profiles } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createTestUser, type TestUser } from '../../test/users';
import { brandWithPlan, campaignForm, createCampaignAs, send, uploadAs } from './campaigns.fixtures';

let t: TestApp;
let brand: TestUser;
let otherBrand: TestUser;
let creator: TestUser;
/** Approved for one of `brand`'s campaigns: in the brand's approved network. */
let networkCreator: TestUser;
/** Applied to one of `brand`'s campaigns, not approved (yet): outside the network. */
let pendingCreator: TestUser;
const ids: Record<string, string> = {};

const catalogue: Record<string, Partial<CampaignFormValues>> = {
  coffee: {
    title: 'Iced COFFEE Mornings',
    description: 'Show your routine',
    contentCategories: ['food'],
    targetCountries: ['AE'],
    targetCities: ['Dubai'],
    platforms: ['instagram', 'tiktok'],
  },
  sneakers: {
    title: 'Sneaker drop',
    description: 'Unbox our 100% recycled sneakers',
    campaignType: 'review',
    contentCategories: ['fashion'],
    targetCountries: ['SA'],
    platforms: ['youtube'],
    compensationType: 'barter',
    budgetMin: null,
    budgetMax: null,
  },
  dinner: {
    title: 'Dinner for two',
    description: 'A tasting menu with coffee pairing',
    campaignType: 'event',
    contentCategories: ['food', 'lifestyle'],
    targetCountries: ['AE', 'QA'],
    targetCities: ['Doha'],
    compensationType: 'restaurant',
    compensationTypes: ['restaurant', 'monetary'],
  },
  private: { title: 'Private coffee tasting', description: 'For our network', visibility: 'private' },
  paused: { title: 'Paused coffee', description: 'Not taking applications' },
};

const feed = async (query = '', user: TestUser = creator): Promise<CampaignFeedPage> => {
  const response = await send(t, 'GET', `/api/campaigns/feed${query}`, user);
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
};
const titles = (page: CampaignFeedPage) => page.campaigns.map((campaign) => campaign.title);

beforeAll(async () => {
  t = await createTestApp();
  brand = await brandWithPlan(t, { planId: 'enterprise' });
  otherBrand = await brandWithPlan(t, { planId: 'enterprise' });
  creator = await createTestUser(t, { userType: 'creator' });
  await t.deps.database.db
    .update(profiles)
    .set({ companyName: 'Bean There', profileImageUrl: '/api/uploads/logo' })
    .where(eq(profiles.id, brand.id));
  for (const [key, form] of Object.entries(catalogue)) {
    const owner = key === 'sneakers' ? otherBrand : brand;
    ids[key] = (await createCampaignAs(t, owner, form)).id;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  await send(t, 'PATCH', `/api/campaigns/${ids.paused}/status`, brand, { status: 'paused' });
  networkCreator = await createTestUser(t, { userType: 'creator' });
  pendingCreator = await createTestUser(t, { userType: 'creator' });
  for (const applicant of [networkCreator, pendingCreator]) {
    const applied = await send(t, 'POST', '/api/applications', applicant, {
      type: 'direct',
      campaignId: ids.coffee,
    });
    expect(applied.status, await applied.clone().text()).toBe(201);
  }
  const { application } = await (
    await send(t, 'POST', '/api/applications', networkCreator, { type: 'direct', campaignId: ids.dinner })
  ).json();
  // A paid campaign aimed at the UAE: the creator has no Advertiser Permit, so the brand confirms.
  const approved = await send(t, 'POST', `/api/applications/${application.id}/approve`, brand, {
    confirmPermitMissing: true,
  });
  expect(approved.status, await approved.clone().text()).toBe(200);
});
afterAll(() => t.close());

describe('creator feed', () => {
  it('needs a signed-in user', async () => {
    expect((await send(t, 'GET', '/api/campaigns/feed')).status).toBe(401);
  });

  it('shows active public campaigns newest first, with the brand merged in', async () => {
    const page = await feed();
    expect(titles(page)).toEqual(['Dinner for two', 'Sneaker drop', 'Iced COFFEE Mornings']);
    expect(page.nextCursor).toBeNull();
    expect(page.campaigns[2]).toMatchObject({
      brand: { id: brand.id, name: 'Bean There', logoUrl: '/api/uploads/logo' },
      isPrivateNetwork: false,
      platforms: ['instagram', 'tiktok'],
      status: 'active',
    });
    expect(page.campaigns[1]!.brand).toMatchObject({ id: otherBrand.id, name: 'Test Brand Co.' });
    expect(page.campaigns[0]).not.toHaveProperty('searchText');
    expect(page.campaigns[0]).not.toHaveProperty('applicationsCount');
  });

  it('searches title and description, case-insensitive, wildcards taken literally', async () => {
    expect(titles(await feed('?q=coffee'))).toEqual(['Dinner for two', 'Iced COFFEE Mornings']);
    expect(titles(await feed('?q=%20MORNINGS%20'))).toEqual(['Iced COFFEE Mornings']);
    expect(titles(await feed('?q=100%25'))).toEqual(['Sneaker drop']);
    expect(titles(await feed('?q=%25'))).toEqual(['Sneaker drop']);
    expect(titles(await feed('?q=_'))).toEqual([]);
    expect(titles(await feed('?q=nothing-like-this'))).toEqual([]);
  });

  it('filters by category, type, platform, country, city and compensation', async () => {
    expect(titles(await feed('?category=food'))).toEqual(['Dinner for two', 'Iced COFFEE Mornings']);
    expect(titles(await feed('?type=review'))).toEqual(['Sneaker drop']);
    expect(titles(await feed('?platform=tiktok'))).toEqual(['Iced COFFEE Mornings']);
    expect(titles(await feed('?platform=instagram'))).toEqual(['Dinner for two', 'Iced COFFEE Mornings']);
    expect(titles(await feed('?country=qa'))).toEqual(['Dinner for two']);
    expect(titles(await feed('?city=Dubai'))).toEqual(['Iced COFFEE Mornings']);
    expect(titles(await feed('?compensation=monetary'))).toEqual(['Dinner for two', 'Iced COFFEE Mornings']);
    expect(titles(await feed('?compensation=barter'))).toEqual(['Sneaker drop']);
    expect(titles(await feed('?q=coffee&category=food&country=AE'))).toEqual([
      'Dinner for two',
      'Iced COFFEE Mornings',
    ]);
    expect(titles(await feed('?q=coffee&type=event&compensation=restaurant'))).toEqual(['Dinner for two']);
  });

  it('answers unknown filter values with 400', async () => {
    for (const query of ['?type=webinar', '?platform=myspace', '?country=ARE', '?limit=0', '?cursor=abc']) {
      const response = await send(t, 'GET', `/api/campaigns/feed${query}`, creator);
      expect(response.status, query).toBe(400);
    }
  });

  it('pages with a cursor', async () => {
    const first = await feed('?limit=2');
    expect(titles(first)).toEqual(['Dinner for two', 'Sneaker drop']);
    const second = await feed(`?limit=2&cursor=${first.nextCursor}`);
    expect(titles(second)).toEqual(['Iced COFFEE Mornings']);
    expect(second.nextCursor).toBeNull();
  });

  it('shows private campaigns only to the brand and its approved network, labelled', async () => {
    expect(titles(await feed('?q=coffee', otherBrand))).not.toContain('Private coffee tasting');
    expect(titles(await feed('?q=coffee'))).not.toContain('Private coffee tasting');
    expect(titles(await feed('?q=coffee', pendingCreator))).not.toContain('Private coffee tasting');
    for (const viewer of [brand, networkCreator]) {
      const page = await feed('?q=coffee', viewer);
      expect(titles(page)).toEqual(['Private coffee tasting', 'Dinner for two', 'Iced COFFEE Mornings']);
      expect(page.campaigns.map((campaign) => campaign.isPrivateNetwork)).toEqual([true, false, false]);
    }
  });

  it('leaves closed and draft campaigns out of the feed', async () => {
    const open = await createCampaignAs(t, brand, { title: 'Zanzibar open', description: 'Still open' });
    const closed = await createCampaignAs(t, brand, { title: 'Zanzibar closed', description: 'Done' });
    const closing = await send(t, 'PATCH', `/api/campaigns/${closed.id}/status`, brand, { status: 'closed' });
    expect(closing.status, await closing.clone().text()).toBe(200);
    // No route makes drafts yet (campaigns are published at once): one stored directly.
    const [draft] = await t.deps.database.db
      .insert(campaigns)
      .values({
        brandId: brand.id,
        title: 'Zanzibar draft',
        description: 'Not published',
        campaignType: 'content',
        niche: 'Other',
        applicationDeadline: '2999-12-31',
        status: 'draft',
      })
      .returning({ id: campaigns.id });
    for (const viewer of [creator, networkCreator, brand]) {
      expect(titles(await feed('?q=zanzibar', viewer))).toEqual(['Zanzibar open']);
    }
    const closedDetail = await send(t, 'GET', `/api/campaigns/${closed.id}`, creator);
    expect((await closedDetail.json()).campaign.notice).toBe('Campaign closed - not accepting applications');
    expect((await send(t, 'GET', `/api/campaigns/${draft!.id}`, creator)).status).toBe(404);
    await send(t, 'DELETE', `/api/campaigns/${open.id}`, brand);
  });

  it('drops a campaign as soon as it is paused, and shows it again when reactivated', async () => {
    expect(titles(await feed('?q=paused'))).toEqual([]);
    expect(titles(await feed())).toContain('Sneaker drop');
    const sneakers = `/api/campaigns/${ids.sneakers}/status`;
    await send(t, 'PATCH', sneakers, otherBrand, { status: 'paused' });
    expect(titles(await feed())).not.toContain('Sneaker drop');
    await send(t, 'PATCH', sneakers, otherBrand, { status: 'active' });
    expect(titles(await feed())[0]).toBe('Dinner for two');
    expect(titles(await feed())).toContain('Sneaker drop');
  });
});

describe('shared feed pages', () => {
  it('serves one public page to every creator and shows an edit on the next request', async () => {
    const otherCreator = await createTestUser(t, { userType: 'creator' });
    expect(titles(await feed('?q=sneaker'))).toEqual(['Sneaker drop']);
    expect(titles(await feed('?q=sneaker', otherCreator))).toEqual(['Sneaker drop']);
    expect(t.deps.feedCache.size).toBeGreaterThan(0);
    const edited = await send(t, 'PUT', `/api/campaigns/${ids.sneakers}`, otherBrand, {
      ...campaignForm(catalogue.sneakers),
      title: 'Sneaker drop 2',
    });
    expect(edited.status, await edited.clone().text()).toBe(200);
    expect(titles(await feed('?q=sneaker', otherCreator))).toEqual(['Sneaker drop 2']);
  });

  it('never hands the private campaigns of a brand to another viewer', async () => {
    expect(titles(await feed('?q=private', brand))).toEqual(['Private coffee tasting']);
    expect(titles(await feed('?q=private', networkCreator))).toEqual(['Private coffee tasting']);
    expect(titles(await feed('?q=private'))).toEqual([]);
    expect(titles(await feed('?q=private', otherBrand))).toEqual([]);
  });
});

describe('campaign detail', () => {
  it('shows visible campaigns, with the notice when paused', async () => {
    const response = await send(t, 'GET', `/api/campaigns/${ids.coffee}`, creator);
    expect((await response.json()).campaign).toMatchObject({
      title: 'Iced COFFEE Mornings',
      brand: { name: 'Bean There' },
    });
    const paused = await (await send(t, 'GET', `/api/campaigns/${ids.paused}`, creator)).json();
    expect(paused.campaign.notice).toBe('Campaign paused - not accepting applications');
  });

  it('answers 404 for a private campaign outside the network and for unknown ids', async () => {
    for (const stranger of [creator, pendingCreator, otherBrand]) {
      expect((await send(t, 'GET', `/api/campaigns/${ids.private}`, stranger)).status).toBe(404);
    }
    expect((await send(t, 'GET', `/api/campaigns/${ids.private}`, brand)).status).toBe(200);
    const shared = await send(t, 'GET', `/api/campaigns/${ids.private}`, networkCreator);
    expect((await shared.json()).campaign).toMatchObject({
      title: 'Private coffee tasting',
      isPrivateNetwork: true,
      brand: { name: 'Bean There' },
    });
    expect((await send(t, 'GET', `/api/campaigns/${crypto.randomUUID()}`, creator)).status).toBe(404);
  });
});

describe('the brand network (favourites)', () => {
  const seesPrivate = async (viewer: TestUser) => {
    const page = await feed('?q=private', viewer);
    const detail = await send(t, 'GET', `/api/campaigns/${ids.private}`, viewer);
    return {
      titles: titles(page),
      labels: page.campaigns.map((c) => c.isPrivateNetwork),
      detail: detail.status,
    };
  };

  it("shows a favourite the brand's private campaigns, and no longer once removed", async () => {
    const favourite = await createTestUser(t, { userType: 'creator' });
    expect(await seesPrivate(favourite)).toEqual({ titles: [], labels: [], detail: 404 });

    const added = await send(t, 'POST', '/api/network', brand, { creatorId: favourite.id });
    expect(added.status, await added.clone().text()).toBe(201);
    expect(await seesPrivate(favourite)).toEqual({
      titles: ['Private coffee tasting'],
      labels: [true],
      detail: 200,
    });
    // Another brand's favourites are not this brand's network.
    const elsewhere = await createTestUser(t, { userType: 'creator' });
    expect((await send(t, 'POST', '/api/network', otherBrand, { creatorId: elsewhere.id })).status).toBe(201);
    expect(await seesPrivate(elsewhere)).toEqual({ titles: [], labels: [], detail: 404 });

    expect((await send(t, 'DELETE', `/api/network/${favourite.id}`, brand)).status).toBe(204);
    expect(await seesPrivate(favourite)).toEqual({ titles: [], labels: [], detail: 404 });
  });

  it('keeps showing them to a creator the brand approved after they leave its favourites', async () => {
    expect((await send(t, 'POST', '/api/network', brand, { creatorId: networkCreator.id })).status).toBe(201);
    expect((await send(t, 'DELETE', `/api/network/${networkCreator.id}`, brand)).status).toBe(204);
    expect(await seesPrivate(networkCreator)).toEqual({
      titles: ['Private coffee tasting'],
      labels: [true],
      detail: 200,
    });
  });
});

describe('brand card', () => {
  it("shows the main brand profile's company name and logo once the brand edits them", async () => {
    // The first brand profile of an account is its main profile (what /profile edits).
    const created = await send(t, 'POST', '/api/brand-profiles', otherBrand, { profileName: 'Main' });
    expect(created.status, await created.clone().text()).toBe(201);
    const main = await created.json();
    expect(main.isMainProfile).toBe(true);
    const renamed = await send(t, 'PATCH', `/api/brand-profiles/${main.id}`, otherBrand, {
      companyName: 'Sole Society',
    });
    expect(renamed.status, await renamed.clone().text()).toBe(200);
    const logoId = await uploadAs(t, otherBrand, 'image');
    const withLogo = await send(t, 'PUT', `/api/brand-profiles/${main.id}/image`, otherBrand, {
      uploadId: logoId,
    });
    expect(withLogo.status, await withLogo.clone().text()).toBe(200);

    const expected = { id: otherBrand.id, name: 'Sole Society', logoUrl: `/api/uploads/${logoId}` };
    const detail = await (await send(t, 'GET', `/api/campaigns/${ids.sneakers}`, creator)).json();
    expect(detail.campaign.brand).toEqual(expected);
    const page = await feed('?q=sneaker&country=SA&platform=youtube');
    expect(page.campaigns.map((campaign) => campaign.brand)).toEqual([expected]);
  });
});
