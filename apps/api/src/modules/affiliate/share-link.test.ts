import {
  SHARE_CODE_PATTERN,
  SHARE_LINK_EVENTS,
  SHARE_LINK_MESSAGES,
  type ShareLinkChange,
  type ShareLinkResponse,
} from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creatorShareLinks } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createBrand } from '../../test/factories/brand';
import { createTestUser, type TestUser } from '../../test/users';
import { connectEvents, createCreator } from '../applications/applications.fixtures';
import { send } from '../campaigns/campaigns.fixtures';
import { generateShareCode } from './share-code';
import { createShareLink, regenerateShareLink } from './share-link';

// Issue 17 item 3: the creator's share link (Share Links tab) through /api/share-link.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function linkOf(user: TestUser): Promise<ShareLinkResponse['shareLink']> {
  const response = await send(t, 'GET', '/api/share-link', user);
  expect(response.status).toBe(200);
  return ((await response.json()) as ShareLinkResponse).shareLink;
}

async function change(user: TestUser, method: string, path: string, body?: unknown) {
  const response = await send(t, method, path, user, body);
  return { status: response.status, body: (await response.json()) as ShareLinkChange };
}

describe('share codes', () => {
  it('are 8 characters of A-Z, a-z and 0-9, drawn so that each character appears', () => {
    const codes = Array.from({ length: 2000 }, generateShareCode);
    for (const code of codes) expect(code).toMatch(SHARE_CODE_PATTERN);
    expect(new Set(codes).size).toBe(codes.length);
    // 16,000 draws from 62 characters: every one of them shows up (missing one: p < 10^-100).
    expect(new Set(codes.join('')).size).toBe(62);
  });
});

describe('/api/share-link', () => {
  it('is null until the creator creates it, then active with a fresh code; creating again keeps it', async () => {
    const creator = await createCreator(t);
    expect(await linkOf(creator)).toBeNull();

    const created = await change(creator, 'POST', '/api/share-link');
    expect(created.status).toBe(201);
    expect(created.body.message).toBe(SHARE_LINK_MESSAGES.created);
    const { shareLink } = created.body;
    expect(shareLink.shareCode).toMatch(SHARE_CODE_PATTERN);
    expect(shareLink).toMatchObject({
      isActive: true,
      viewCount: 0,
      path: `/creator/${shareLink.shareCode}`,
    });
    expect(await linkOf(creator)).toEqual(shareLink);

    const again = await change(creator, 'POST', '/api/share-link');
    expect(again.status).toBe(200);
    expect(again.body.shareLink.shareCode).toBe(shareLink.shareCode);
  });

  it('makes one link for concurrent creates', async () => {
    const creator = await createCreator(t);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => change(creator, 'POST', '/api/share-link')),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer.body.shareLink.shareCode)).size).toBe(1);
    const rows = await t.deps.database.db
      .select()
      .from(creatorShareLinks)
      .where(eq(creatorShareLinks.creatorId, creator.id));
    expect(rows).toHaveLength(1);
  });

  it('deactivates and activates with the spec messages, live on the creator stream', async () => {
    const creator = await createCreator(t);
    await change(creator, 'POST', '/api/share-link');
    const events = await connectEvents(t, creator);
    try {
      const off = await change(creator, 'PATCH', '/api/share-link', { isActive: false });
      expect(off.status).toBe(200);
      expect(off.body.message).toBe(SHARE_LINK_MESSAGES.deactivated);
      expect(off.body.shareLink.isActive).toBe(false);
      await events.nextEvent(SHARE_LINK_EVENTS.changed);

      const on = await change(creator, 'PATCH', '/api/share-link', { isActive: true });
      expect(on.body.message).toBe(SHARE_LINK_MESSAGES.activated);
      expect((await linkOf(creator))?.isActive).toBe(true);
    } finally {
      await events.close();
    }
  });

  it('regenerates a new active code', async () => {
    const creator = await createCreator(t);
    const { shareLink: first } = (await change(creator, 'POST', '/api/share-link')).body;
    await change(creator, 'PATCH', '/api/share-link', { isActive: false });

    const regenerated = await change(creator, 'POST', '/api/share-link/regenerate');
    expect(regenerated.status).toBe(200);
    expect(regenerated.body.message).toBe(SHARE_LINK_MESSAGES.regenerated);
    expect(regenerated.body.shareLink.shareCode).toMatch(SHARE_CODE_PATTERN);
    expect(regenerated.body.shareLink.shareCode).not.toBe(first.shareCode);
    expect(regenerated.body.shareLink.isActive).toBe(true);
  });

  it('regenerating without a link creates one', async () => {
    const creator = await createCreator(t);
    const regenerated = await change(creator, 'POST', '/api/share-link/regenerate');
    expect(regenerated.status).toBe(200);
    expect((await linkOf(creator))?.shareCode).toBe(regenerated.body.shareLink.shareCode);
  });

  it('refuses a bad body with field messages, and a change before the link exists', async () => {
    const creator = await createCreator(t);
    const missing = await send(t, 'PATCH', '/api/share-link', creator, { isActive: true });
    expect(missing.status).toBe(404);
    expect((await missing.json()).error.message).toBe(SHARE_LINK_MESSAGES.notFound);

    await change(creator, 'POST', '/api/share-link');
    for (const body of [{}, { isActive: 'yes' }, { isActive: null }]) {
      const response = await send(t, 'PATCH', '/api/share-link', creator, body);
      expect(response.status).toBe(400);
      expect((await response.json()).error.fields.isActive).toEqual([SHARE_LINK_MESSAGES.isActiveRequired]);
    }
  });

  it('is the creator’s alone: signed out 401, brands and agents 403 on every route', async () => {
    const brand = await createBrand(t);
    const agent = await createTestUser(t, { userType: 'agent' });
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/share-link'],
      ['POST', '/api/share-link'],
      ['PATCH', '/api/share-link', { isActive: false }],
      ['POST', '/api/share-link/regenerate'],
    ];
    for (const [method, path, body] of routes) {
      expect((await send(t, method, path, undefined, body)).status).toBe(401);
      expect((await send(t, method, path, brand, body)).status).toBe(403);
      expect((await send(t, method, path, agent, body)).status).toBe(403);
    }
    const rows = await t.deps.database.db.select().from(creatorShareLinks);
    expect(rows.filter((row) => row.creatorId === brand.id || row.creatorId === agent.id)).toEqual([]);
  });
});

describe('a code another creator holds', () => {
  it('is drawn again, on create and on regenerate', async () => {
    const holder = await createCreator(t);
    const { shareLink: taken } = (await change(holder, 'POST', '/api/share-link')).body;
    const codes = (...list: string[]) => {
      const queue = [...list];
      return () => queue.shift() ?? generateShareCode();
    };

    const creator = await createCreator(t);
    const { change: created } = await createShareLink(t.deps, creator.id, codes(taken.shareCode, 'Fresh001'));
    expect(created.shareLink.shareCode).toBe('Fresh001');

    const regenerated = await regenerateShareLink(t.deps, creator.id, codes(taken.shareCode, 'Fresh002'));
    expect(regenerated.shareLink.shareCode).toBe('Fresh002');
    expect((await linkOf(holder))?.shareCode).toBe(taken.shareCode);
  });
});
