import { CALENDAR_FEED_NOT_FOUND, type CalendarSubscription } from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarFeeds, campaigns, profiles } from '../../db/schema';
import { createBrand } from '../../test/factories/brand';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/create-test-app';
import type { TestUser } from '../../test/users';
import { listCalendarItems } from './calendar-items';
import { calendarFeedIcs } from './calendar-ics';
import {
  addEvent,
  agentFor,
  applyFor,
  approve,
  brandWithDatedCampaign,
  calendarOf,
  createCreator,
  day,
  NEXT_YEAR,
  send,
} from './calendar.fixtures';
import { FEED_LIMITS } from './feed-allowance';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOST = new URL(TEST_ORIGIN).hostname;

async function subscribe(
  user: TestUser,
): Promise<CalendarSubscription & { feedUrl: string; webcalUrl: string }> {
  const response = await send(t, 'POST', '/api/calendar/subscription', user);
  expect(response.status).toBe(201);
  return await response.json();
}

/** GET of a feed address without a session, as a calendar app fetches it. */
const fetchFeed = (feedUrl: string) => t.request(new URL(feedUrl).pathname);

function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics) as unknown[]);
  const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
  return { calendar, events };
}

/** A creator approved on an onsite event (content due on 11-25, event on 12-01) plus one meeting. */
async function creatorWithDates(name: [string, string], title: string) {
  const { brand, campaignId } = await brandWithDatedCampaign(t, {
    title,
    campaignType: 'event',
    location: `${title} venue`,
  });
  const creator = await createCreator(t, ...name);
  const applicationId = await applyFor(t, creator, campaignId);
  await approve(t, brand, applicationId, day('11-25'));
  const meeting = await addEvent(t, creator, { title: `${name[0]}'s brand call` });
  return { creator, applicationId, meeting };
}

describe('the subscription address', () => {
  it('is created with a secret address, stored only as a hash, and reported without it later', async () => {
    const { creator } = await creatorWithDates(['Casey', 'Creator'], 'Marina Walk');
    const before = await send(t, 'GET', '/api/calendar/subscription', creator);
    expect(await before.json()).toEqual({
      active: false,
      createdAt: null,
      feedUrl: null,
      webcalUrl: null,
      eventCount: 3,
    });

    const created = await subscribe(creator);
    const token = /\/api\/calendar\/feed\/([A-Za-z0-9_-]{43})\.ics$/.exec(created.feedUrl)?.[1];
    expect(token).toBeDefined();
    expect(created.feedUrl).toBe(`${TEST_ORIGIN}/api/calendar/feed/${token}.ics`);
    expect(created.webcalUrl).toBe(`webcal://localhost:3000/api/calendar/feed/${token}.ics`);
    expect(created).toMatchObject({ active: true, eventCount: 3 });

    const [row] = await t.deps.database.db
      .select()
      .from(calendarFeeds)
      .where(eq(calendarFeeds.userId, creator.id));
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.tokenHash).not.toContain(token);

    const later = await (await send(t, 'GET', '/api/calendar/subscription', creator)).json();
    expect(later).toEqual({ ...created, feedUrl: null, webcalUrl: null });
  });

  it('refuses brands (403) and signed-out callers (401)', async () => {
    const brand = await createBrand(t);
    for (const method of ['GET', 'POST', 'DELETE']) {
      expect((await send(t, method, '/api/calendar/subscription', brand)).status).toBe(403);
      expect((await send(t, method, '/api/calendar/subscription')).status).toBe(401);
    }
  });
});

