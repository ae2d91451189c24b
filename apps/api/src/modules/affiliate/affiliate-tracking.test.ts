import {
  AFFILIATE_ACTIVITY_EVENT,
  CREATOR_PAGE_MESSAGES,
  SHARE_LINK_EVENTS,
  type ShareLinkResponse,
} from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { affiliateCodeEvents } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createBrand, createColleague } from '../../test/factories/brand';
import type { TestUser } from '../../test/users';
import { connectEvents, createCreator } from '../applications/applications.fixtures';
import { send } from '../campaigns/campaigns.fixtures';
import { affiliateCodeStats } from './code-stats';
import { givenCampaign, givenCode, givenShareLink, Visitor } from './creator-page.fixtures';
import { DEDUPE_WINDOW_MS, TRACKING_LIMIT } from './record-affiliate-events';

// Issue 17 item 4: tracking that can be trusted. Views, copies and clicks count once per
// visitor per code per 30 minutes; bots are not counted; one client cannot inflate the counts;
// Shop Now redirects to http(s) brand addresses only; the creator and the brand hear of each
// counted event.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUSTED_PROXY: 'true' });
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const MINUTE_MS = 60 * 1000;

async function statsOf(codeId: string) {
  return (await affiliateCodeStats(t.deps.database.db, [codeId])).get(codeId)!;
}

async function viewCountOf(creator: TestUser): Promise<number> {
  const response = await send(t, 'GET', '/api/share-link', creator);
  return ((await response.json()) as ShareLinkResponse).shareLink!.viewCount;
}

/** A creator with an active link and one listed external code. */
async function creatorWithCode() {
  const creator = await createCreator(t);
  const code = await givenCode(t, creator.id);
  const shareCode = await givenShareLink(t, creator);
  return { creator, code, shareCode };
}

describe('a visitor', () => {
  it("counts once per 30 minutes: the page's visit and each code's view, then again after the window", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { creator, code, shareCode } = await creatorWithCode();
    const visitor = new Visitor(t);

    expect(await visitor.view(shareCode)).toEqual({ counted: 1, isPageViewCounted: true });
    expect(await visitor.view(shareCode)).toEqual({ counted: 0, isPageViewCounted: false });
    vi.setSystemTime(Date.now() + DEDUPE_WINDOW_MS - MINUTE_MS);
    expect(await visitor.view(shareCode)).toEqual({ counted: 0, isPageViewCounted: false });
    expect((await statsOf(code.id)).views).toBe(1);
    expect(await viewCountOf(creator)).toBe(1);

    vi.setSystemTime(Date.now() + 2 * MINUTE_MS);
    expect(await visitor.view(shareCode)).toEqual({ counted: 1, isPageViewCounted: true });
    expect((await statsOf(code.id)).views).toBe(2);
    expect(await viewCountOf(creator)).toBe(2);

    // Another visitor (another browser) counts on its own.
    expect(await new Visitor(t).view(shareCode)).toEqual({ counted: 1, isPageViewCounted: true });
    expect((await statsOf(code.id)).views).toBe(3);
  });

  it('copies and clicks also count once per visitor per code in the window', async () => {
    const { code, shareCode } = await creatorWithCode();
    const visitor = new Visitor(t);
    await visitor.view(shareCode);
    for (let i = 0; i < 3; i++) {
      const copied = await visitor.copy(code.id);
      expect(copied.status).toBe(202);
      expect(await copied.json()).toEqual({ counted: i === 0 ? 1 : 0 });
      expect((await visitor.get(`/api/go/${code.id}?source=share_page`)).status).toBe(302);
    }
    expect(await statsOf(code.id)).toMatchObject({ views: 1, copies: 1, clicks: 1 });
    const rows = await t.deps.database.db
      .select()
      .from(affiliateCodeEvents)
      .where(eq(affiliateCodeEvents.codeId, code.id));
    expect(rows.map((row) => row.source).sort()).toEqual(['share_page', 'share_page', 'share_page']);
  });

  it('counts once for simultaneous requests', async () => {
    const { code, shareCode } = await creatorWithCode();
    const visitor = new Visitor(t);
    await visitor.get(`/api/creator-pages/${shareCode}`);
    const answers = await Promise.all(Array.from({ length: 10 }, () => visitor.copy(code.id)));
    const counted = await Promise.all(
      answers.map(async (answer) => ((await answer.json()) as { counted: number }).counted),
    );
    expect(counted.reduce((sum, value) => sum + value, 0)).toBe(1);
    expect((await statsOf(code.id)).copies).toBe(1);
  });

  it('without the cookie is its address and user agent, stored only as a keyed hash', async () => {
    const { code } = await creatorWithCode();
    const first = new Visitor(t, '10.99.0.1');
    const sameClient = new Visitor(t, '10.99.0.1');
    const otherBrowser = new Visitor(
      t,
      '10.99.0.1',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Safari/604.1',
    );
    expect(await (await first.copy(code.id)).json()).toEqual({ counted: 1 });
    expect(await (await sameClient.copy(code.id)).json()).toEqual({ counted: 0 });
    expect(await (await otherBrowser.copy(code.id)).json()).toEqual({ counted: 1 });
    const rows = await t.deps.database.db
      .select({ visitor: affiliateCodeEvents.visitor })
      .from(affiliateCodeEvents)
      .where(eq(affiliateCodeEvents.codeId, code.id));
    for (const row of rows) {
      expect(row.visitor).toMatch(/^[0-9a-f]{64}$/);
      expect(row.visitor).not.toContain('10.99');
    }
  });

  it('who is the creator is not counted on their own page', async () => {
    const { creator, code, shareCode } = await creatorWithCode();
    const self = new Visitor(t, undefined, undefined, creator.cookie);
    expect(await self.view(shareCode)).toEqual({ counted: 0, isPageViewCounted: false });
    expect(await (await self.copy(code.id)).json()).toEqual({ counted: 0 });
    expect(await statsOf(code.id)).toMatchObject({ views: 0, copies: 0 });
    expect(await viewCountOf(creator)).toBe(0);
  });
});

