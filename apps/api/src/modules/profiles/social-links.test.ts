import { SOCIAL_LINK_MESSAGES, type SocialLink, type SocialLinkList } from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { socialLinks } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createTestUser, type TestUser } from '../../test/users';
import { createCreator, send } from '../applications/applications.fixtures';
import { brandWithPlan } from '../campaigns/campaigns.fixtures';

let t: TestApp;
let creator: TestUser;
let other: TestUser;
const db = () => t.deps.database.db;
const PATH = '/api/me/social-links';

beforeAll(async () => {
  t = await createTestApp();
  creator = await createCreator(t, 'Layla', 'Haddad');
  other = await createCreator(t, 'Omar', 'Saleh');
});
afterAll(() => t.close());

const rowsOf = (userId: string) => db().select().from(socialLinks).where(eq(socialLinks.profileId, userId));
const clear = (userId: string) => db().delete(socialLinks).where(eq(socialLinks.profileId, userId));

async function listOf(user: TestUser): Promise<SocialLinkList> {
  const response = await send(t, 'GET', PATH, user);
  expect(response.status).toBe(200);
  return (await response.json()) as SocialLinkList;
}

async function added(user: TestUser, platform: string, url: string): Promise<SocialLink> {
  const response = await send(t, 'POST', PATH, user, { platform, url });
  expect(response.status, await response.clone().text()).toBe(201);
  const body = (await response.json()) as { link: SocialLink; message: string };
  expect(body.message).toBe(SOCIAL_LINK_MESSAGES.added);
  return body.link;
}

async function refusal(response: Response, status: number) {
  expect(response.status).toBe(status);
  return ((await response.json()) as { error: { message: string; fields?: Record<string, string[]> } }).error;
}

describe('who may use the social links', () => {
  it('needs a signed-in creator: 401 signed out, 403 for brands, agents and admins, nothing written', async () => {
    const brand = await brandWithPlan(t);
    const agent = await createTestUser(t, { userType: 'agent' });
    const admin = await createTestUser(t, { userType: 'admin' });
    const link = await added(other, 'instagram', 'https://instagram.com/omar');
    const routes: [string, string, unknown?][] = [
      ['GET', PATH],
      ['POST', PATH, { platform: 'tiktok', url: 'https://www.tiktok.com/@someone' }],
      ['DELETE', `${PATH}/${link.id}`],
    ];
    for (const [method, path, body] of routes) {
      expect((await send(t, method, path, undefined, body)).status, `${method} ${path}`).toBe(401);
      for (const user of [brand, agent, admin]) {
        expect((await send(t, method, path, user, body)).status, `${method} ${path}`).toBe(403);
      }
    }
    for (const user of [brand, agent, admin]) expect(await rowsOf(user.id)).toEqual([]);
    expect((await rowsOf(other.id)).map((row) => row.id)).toEqual([link.id]);
    await clear(other.id);
  });
});

describe('GET /api/me/social-links', () => {
  it('lists only the caller’s links, oldest first, with the public page limit and the privacy switch', async () => {
    await clear(creator.id);
    expect(await listOf(creator)).toEqual({ links: [], publicPageLimit: 3, isShownOnPublicPage: true });
    const first = await added(creator, 'instagram', 'https://www.instagram.com/layla');
    const second = await added(creator, 'youtube', 'https://youtube.com/@layla');
    await added(other, 'tiktok', 'https://www.tiktok.com/@omar');

    const list = await listOf(creator);
    expect(list.links).toEqual([first, second]);
    expect(list.links[0]).toMatchObject({ platform: 'instagram', isVerified: false });

    const privacy = await send(t, 'PUT', '/api/settings/privacy', creator, { showSocialLinks: false });
    expect(privacy.status).toBe(200);
    expect((await listOf(creator)).isShownOnPublicPage).toBe(false);
    await send(t, 'PUT', '/api/settings/privacy', creator, { showSocialLinks: true });
    await clear(creator.id);
    await clear(other.id);
  });
});