describe('GET /api/calendar/feed/:token.ics', () => {
  it("holds exactly its owner's dates: another creator's address gives theirs, not mine", async () => {
    const mine = await creatorWithDates(['Casey', 'Creator'], 'Marina Walk');
    const theirs = await creatorWithDates(['Noor', 'Other'], 'Gold Souk');
    const theirFeed = await fetchFeed((await subscribe(theirs.creator)).feedUrl);
    expect(theirFeed.status).toBe(200);
    expect(theirFeed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const ics = await theirFeed.text();
    const { events } = parse(ics);
    expect(events.map((event) => event.uid).sort()).toEqual(
      [
        `content-due:${theirs.applicationId}@${HOST}`,
        `campaign-date:${theirs.applicationId}@${HOST}`,
        `${theirs.meeting.id}@${HOST}`,
      ].sort(),
    );
    expect(ics).not.toContain(mine.applicationId);
    expect(ics).not.toContain('Marina Walk');
    expect(ics).not.toContain('Casey');

    const myItems = await calendarOf(t, mine.creator);
    const { events: myEvents } = parse(
      await (await fetchFeed((await subscribe(mine.creator)).feedUrl)).text(),
    );
    expect(myEvents.map((event) => event.uid)).toEqual(myItems.map((item) => `${item.id}@${HOST}`));
  });

  it('parses as iCalendar and round-trips: count, summaries, dates, Dubai days and UTC times', async () => {
    const { creator, applicationId } = await creatorWithDates(['Casey', 'Creator'], 'Marina Walk');
    const { feedUrl } = await subscribe(creator);
    const ics = await (await fetchFeed(feedUrl)).text();

    // A campaign date (a DATE column) is that day; an own event at 14:00 in Dubai is 10:00Z.
    expect(ics).toContain(`DTSTART;VALUE=DATE:${NEXT_YEAR}1201`);
    expect(ics).toContain(`DTEND;VALUE=DATE:${NEXT_YEAR}1202`);
    expect(ics).toContain(`DTSTART:${NEXT_YEAR}1201T100000Z`);
    expect(ics).toContain(`DTEND:${NEXT_YEAR}1201T110000Z`);
    expect(ics).toContain('X-PUBLISHED-TTL:PT1H');
    expect(ics).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT1H');

    const { calendar, events } = parse(ics);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Partnerly');
    expect(events).toHaveLength(3);
    const summaries = events.map((event) => [
      event.summary,
      event.startDate.toString(),
      event.startDate.isDate,
      event.location,
    ]);
    expect(summaries).toEqual([
      ['Content due: Marina Walk', `${day('11-25')}`, true, null],
      ['Event: Marina Walk', `${day('12-01')}`, true, 'Marina Walk venue'],
      ["Casey's brand call", `${day('12-01')}T10:00:00Z`, false, null],
    ]);
    const due = events[0]!;
    expect(due.description).toContain(
      `Open in Partnerly: ${TEST_ORIGIN}/dashboard?tab=campaign-work&campaign=`,
    );
    expect(due.description).toContain(`application=${applicationId}`);
  });

  it('answers 404 for a revoked address, a replaced one and one that never was, the same way', async () => {
    const { creator } = await creatorWithDates(['Casey', 'Creator'], 'Marina Walk');
    const first = await subscribe(creator);
    expect((await fetchFeed(first.feedUrl)).status).toBe(200);

    const second = await subscribe(creator);
    expect(second.feedUrl).not.toBe(first.feedUrl);
    expect((await fetchFeed(second.feedUrl)).status).toBe(200);
    const replaced = await fetchFeed(first.feedUrl);

    const revoked = await send(t, 'DELETE', '/api/calendar/subscription', creator);
    expect(revoked.status).toBe(200);
    expect(await revoked.json()).toMatchObject({ active: false, feedUrl: null });
    const afterRevoke = await fetchFeed(second.feedUrl);

    const unknown = await t.request(`/api/calendar/feed/${'A'.repeat(43)}.ics`);
    const malformed = await t.request('/api/calendar/feed/not-a-token');
    for (const response of [replaced, afterRevoke, unknown, malformed]) {
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        error: { code: 'NOT_FOUND', message: CALENDAR_FEED_NOT_FOUND },
      });
    }
  });

  it("stops with the owner's account (deleted)", async () => {
    const { creator } = await creatorWithDates(['Casey', 'Creator'], 'Marina Walk');
    const { feedUrl } = await subscribe(creator);
    await t.deps.database.db
      .update(profiles)
      .set({ deletedAt: new Date() })
      .where(eq(profiles.id, creator.id));
    expect((await fetchFeed(feedUrl)).status).toBe(404);
  });

  it("gives an agent's feed their creators' dates (named) and not another creator's", async () => {
    const casey = await creatorWithDates(['Casey', 'Creator'], 'Marina Walk');
    const other = await creatorWithDates(['Noor', 'Other'], 'Gold Souk');
    const agent = await agentFor(t, casey.creator);
    const ics = await (await fetchFeed((await subscribe(agent)).feedUrl)).text();
    const { events } = parse(ics);
    expect(events.map((event) => event.uid).sort()).toEqual(
      [`content-due:${casey.applicationId}@${HOST}`, `campaign-date:${casey.applicationId}@${HOST}`].sort(),
    );
    expect(events[0]!.description).toContain('Creator: Casey Creator');
    expect(ics).not.toContain(other.applicationId);
    // Casey's own meeting is hers alone.
    expect(ics).not.toContain("Casey's brand call");
  });

  it('refuses an address polled past its allowance (429, with Retry-After)', async () => {
    const { creator } = await creatorWithDates(['Casey', 'Creator'], 'Marina Walk');
    const { feedUrl } = await subscribe(creator);
    for (let i = 0; i < FEED_LIMITS.perAddress.max; i++) expect((await fetchFeed(feedUrl)).status).toBe(200);
    const refused = await fetchFeed(feedUrl);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('GET /api/calendar/items/:itemId/ics', () => {
  it('downloads one item as a single VEVENT; an item the caller cannot see is 404', async () => {
    const { creator, applicationId } = await creatorWithDates(['Casey', 'Creator'], 'Marina Walk');
    const response = await send(
      t,
      'GET',
      `/api/calendar/items/${encodeURIComponent(`content-due:${applicationId}`)}/ics`,
      creator,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="content-due-marina-walk.ics"',
    );
    const { events } = parse(await response.text());
    expect(events).toHaveLength(1);
    expect(events[0]!.summary).toBe('Content due: Marina Walk');
    expect(events[0]!.startDate.toString()).toBe(day('11-25'));

    const stranger = await createCreator(t);
    const path = `/api/calendar/items/${encodeURIComponent(`content-due:${applicationId}`)}/ics`;
    expect((await send(t, 'GET', path, stranger)).status).toBe(404);
    expect((await send(t, 'GET', '/api/calendar/items/own:nothing/ics', creator)).status).toBe(404);
    expect((await send(t, 'GET', path)).status).toBe(401);
  });
});

describe('Asia/Dubai', () => {
  it('writes a campaign date of 2026-12-01 as that day and 2026-12-01T14:00+04:00 as 10:00Z', async () => {
    const brand = await brandWithDatedCampaign(t, {
      title: 'December Night',
      applicationDeadline: `${NEXT_YEAR}-11-20`,
      contentDeadline: undefined,
      deadline: undefined,
    });
    const creator = await createCreator(t);
    const applicationId = await applyFor(t, creator, brand.campaignId);
    await approve(t, brand.brand, applicationId);
    // The campaign's date moves to 2026-12-01 (a past date may stand on a campaign already running).
    await t.deps.database.db
      .update(campaigns)
      .set({ deadline: '2026-12-01' })
      .where(eq(campaigns.id, brand.campaignId));
    await addEvent(t, creator, { title: 'Fitting', startsAt: '2026-12-01T14:00:00+04:00' });

    const items = await listCalendarItems(
      t.deps.database.db,
      { userId: creator.id, userType: 'creator' },
      new Date('2026-11-27T08:00:00Z'),
    );
    expect(items.map((item) => [item.title, item.startsAt, item.isAllDay])).toEqual([
      ['Campaign ends: December Night', '2026-11-30T20:00:00.000Z', true],
      ['Fitting', '2026-12-01T10:00:00.000Z', false],
    ]);
    const ics = calendarFeedIcs(items, TEST_ORIGIN);
    expect(ics).toContain('DTSTART;VALUE=DATE:20261201');
    expect(ics).toContain('DTSTART:20261201T100000Z');
    const { events } = parse(ics);
    expect(events.map((event) => event.startDate.toString())).toEqual(['2026-12-01', '2026-12-01T10:00:00Z']);
  });
});