describe('bots', () => {
  const BOTS = [
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    'WhatsApp/2.23.20.0 A',
    'Twitterbot/1.0',
    'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
    'TelegramBot (like TwitterBot)',
    'curl/8.5.0',
    null,
  ];

  it('crawlers, link previewers and clients without a user agent see the page but are not counted', async () => {
    const { creator, code, shareCode } = await creatorWithCode();
    for (const userAgent of BOTS) {
      const bot = new Visitor(t, undefined, userAgent);
      expect(await bot.view(shareCode)).toEqual({ counted: 0, isPageViewCounted: false });
      expect(await (await bot.copy(code.id)).json()).toEqual({ counted: 0 });
      const click = await bot.get(`/api/go/${code.id}`);
      expect(click.status).toBe(302);
    }
    expect(await statsOf(code.id)).toMatchObject({ views: 0, copies: 0, clicks: 0 });
    expect(await viewCountOf(creator)).toBe(0);
  });

  it('a prefetch of Shop Now is not a click', async () => {
    const { code } = await creatorWithCode();
    const visitor = new Visitor(t);
    expect((await visitor.get(`/api/go/${code.id}`, { 'sec-purpose': 'prefetch' })).status).toBe(302);
    expect((await statsOf(code.id)).clicks).toBe(0);
  });
});

describe('one client', () => {
  it('sending 1,000 events in a minute raises the counts by at most the limit', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { code } = await creatorWithCode();
    const codeB = await givenCode(t, code.creatorId);
    const ip = '10.98.0.1';
    let accepted = 0;
    let refused = 0;
    for (let i = 0; i < 1000; i++) {
      // A new user agent each time: without a cookie, a new visitor each time as well.
      const flooder = new Visitor(t, ip, `Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0.${i}.0 Safari/537.36`);
      const response = await flooder.post('/api/affiliate-events', {
        codeId: i % 2 ? code.id : codeB.id,
        action: i % 3 ? 'code_copied' : 'code_viewed',
      });
      if (response.status === 202) accepted++;
      else {
        expect(response.status).toBe(429);
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
        if (refused === 0)
          expect((await response.json()).error.message).toBe(CREATOR_PAGE_MESSAGES.tooManyEvents);
        refused++;
      }
      vi.setSystemTime(Date.now() + 50); // 1,000 events over 50 seconds
    }
    expect(accepted).toBe(TRACKING_LIMIT.max);
    expect(refused).toBe(1000 - TRACKING_LIMIT.max);
    const [a, b] = [await statsOf(code.id), await statsOf(codeB.id)];
    const total = a.views + a.copies + a.clicks + b.views + b.copies + b.clicks;
    expect(total).toBeLessThanOrEqual(TRACKING_LIMIT.max);
    expect(total).toBeGreaterThan(0);

    // Shop Now still leads on, uncounted; another client is not affected.
    expect((await new Visitor(t, ip).get(`/api/go/${code.id}`)).status).toBe(302);
    expect(await (await new Visitor(t).copy(code.id)).json()).toEqual({ counted: 1 });

    // The next minute the client may send again.
    vi.setSystemTime(Date.now() + TRACKING_LIMIT.windowSeconds * 1000);
    expect((await new Visitor(t, ip).copy(codeB.id)).status).toBe(202);
  });
});

