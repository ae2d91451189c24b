import { CREATOR_PAGE_MESSAGES, type CreatorPage } from '@partnerly/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSettings } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createBrand } from '../../test/factories/brand';
import { createTestUser } from '../../test/users';
import { createCreator } from '../applications/applications.fixtures';
import { send } from '../campaigns/campaigns.fixtures';
import {
  givenCampaign,
  givenCode,
  givenShareLink,
  givenSocialLink,
  setProfile,
  Visitor,
} from './creator-page.fixtures';
import { VISITOR_COOKIE } from './visitor';

// Issue 17 item 3: GET /api/creator-pages/{shareCode}, the data of /creator/{shareCode}.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUSTED_PROXY: 'true' });
});
afterAll(() => t.close());

async function pageAs(shareCode: string, cookie?: string) {
  const response = await t.request(`/api/creator-pages/${shareCode}`, { headers: cookie ? { cookie } : {} });
  return { status: response.status, response, body: (await response.json()) as CreatorPage & ErrorAnswer };
}
type ErrorAnswer = { error: { code: string; message: string; fields?: Record<string, string[]> } };

async function setVisibility(userId: string, profileVisibility: 'public' | 'brands-only' | 'private') {
  await t.deps.database.db
    .insert(userSettings)
    .values({ userId, profileVisibility })
    .onConflictDoUpdate({ target: userSettings.userId, set: { profileVisibility } });
}

