import type { CreatorProfile, CreatorProfileInput } from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createTestUser, type TestUser } from '../../test/users';
import {
  applyAs,
  brandView,
  brandWithCampaign,
  createCreator,
  send,
} from '../applications/applications.fixtures';
import { uploadAs } from '../campaigns/campaigns.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PATH = '/api/me/creator-profile';

/** A valid form body; overrides may break it on purpose. */
const form = (overrides: Record<string, unknown> = {}): CreatorProfileInput => ({
  firstName: 'Sara',
  lastName: 'Ahmed',
  bio: 'Coffee and mornings',
  location: 'Dubai',
  instagramHandle: '@sara.sips',
  tiktokHandle: 'sara_tok',
  youtubeHandle: '',
  instagramFollowers: '12000',
  tiktokFollowers: 3400,
  youtubeFollowers: '',
  contentCategories: ['travel', 'food'],
  mainCategory: 'food',
  engagementRate: '4.5',
  ratePerPost: '1500',
  ...overrides,
});

async function save(user: TestUser, body: unknown) {
  return send(t, 'PUT', PATH, user, body);
}

async function savedOk(user: TestUser, body: unknown): Promise<CreatorProfile> {
  const response = await save(user, body);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as CreatorProfile;
}

async function fieldsOf(response: Response): Promise<Record<string, string[]>> {
  expect(response.status).toBe(400);
  const body = (await response.json()) as { error: { code: string; fields: Record<string, string[]> } };
  expect(body.error.code).toBe('VALIDATION_FAILED');
  return body.error.fields;
}

const rowOf = async (id: string) => {
  const [row] = await t.deps.database.db.select().from(profiles).where(eq(profiles.id, id));
  return row!;
};

describe('GET and PUT /api/me/creator-profile', () => {
  it('answers the onboarding values, saves the form and answers the saved profile', async () => {
    const creator = await createTestUser(t, {
      userType: 'creator',
      firstName: 'Sara',
      lastName: 'Ahmed',
      contentCategories: ['beauty'],
      followerCounts: { instagram: 800, twitter: 50 },
    });
    const before = await send(t, 'GET', PATH, creator);
    expect(before.status).toBe(200);
    expect(await before.json()).toMatchObject({
      firstName: 'Sara',
      mainCategory: 'beauty',
      instagramFollowers: 800,
      engagementRate: null,
      ratePerPost: null,
      profileImageUrl: null,
    });

    const saved = await savedOk(creator, form());
    const expected: CreatorProfile = {
      firstName: 'Sara',
      lastName: 'Ahmed',
      bio: 'Coffee and mornings',
      location: 'Dubai',
      profileImageUrl: null,
      instagramHandle: 'sara.sips',
      tiktokHandle: 'sara_tok',
      youtubeHandle: null,
      twitterHandle: null,
      facebookHandle: null,
      linkedinHandle: null,
      snapchatHandle: null,
      pinterestHandle: null,
      instagramFollowers: 12000,
      tiktokFollowers: 3400,
      youtubeFollowers: 0,
      twitterFollowers: 50,
      facebookFollowers: null,
      linkedinFollowers: null,
      snapchatFollowers: null,
      pinterestFollowers: null,
      contentCategories: ['food', 'travel'],
      mainCategory: 'food',
      engagementRate: 4.5,
      ratePerPost: 1500,
    };
    expect(saved).toEqual(expected);
    expect(await (await send(t, 'GET', PATH, creator)).json()).toEqual(expected);
    // A platform the request leaves out (here one onboarding recorded) is kept.
    expect((await rowOf(creator.id)).followerCounts).toEqual({
      instagram: 12000,
      tiktok: 3400,
      youtube: 0,
      twitter: 50,
    });
  });

  it('lists Snapchat and every other campaign platform, a pasted profile link stored as the handle', async () => {
    const creator = await createCreator(t);
    const saved = await savedOk(
      creator,
      form({
        instagramHandle: 'https://www.instagram.com/desert.bloom/',
        snapchatHandle: 'https://www.snapchat.com/add/desertbloom',
        snapchatFollowers: '5400',
        twitterHandle: '@desertbloom',
        facebookHandle: 'facebook.com/desertbloom.ae',
        linkedinHandle: 'https://www.linkedin.com/in/sara-ahmed/',
        pinterestHandle: 'desertbloom',
        pinterestFollowers: 120,
      }),
    );
    expect(saved).toMatchObject({
      instagramHandle: 'desert.bloom',
      snapchatHandle: 'desertbloom',
      snapchatFollowers: 5400,
      twitterHandle: 'desertbloom',
      facebookHandle: 'desertbloom.ae',
      linkedinHandle: 'sara-ahmed',
      pinterestHandle: 'desertbloom',
      pinterestFollowers: 120,
    });
    const row = await rowOf(creator.id);
    expect(row.socialPlatforms).toMatchObject({ instagram: 'desert.bloom', snapchat: 'desertbloom' });
    expect(row.followerCounts).toMatchObject({ snapchat: 5400, pinterest: 120 });
    expect(await (await send(t, 'GET', PATH, creator)).json()).toMatchObject({
      snapchatHandle: 'desertbloom',
      snapchatFollowers: 5400,
    });
    expect(
      await fieldsOf(await save(creator, form({ snapchatHandle: 'https://example.com/desertbloom' }))),
    ).toEqual({ snapchatHandle: ['Please enter your Snapchat handle or a link to your profile'] });
  });

  it('clears optional values: blank handles, bio, location and metrics', async () => {
    const creator = await createCreator(t);
    await savedOk(creator, form());
    const cleared = await savedOk(
      creator,
      form({
        instagramHandle: ' ',
        tiktokHandle: null,
        bio: '',
        location: '',
        engagementRate: '',
        ratePerPost: null,
      }),
    );
    expect(cleared).toMatchObject({
      instagramHandle: null,
      tiktokHandle: null,
      bio: null,
      location: null,
      engagementRate: null,
      ratePerPost: null,
    });
    expect((await rowOf(creator.id)).socialPlatforms).toEqual({});
  });

  it('keeps the boundary values of every rule', async () => {
    const creator = await createCreator(t);
    expect(
      await savedOk(creator, form({ engagementRate: 0, ratePerPost: 0, instagramFollowers: 0 })),
    ).toMatchObject({ engagementRate: 0, ratePerPost: 0, instagramFollowers: 0 });
    expect(await savedOk(creator, form({ engagementRate: 100, ratePerPost: 1_000_000_000 }))).toMatchObject({
      engagementRate: 100,
      ratePerPost: 1_000_000_000,
    });
    expect(await savedOk(creator, form({ engagementRate: 99.9 }))).toMatchObject({ engagementRate: 99.9 });
    // Non-numbers in follower inputs become 0.
    expect(await savedOk(creator, form({ tiktokFollowers: 'lots', youtubeFollowers: null }))).toMatchObject({
      tiktokFollowers: 0,
      youtubeFollowers: 0,
    });
  });
});