describe('Shop Now (GET /api/go/{codeId})', () => {
  it("redirects to the code's brand address and counts the click", async () => {
    const { code } = await creatorWithCode();
    const response = await new Visitor(t).get(`/api/go/${code.id}?source=share_page`);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('https://shop.example.com/summer');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect((await statsOf(code.id)).clicks).toBe(1);
  });

  it('refuses every target that is not http(s), and codes no longer listed: never an open redirect', async () => {
    const creator = await createCreator(t);
    const targets = [
      'javascript:alert(document.cookie)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'ftp://files.example.com/a',
      'file:///etc/passwd',
      '//evil.example.com/phish',
      '/relative/path',
      'https://',
      'http://exa mple.com',
      '',
    ];
    for (const brandUrl of targets) {
      const code = await givenCode(t, creator.id, { brandUrl });
      const response = await new Visitor(t).get(`/api/go/${code.id}`);
      expect(response.status, brandUrl).toBe(404);
      expect(response.headers.get('location')).toBeNull();
      expect((await response.json()).error.message).toBe(CREATOR_PAGE_MESSAGES.linkUnavailable);
      expect((await statsOf(code.id)).clicks).toBe(0);
    }
    const hidden = await givenCode(t, creator.id, { visibility: 'hidden' });
    const expired = await givenCode(t, creator.id, { expiresAt: new Date(Date.now() - 1000) });
    const deleted = await givenCode(t, creator.id, { status: 'deleted' });
    for (const code of [hidden, expired, deleted]) {
      expect((await new Visitor(t).get(`/api/go/${code.id}`)).status).toBe(404);
    }
    expect((await new Visitor(t).get('/api/go/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await new Visitor(t).get('/api/go/not-a-uuid')).status).toBe(400);
  });

  it('keeps an http address as it is (normalised), whatever the source says', async () => {
    const creator = await createCreator(t);
    const code = await givenCode(t, creator.id, { brandUrl: 'HTTP://Shop.Example.com/a b?x=1' });
    expect((await new Visitor(t).get(`/api/go/${code.id}`)).status).toBe(404); // a space: not a URL
    const plain = await givenCode(t, creator.id, { brandUrl: 'http://Shop.Example.com/deal?x=1' });
    const response = await new Visitor(t).get(`/api/go/${plain.id}?source=<script>`);
    expect(response.headers.get('location')).toBe('http://shop.example.com/deal?x=1');
    const [row] = await t.deps.database.db
      .select({ source: affiliateCodeEvents.source })
      .from(affiliateCodeEvents)
      .where(eq(affiliateCodeEvents.codeId, plain.id));
    expect(row?.source).toBe('direct');
  });
});

describe('bad input', () => {
  it('answers 400 with field messages', async () => {
    const visitor = new Visitor(t);
    const bad = await visitor.post('/api/affiliate-events', { codeId: 'x', action: 'view' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields).toEqual({ codeId: ['Unknown code'], action: ['Unknown action'] });
    const tooMany = await visitor.post('/api/creator-pages/Abcd1234/views', {
      codeIds: Array.from({ length: 101 }, () => '00000000-0000-4000-8000-000000000000'),
    });
    expect(tooMany.status).toBe(400);
    expect((await tooMany.json()).error.fields.codeIds).toEqual(['At most 100 codes']);
  });

  it("counts nothing for another creator's code reported as this page's view", async () => {
    const { code: otherCode } = await creatorWithCode();
    const { shareCode } = await creatorWithCode();
    expect(await new Visitor(t).view(shareCode, [otherCode.id])).toEqual({
      counted: 0,
      isPageViewCounted: true,
    });
    expect((await statsOf(otherCode.id)).views).toBe(0);
  });
});

describe('live updates', () => {
  it('reach the creator and every member of the code’s brand workspace', async () => {
    const creator = await createCreator(t);
    const brand = await createBrand(t);
    const member = await createColleague(t, brand.id, 'member');
    const code = await givenCode(t, creator.id, {
      brandId: brand.id,
      campaignId: await givenCampaign(t, brand.id),
    });
    const shareCode = await givenShareLink(t, creator);
    const streams = await Promise.all([creator, brand, member].map((user) => connectEvents(t, user)));
    try {
      const visitor = new Visitor(t);
      await visitor.view(shareCode);
      const creatorStream = streams[0]!;
      // The page's visit (the Share Links tab's count), then the code's view.
      await creatorStream.nextEvent(SHARE_LINK_EVENTS.changed);
      expect(await creatorStream.nextEvent(AFFILIATE_ACTIVITY_EVENT)).toMatchObject({
        data: { action: 'code_viewed', codeIds: [code.id] },
      });
      await visitor.copy(code.id);
      for (const stream of streams) {
        const seen: unknown[] = [];
        // The brand side heard of the view first, then the copy.
        for (let i = 0; i < (stream === creatorStream ? 1 : 2); i++) {
          seen.push((await stream.nextEvent(AFFILIATE_ACTIVITY_EVENT)).data);
        }
        expect(seen.at(-1)).toEqual({ action: 'code_copied', codeIds: [code.id] });
      }
    } finally {
      await Promise.all(streams.map((stream) => stream.close()));
    }
  });
});
