import type { ProfileCompletion } from '@partnerly/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createTestUser, sessionCookieOf, type TestUser } from '../../test/users';
import { send } from '../campaigns/campaigns.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PATH = '/api/me/profile-completion';

async function completionOf(user: TestUser): Promise<ProfileCompletion> {
  const response = await send(t, 'GET', PATH, user);
  expect(response.status).toBe(200);
  return (await response.json()) as ProfileCompletion;
}

async function meCompletionOf(user: TestUser): Promise<number> {
  const response = await send(t, 'GET', '/api/me', user);
  return ((await response.json()) as { profile: { profileCompletionPercentage: number } }).profile
    .profileCompletionPercentage;
}

/** The same account signed in once more: another device. */
async function secondDevice(user: TestUser): Promise<TestUser> {
  const { headers } = await t.deps.auth.api.signInEmail({
    body: { email: user.email, password: user.password },
    returnHeaders: true,
  });
  const cookie = sessionCookieOf(headers);
  expect(cookie).toBeDefined();
  expect(cookie).not.toBe(user.cookie);
  return { ...user, cookie: cookie! };
}

describe('the profile completion card', () => {
  it('reports the fields still missing, and GET /api/me the same percentage as it fills', async () => {
    const creator = await createTestUser(t, { userType: 'creator', firstName: 'Casey', lastName: 'Lane' });
    const start = await completionOf(creator);
    expect(start).toEqual({
      percentage: 10,
      missing: [
        'photo',
        'bio',
        'location',
        'categories',
        'socialHandle',
        'followers',
        'engagementRate',
        'ratePerPost',
        'socialLinks',
      ],
      dismissed: false,
    });
    expect(await meCompletionOf(creator)).toBe(10);

    const saved = await send(t, 'PUT', '/api/me/creator-profile', creator, {
      firstName: 'Casey',
      lastName: 'Lane',
      bio: 'Food and travel in Dubai',
      location: 'Dubai',
      instagramHandle: 'caseyeats',
      instagramFollowers: 12000,
      contentCategories: ['food'],
      mainCategory: 'food',
      engagementRate: 4.5,
      ratePerPost: 1500,
    });
    expect(saved.status).toBe(200);
    expect(
      (
        await send(t, 'POST', '/api/me/social-links', creator, {
          platform: 'instagram',
          url: 'https://instagram.com/caseyeats',
        })
      ).status,
    ).toBe(201);

    expect(await completionOf(creator)).toEqual({ percentage: 90, missing: ['photo'], dismissed: false });
    expect(await meCompletionOf(creator)).toBe(90);
  });

  it('stays dismissed on another device, and dismissing twice is harmless', async () => {
    const creator = await createTestUser(t, { userType: 'creator' });
    const dismissed = await send(t, 'POST', `${PATH}/dismiss`, creator);
    expect(dismissed.status).toBe(200);
    expect(await dismissed.json()).toMatchObject({ dismissed: true });

    const phone = await secondDevice(creator);
    expect((await completionOf(phone)).dismissed).toBe(true);
    expect((await send(t, 'POST', `${PATH}/dismiss`, phone)).status).toBe(200);
    expect((await completionOf(creator)).dismissed).toBe(true);
    // The privacy settings that share the row do not show it.
    const privacy = await (await send(t, 'GET', '/api/settings/privacy', creator)).json();
    expect(privacy).not.toHaveProperty('profileCompletionDismissedAt');
    // Another creator's card is still there.
    expect((await completionOf(await createTestUser(t, { userType: 'creator' }))).dismissed).toBe(false);
  });

  it('is for creators: other roles get 403, visitors 401', async () => {
    for (const userType of ['brand', 'agent', 'admin'] as const) {
      const user = await createTestUser(t, { userType });
      expect((await send(t, 'GET', PATH, user)).status).toBe(403);
      expect((await send(t, 'POST', `${PATH}/dismiss`, user)).status).toBe(403);
    }
    expect((await send(t, 'GET', PATH)).status).toBe(401);
    expect((await send(t, 'POST', `${PATH}/dismiss`)).status).toBe(401);
  });
});