describe('POST /api/me/social-links', () => {
  it('adds a link, storing an address typed without https:// with it', async () => {
    await clear(creator.id);
    const link = await added(creator, 'twitter', '  x.com/layla_h ');
    expect(link).toMatchObject({ platform: 'twitter', url: 'https://x.com/layla_h', isVerified: false });
    expect(await rowsOf(creator.id)).toHaveLength(1);
    await clear(creator.id);
  });

  it("refuses a missing or blank platform or URL with 'Please fill in all fields'", async () => {
    for (const body of [
      {},
      { platform: 'instagram' },
      { url: 'https://instagram.com/a' },
      { platform: '', url: '  ' },
    ]) {
      const error = await refusal(await send(t, 'POST', PATH, creator, body), 400);
      const messages = Object.values(error.fields ?? {}).flat();
      expect(messages.length, JSON.stringify(body)).toBeGreaterThan(0);
      expect(new Set(messages)).toEqual(new Set([SOCIAL_LINK_MESSAGES.fillAllFields]));
    }
    expect(await rowsOf(creator.id)).toEqual([]);
  });

  it('refuses a platform outside the list, a URL that is not http(s), and a URL on another site', async () => {
    const cases: [unknown, string, string][] = [
      [
        { platform: 'facebook', url: 'https://facebook.com/l' },
        'platform',
        SOCIAL_LINK_MESSAGES.fillAllFields,
      ],
      [{ platform: 'instagram', url: 'javascript:alert(1)' }, 'url', SOCIAL_LINK_MESSAGES.invalidUrl],
      [{ platform: 'instagram', url: 'ftp://instagram.com/l' }, 'url', SOCIAL_LINK_MESSAGES.invalidUrl],
      [{ platform: 'instagram', url: 42 }, 'url', SOCIAL_LINK_MESSAGES.fillAllFields],
      [
        { platform: 'tiktok', url: 'https://www.instagram.com/layla' },
        'url',
        SOCIAL_LINK_MESSAGES.wrongHost('tiktok'),
      ],
      [
        { platform: 'instagram', url: 'https://notinstagram.com/layla' },
        'url',
        SOCIAL_LINK_MESSAGES.wrongHost('instagram'),
      ],
      [
        { platform: 'youtube', url: `https://youtube.com/@${'a'.repeat(2000)}` },
        'url',
        'URL must be at most 2000 characters',
      ],
    ];
    for (const [body, field, message] of cases) {
      const error = await refusal(await send(t, 'POST', PATH, creator, body), 400);
      expect(error.fields?.[field], JSON.stringify(body).slice(0, 80)).toEqual([message]);
    }
    expect(await rowsOf(creator.id)).toEqual([]);
  });

  it('keeps one link per platform, also when the same platform is added several times at once', async () => {
    await clear(creator.id);
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        send(t, 'POST', PATH, creator, {
          platform: 'snapchat',
          url: `https://snapchat.com/add/layla${index}`,
        }),
      ),
    );
    expect(answers.map((response) => response.status).sort()).toEqual([201, 409, 409, 409, 409]);
    const conflict = answers.find((response) => response.status === 409)!;
    expect((await conflict.json()).error.message).toBe(SOCIAL_LINK_MESSAGES.alreadyAdded('snapchat'));
    expect(await rowsOf(creator.id)).toHaveLength(1);

    // Every platform once: six links, the most there can be.
    for (const [platform, url] of [
      ['instagram', 'https://instagram.com/layla'],
      ['tiktok', 'https://www.tiktok.com/@layla'],
      ['youtube', 'https://www.youtube.com/@layla'],
      ['twitter', 'https://twitter.com/layla'],
      ['linkedin', 'https://www.linkedin.com/in/layla'],
    ] as const) {
      await added(creator, platform, url);
    }
    expect((await listOf(creator)).links).toHaveLength(6);
    await clear(creator.id);
  });
});

describe('DELETE /api/me/social-links/:id', () => {
  it('removes the caller’s own link', async () => {
    const link = await added(creator, 'linkedin', 'https://linkedin.com/in/layla');
    expect((await send(t, 'DELETE', `${PATH}/${link.id}`, creator)).status).toBe(204);
    expect(await rowsOf(creator.id)).toEqual([]);
    // Gone: a second removal is 404.
    const again = await refusal(await send(t, 'DELETE', `${PATH}/${link.id}`, creator), 404);
    expect(again.message).toBe(SOCIAL_LINK_MESSAGES.notFound);
  });

  it("answers 404 for another creator's link and leaves it in place", async () => {
    const link = await added(other, 'instagram', 'https://instagram.com/omar');
    const error = await refusal(await send(t, 'DELETE', `${PATH}/${link.id}`, creator), 404);
    expect(error.message).toBe(SOCIAL_LINK_MESSAGES.notFound);
    expect((await rowsOf(other.id)).map((row) => row.id)).toEqual([link.id]);
    await clear(other.id);
  });

  it('answers 400 for an id that is not one', async () => {
    await refusal(await send(t, 'DELETE', `${PATH}/not-an-id`, creator), 400);
  });
});

describe('the rest of the account', () => {
  it('includes the links in the data export and removes them with the account', async () => {
    const leaving = await createCreator(t, 'Noor', 'Leaving');
    const link = await added(leaving, 'tiktok', 'https://tiktok.com/@noor');
    const exported = await send(t, 'GET', '/api/settings/export', leaving);
    expect(exported.status).toBe(200);
    expect((await exported.json()).socialLinks).toEqual([link]);

    const deleted = await send(t, 'DELETE', '/api/account', leaving);
    expect(deleted.status, await deleted.clone().text()).toBeLessThan(300);
    expect(await rowsOf(leaving.id)).toEqual([]);
  });
});

describe('PUT /api/me/creator-profile/name', () => {
  it('changes only the names, trimmed; requires both; creators only', async () => {
    const path = '/api/me/creator-profile/name';
    const saved = await send(t, 'PUT', path, creator, { firstName: '  Layla ', lastName: 'Haddad-Noor ' });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ firstName: 'Layla', lastName: 'Haddad-Noor' });
    const me = await (await send(t, 'GET', '/api/me', creator)).json();
    expect(me.profile).toMatchObject({ firstName: 'Layla', lastName: 'Haddad-Noor' });

    const missing = await refusal(await send(t, 'PUT', path, creator, { firstName: ' ', lastName: '' }), 400);
    expect(missing.fields).toEqual({
      firstName: ['First Name is required'],
      lastName: ['Last Name is required'],
    });
    const brand = await brandWithPlan(t);
    expect((await send(t, 'PUT', path, brand, { firstName: 'A', lastName: 'B' })).status).toBe(403);
    expect((await send(t, 'PUT', path, undefined, { firstName: 'A', lastName: 'B' })).status).toBe(401);
  });
});