describe('bad input answers 400 with field messages and changes nothing', () => {
  it('requires First Name, Last Name and the main Content Category', async () => {
    const creator = await createCreator(t);
    const fields = await fieldsOf(
      await save(creator, form({ firstName: ' ', lastName: '', mainCategory: '' })),
    );
    expect(fields).toEqual({
      firstName: ['First Name is required'],
      lastName: ['Last Name is required'],
      mainCategory: ['Main Content Category is required'],
    });
    expect(await fieldsOf(await save(creator, {}))).toMatchObject({
      firstName: ['First Name is required'],
      lastName: ['Last Name is required'],
      mainCategory: ['Main Content Category is required'],
    });
    expect((await rowOf(creator.id)).firstName).toBe('Sara');
  });

  it('refuses numbers outside each rule', async () => {
    const creator = await createCreator(t);
    expect(
      await fieldsOf(
        await save(
          creator,
          form({ engagementRate: 100.1, ratePerPost: -1, instagramFollowers: -1, tiktokFollowers: 1.5 }),
        ),
      ),
    ).toEqual({
      engagementRate: ['Engagement rate must be at most 100'],
      ratePerPost: ['Rate per post must be at least 0'],
      instagramFollowers: ['Instagram followers must be at least 0'],
      tiktokFollowers: ['TikTok followers must be a whole number'],
    });
    expect(await fieldsOf(await save(creator, form({ engagementRate: -0.1, ratePerPost: 10.5 })))).toEqual({
      engagementRate: ['Engagement rate must be at least 0'],
      ratePerPost: ['Rate per post must be a whole number'],
    });
    expect(await fieldsOf(await save(creator, form({ engagementRate: 4.55 })))).toEqual({
      engagementRate: ['Engagement rate must be in steps of 0.1'],
    });
    expect(
      await fieldsOf(await save(creator, form({ engagementRate: 'high', ratePerPost: 'cheap' }))),
    ).toEqual({
      engagementRate: ['Engagement rate must be a number'],
      ratePerPost: ['Rate per post must be a number'],
    });
    expect(await rowOf(creator.id)).toMatchObject({ engagementRate: null, ratePerPost: null });
  });

  it('refuses unknown categories, too many, long text, NUL characters and a non-object body', async () => {
    const creator = await createCreator(t);
    expect(
      await fieldsOf(
        await save(
          creator,
          form({
            contentCategories: ['knitting'],
            bio: 'x'.repeat(501),
            location: 'Du\u0000bai',
            youtubeHandle: 'y'.repeat(101),
            mainCategory: 'cooking',
          }),
        ),
      ),
    ).toEqual({
      'contentCategories.0': ['Please choose categories from the list'],
      bio: ['Bio must be at most 500 characters'],
      location: ['Contains a character that is not allowed'],
      youtubeHandle: ['YouTube handle must be at most 100 characters'],
      mainCategory: ['Main Content Category is required'],
    });
    const nine = ['fashion', 'beauty', 'fitness', 'travel', 'tech', 'lifestyle', 'gaming', 'music', 'comedy'];
    expect(await fieldsOf(await save(creator, form({ contentCategories: nine })))).toMatchObject({
      contentCategories: ['You can choose up to 8 categories'],
    });
    const nul = await save(creator, form({ firstName: 'Sa\u0000ra' }));
    expect(await fieldsOf(nul)).toEqual({ firstName: ['Contains a character that is not allowed'] });
    const notJson = await t.request(PATH, {
      method: 'PUT',
      headers: { cookie: creator.cookie, 'content-type': 'application/json' },
      body: '[1,2',
    });
    expect(notJson.status).toBe(400);
  });
});