describe('the public page', () => {
  it("shows the creator's header, bio, tagline, location, up to 3 http(s) social links and the listed codes", async () => {
    const creator = await createCreator(t, 'Casey', 'Rivers');
    await setProfile(t, creator.id, {
      bio: 'Skincare and coffee in Dubai.',
      tagline: 'Glow daily',
      location: 'Dubai, UAE',
      profileImageUrl: '/api/uploads/00000000-0000-4000-8000-000000000001',
    });
    await givenSocialLink(t, creator.id, 'instagram', 'https://instagram.com/casey');
    await givenSocialLink(t, creator.id, 'tiktok', 'javascript:alert(1)');
    await givenSocialLink(t, creator.id, 'youtube', 'https://youtube.com/@casey');
    await givenSocialLink(t, creator.id, 'twitter', 'https://x.com/casey');
    await givenSocialLink(t, creator.id, 'linkedin', 'https://linkedin.com/in/casey');

    const brand = await createBrand(t);
    await setProfile(t, brand.id, { companyName: 'Desert Glow Cosmetics' });
    const campaignId = await givenCampaign(t, brand.id, { title: 'Summer Glow Launch' });
    const privateCampaignId = await givenCampaign(t, brand.id, {
      title: 'Secret Network Drop',
      visibility: 'private',
    });
    const day = 24 * 60 * 60 * 1000;
    const brandCode = await givenCode(t, creator.id, {
      brandId: brand.id,
      campaignId,
      code: 'GLOW20',
      instructions: 'Use at checkout',
      expiresAt: new Date(Date.now() + 30 * day),
      createdAt: new Date(Date.now() - 2000),
    });
    const privateCode = await givenCode(t, creator.id, {
      brandId: brand.id,
      campaignId: privateCampaignId,
      code: 'NETWORK10',
      brandUrl: null,
      createdAt: new Date(Date.now() - 1000),
    });
    const external = await givenCode(t, creator.id, { code: 'BLOOM15', externalBrandName: 'Desert Bloom' });
    // Not listed: hidden, private, deleted, expired.
    await givenCode(t, creator.id, { code: 'HIDDEN1', visibility: 'hidden' });
    await givenCode(t, creator.id, { code: 'PRIVATE1', visibility: 'private' });
    await givenCode(t, creator.id, { code: 'DELETED1', status: 'deleted' });
    await givenCode(t, creator.id, { code: 'EXPIRED1', expiresAt: new Date(Date.now() - 1000) });
    const shareCode = await givenShareLink(t, creator);

    const { status, body, response } = await pageAs(shareCode);
    expect(status).toBe(200);
    expect(body.creator).toEqual({
      name: 'Casey Rivers',
      avatarUrl: '/api/uploads/00000000-0000-4000-8000-000000000001',
      bio: 'Skincare and coffee in Dubai.',
      tagline: 'Glow daily',
      location: 'Dubai, UAE',
      isVerified: false,
      advertiserPermit: null,
    });
    expect(body.socialLinks).toEqual([
      { platform: 'instagram', url: 'https://instagram.com/casey' },
      { platform: 'youtube', url: 'https://youtube.com/@casey' },
      { platform: 'twitter', url: 'https://x.com/casey' },
    ]);
    expect(body.codes.map((code) => code.code)).toEqual(['BLOOM15', 'NETWORK10', 'GLOW20']);
    expect(body.codes.find((code) => code.id === brandCode.id)).toEqual({
      id: brandCode.id,
      code: 'GLOW20',
      brandName: 'Desert Glow Cosmetics',
      brandLogoUrl: null,
      campaignTitle: 'Summer Glow Launch',
      instructions: 'Use at checkout',
      expiresAt: brandCode.expiresAt!.toISOString(),
      hasShopLink: true,
    });
    // A network campaign's title stays private; no brand address, no Shop Now.
    expect(body.codes.find((code) => code.id === privateCode.id)).toMatchObject({
      campaignTitle: null,
      hasShopLink: false,
    });
    expect(body.codes.find((code) => code.id === external.id)).toMatchObject({
      brandName: 'Desert Bloom',
      campaignTitle: null,
      expiresAt: null,
    });
    // The anonymous visitor cookie; the answer is the viewer's own.
    const cookie = response.headers.getSetCookie().find((value) => value.startsWith(`${VISITOR_COOKIE}=`));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('shows no social links while the creator hides them, and an empty grid without codes', async () => {
    const creator = await createCreator(t);
    await givenSocialLink(t, creator.id, 'instagram', 'https://instagram.com/quiet');
    await t.deps.database.db.insert(userSettings).values({ userId: creator.id, showSocialLinks: false });
    const shareCode = await givenShareLink(t, creator);
    const { body } = await pageAs(shareCode);
    expect(body.socialLinks).toEqual([]);
    expect(body.codes).toEqual([]);
  });

  it("answers 404 'Creator Not Found' for an unknown, deactivated or replaced link", async () => {
    expect((await pageAs('Zz9Zz9Zz')).body.error.message).toBe(CREATOR_PAGE_MESSAGES.notFound);

    const creator = await createCreator(t);
    const shareCode = await givenShareLink(t, creator);
    expect((await send(t, 'PATCH', '/api/share-link', creator, { isActive: false })).status).toBe(200);
    const inactive = await pageAs(shareCode);
    expect(inactive.status).toBe(404);
    expect(inactive.body.error.message).toBe(CREATOR_PAGE_MESSAGES.notFound);

    const regenerated = await send(t, 'POST', '/api/share-link/regenerate', creator);
    const { shareLink } = (await regenerated.json()) as { shareLink: { shareCode: string } };
    expect((await pageAs(shareCode)).status).toBe(404);
    expect((await pageAs(shareLink.shareCode)).status).toBe(200);
  });

  it('answers 400 with a field message for a malformed share code', async () => {
    const { status, body } = await pageAs('not-a-code!');
    expect(status).toBe(400);
    expect(body.error.fields?.shareCode).toEqual([CREATOR_PAGE_MESSAGES.notFound]);
  });
});

describe("the creator's profile visibility", () => {
  it('private: only the creator sees the page (a preview); everyone else gets Creator Not Found', async () => {
    const creator = await createCreator(t);
    const shareCode = await givenShareLink(t, creator);
    await setVisibility(creator.id, 'private');
    const brand = await createBrand(t);
    const otherCreator = await createCreator(t);
    expect((await pageAs(shareCode)).status).toBe(404);
    expect((await pageAs(shareCode, brand.cookie)).status).toBe(404);
    expect((await pageAs(shareCode, otherCreator.cookie)).status).toBe(404);
    expect((await pageAs(shareCode, creator.cookie)).status).toBe(200);
    const admin = await createTestUser(t, { userType: 'admin' });
    expect((await pageAs(shareCode, admin.cookie)).status).toBe(200);
  });

  it('brands-only: signed-in brand accounts see it, visitors and other creators do not', async () => {
    const creator = await createCreator(t);
    const shareCode = await givenShareLink(t, creator);
    await setVisibility(creator.id, 'brands-only');
    const brand = await createBrand(t);
    const otherCreator = await createCreator(t);
    expect((await pageAs(shareCode)).status).toBe(404);
    expect((await pageAs(shareCode, otherCreator.cookie)).status).toBe(404);
    expect((await pageAs(shareCode, brand.cookie)).status).toBe(200);
  });

  it("hides a brand whose own profile is private: the card shows 'Brand' without a logo", async () => {
    const creator = await createCreator(t);
    const brand = await createBrand(t);
    await setVisibility(brand.id, 'private');
    await givenCode(t, creator.id, { brandId: brand.id, campaignId: await givenCampaign(t, brand.id) });
    const shareCode = await givenShareLink(t, creator);
    const { body } = await pageAs(shareCode);
    expect(body.codes[0]).toMatchObject({ brandName: 'Brand', brandLogoUrl: null });
  });

  it('a views report for a page hidden from the visitor answers Creator Not Found and counts nothing', async () => {
    const creator = await createCreator(t);
    const code = await givenCode(t, creator.id);
    const shareCode = await givenShareLink(t, creator);
    await setVisibility(creator.id, 'private');
    const response = await new Visitor(t).post(`/api/creator-pages/${shareCode}/views`, {
      codeIds: [code.id],
    });
    expect(response.status).toBe(404);
  });
});
