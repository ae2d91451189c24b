import type { CampaignFeedPage, CampaignFormValues } from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createTestUser, type TestUser } from '../../test/users';
import { brandWithPlan, campaignForm, createCampaignAs, send } from './campaigns.fixtures';

let t: TestApp;
let brand: TestUser;
let otherBrand: TestUser;
let creator: TestUser;
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

  it('shows private campaigns only to their network (the owning brand), labelled', async () => {
    expect(titles(await feed('?q=coffee', otherBrand))).not.toContain('Private coffee tasting');
    const own = await feed('?q=coffee', brand);
    expect(titles(own)).toContain('Private coffee tasting');
    expect(own.campaigns.find((campaign) => campaign.id === ids.private)?.isPrivateNetwork).toBe(true);
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
    expect((await send(t, 'GET', `/api/campaigns/${ids.private}`, creator)).status).toBe(404);
    expect((await send(t, 'GET', `/api/campaigns/${ids.private}`, brand)).status).toBe(200);
    expect((await send(t, 'GET', `/api/campaigns/${crypto.randomUUID()}`, creator)).status).toBe(404);
  });
});