describe('who may use the creator profile form', () => {
  it('answers 401 signed out and 403 to brands, agents and admins', async () => {
    expect((await send(t, 'GET', PATH)).status).toBe(401);
    expect((await save(undefined as unknown as TestUser, form())).status).toBe(401);
    for (const userType of ['brand', 'agent', 'admin'] as const) {
      const user = await createTestUser(t, { userType });
      expect((await send(t, 'GET', PATH, user)).status).toBe(403);
      const response = await save(user, form());
      expect(response.status).toBe(403);
      expect(await rowOf(user.id)).toMatchObject({ engagementRate: null, ratePerPost: null });
      expect((await send(t, 'DELETE', `${PATH}/image`, user)).status).toBe(403);
    }
  });

  it("changes only the caller's own profile", async () => {
    const sara = await createCreator(t, 'Sara', 'Ahmed');
    const omar = await createCreator(t, 'Omar', 'Khan');
    const omarsBefore = await rowOf(omar.id);
    await savedOk(sara, form({ firstName: 'Sarah', ratePerPost: 900 }));
    const omarsAfter = await rowOf(omar.id);
    expect(omarsAfter).toEqual(omarsBefore);
    expect(await (await send(t, 'GET', PATH, omar)).json()).toMatchObject({
      firstName: 'Omar',
      ratePerPost: null,
    });
  });
});

describe('profile photo', () => {
  it('sets an uploaded image, serves it and removes it', async () => {
    const creator = await createCreator(t);
    const uploadId = await uploadAs(t, creator, 'image');
    const set = await send(t, 'PUT', `${PATH}/image`, creator, { uploadId });
    expect(set.status).toBe(200);
    const withPhoto = (await set.json()) as CreatorProfile;
    expect(withPhoto.profileImageUrl).toBe(`/api/uploads/${uploadId}`);
    expect((await t.request(withPhoto.profileImageUrl!)).status).toBe(200);
    const me = await (await send(t, 'GET', '/api/me', creator)).json();
    expect(me.profile.profileImageUrl).toBe(`/api/uploads/${uploadId}`);

    const removed = await send(t, 'DELETE', `${PATH}/image`, creator);
    expect(removed.status).toBe(200);
    expect(((await removed.json()) as CreatorProfile).profileImageUrl).toBeNull();
    expect((await rowOf(creator.id)).profileImageUrl).toBeNull();
  });

  it("refuses someone else's upload, a non-image and a malformed id", async () => {
    const creator = await createCreator(t);
    const other = await createCreator(t);
    const othersImage = await uploadAs(t, other, 'image');
    const foreign = await send(t, 'PUT', `${PATH}/image`, creator, { uploadId: othersImage });
    expect(foreign.status).toBe(404);
    const pdf = await send(t, 'PUT', `${PATH}/image`, creator, {
      uploadId: await uploadAs(t, creator, 'pdf'),
    });
    expect(pdf.status).toBe(415);
    expect(await fieldsOf(await send(t, 'PUT', `${PATH}/image`, creator, { uploadId: 'x' }))).toEqual({
      uploadId: ['Choose an uploaded image'],
    });
    expect((await rowOf(creator.id)).profileImageUrl).toBeNull();
    expect((await rowOf(other.id)).profileImageUrl).toBeNull();
  });
});

describe('what the brand sees of an applicant', () => {
  it('shows the saved rate per post, engagement, followers, handles and niche', async () => {
    const { brand, campaignId } = await brandWithCampaign(t);
    const creator = await createCreator(t);
    await savedOk(
      creator,
      form({
        mainCategory: 'travel',
        contentCategories: ['food'],
        snapchatHandle: 'https://www.snapchat.com/add/sara.snaps',
        snapchatFollowers: 5400,
      }),
    );
    await applyAs(t, creator, { type: 'direct', campaignId });
    const [application] = (await brandView(t, brand, campaignId)).applications;
    expect(application!.applicant).toMatchObject({
      name: 'Sara Ahmed',
      niche: 'Travel',
      engagementRate: 4.5,
      ratePerPost: 1500,
      followers: { instagram: 12000, tiktok: 3400, youtube: 0, snapchat: 5400 },
      handles: { instagram: 'sara.sips', tiktok: 'sara_tok', youtube: null, snapchat: 'sara.snaps' },
      bio: 'Coffee and mornings',
      location: 'Dubai',
    });
  });
});
