import { CALENDAR_MESSAGES, SUBMISSION_LINKS, type CalendarItem } from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarEvents, calendarFeeds, campaignApplications } from '../../db/schema';
import { createBrand } from '../../test/factories/brand';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createTestUser } from '../../test/users';
import {
  addEvent,
  agentFor,
  applyFor,
  approve,
  brandWithDatedCampaign,
  calendarOf,
  createCreator,
  day,
  send,
} from './calendar.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const dubaiMidnight = (date: string) => new Date(`${date}T00:00:00+04:00`).toISOString();
const idsOf = (items: CalendarItem[]) => items.map((item) => item.id);

describe('GET /api/calendar', () => {
  it("lists the creator's own events and the dates of their applications, soonest first", async () => {
    const { brand, campaignId } = await brandWithDatedCampaign(t, {
      title: 'Marina Walk Pop-up',
      campaignType: 'onsite',
      location: 'Dubai Marina Walk',
      targetCountries: ['AE'],
      targetCities: ['Dubai'],
    });
    const creator = await createCreator(t, 'Casey', 'Creator');
    const approved = await applyFor(t, creator, campaignId);
    await approve(t, brand, approved, day('11-25'));
    const other = await brandWithDatedCampaign(t, {
      title: 'Iftar Stories',
      applicationDeadline: day('11-10'),
    });
    const pending = await applyFor(t, creator, other.campaignId);
    const meeting = await addEvent(t, creator, { startsAt: `${day('11-26')}T14:00:00+04:00` });

    const items = await calendarOf(t, creator);
    expect(idsOf(items)).toEqual([
      `application-deadline:${pending}`,
      `content-due:${approved}`,
      meeting.id,
      `campaign-date:${approved}`,
    ]);
    expect(items[0]).toEqual({
      id: `application-deadline:${pending}`,
      source: 'campaign',
      eventType: 'deadline',
      title: 'Applications close: Iftar Stories',
      description: null,
      startsAt: dubaiMidnight(day('11-10')),
      endsAt: dubaiMidnight(day('11-11')),
      isAllDay: true,
      location: null,
      status: 'scheduled',
      campaign: { id: other.campaignId, title: 'Iftar Stories' },
      link: '/my-applications',
      creator: null,
    });
    expect(items[1]).toMatchObject({
      eventType: 'content_due',
      title: 'Content due: Marina Walk Pop-up',
      startsAt: dubaiMidnight(day('11-25')),
      link: SUBMISSION_LINKS.campaignWork(campaignId, approved),
    });
    expect(items[3]).toMatchObject({
      eventType: 'milestone',
      title: 'Event: Marina Walk Pop-up',
      location: 'Dubai Marina Walk',
      startsAt: dubaiMidnight(day('12-01')),
      isAllDay: true,
    });
  });

  it('ends a content campaign with "Campaign ends", drops completed work and undecided or refused dates', async () => {
    const { brand, campaignId } = await brandWithDatedCampaign(t, {
      title: 'Morning Brew',
      campaignType: 'content',
    });
    const creator = await createCreator(t);
    const approved = await applyFor(t, creator, campaignId);
    await approve(t, brand, approved);
    let items = await calendarOf(t, creator);
    expect(items.map((item) => [item.eventType, item.title, item.location])).toEqual([
      ['content_due', 'Content due: Morning Brew', null],
      ['deadline', 'Campaign ends: Morning Brew', null],
    ]);
    // The content deadline came from the campaign at approval.
    expect(items[0]!.startsAt).toBe(dubaiMidnight(day('11-28')));

    await t.deps.database.db
      .update(campaignApplications)
      .set({ contentStatus: 'completed' })
      .where(eq(campaignApplications.id, approved));
    items = await calendarOf(t, creator);
    expect(idsOf(items)).toEqual([`campaign-date:${approved}`]);

    const rejected = await brandWithDatedCampaign(t, { title: 'Rejected one' });
    const refused = await applyFor(t, creator, rejected.campaignId);
    expect((await send(t, 'POST', `/api/applications/${refused}/reject`, rejected.brand)).status).toBe(200);
    expect(idsOf(await calendarOf(t, creator))).toEqual([`campaign-date:${approved}`]);
  });

  it('follows a changed date at once (dates are read, not copied)', async () => {
    const { brand, campaignId } = await brandWithDatedCampaign(t);
    const creator = await createCreator(t);
    const applicationId = await applyFor(t, creator, campaignId);
    await approve(t, brand, applicationId, day('11-25'));
    await t.deps.database.db
      .update(campaignApplications)
      .set({ submissionDeadline: day('11-27') })
      .where(eq(campaignApplications.id, applicationId));
    const [due] = await calendarOf(t, creator);
    expect(due).toMatchObject({ id: `content-due:${applicationId}`, startsAt: dubaiMidnight(day('11-27')) });
  });

  it('keeps the last 30 days and drops older items', async () => {
    const creator = await createCreator(t);
    const now = Date.now();
    const recent = await addEvent(t, creator, { startsAt: new Date(now - 29 * 86_400_000).toISOString() });
    await addEvent(t, creator, { startsAt: new Date(now - 31 * 86_400_000).toISOString() });
    expect(idsOf(await calendarOf(t, creator))).toEqual([recent.id]);
  });

  it("shows an agent their creators' dates, naming the creator, but not those creators' own events or another creator's dates", async () => {
    const { brand, campaignId } = await brandWithDatedCampaign(t, { title: 'Skincare Launch' });
    const casey = await createCreator(t, 'Casey', 'Creator');
    const stranger = await createCreator(t, 'Noor', 'Stranger');
    const agent = await agentFor(t, casey);
    const byAgent = await applyFor(t, casey, campaignId, agent);
    await approve(t, brand, byAgent, day('11-25'));
    const strangers = await applyFor(t, stranger, campaignId);
    await approve(t, brand, strangers, day('11-24'));
    await addEvent(t, casey, { title: "Casey's dentist" });
    const agentsOwn = await addEvent(t, agent, {
      title: 'Agency stand-up',
      startsAt: `${day('11-26')}T09:00:00+04:00`,
    });

    const items = await calendarOf(t, agent);
    expect(idsOf(items)).toEqual([`content-due:${byAgent}`, agentsOwn.id, `campaign-date:${byAgent}`]);
    expect(items[0]!.creator).toEqual({ id: casey.id, name: 'Casey Creator' });
    expect(items[1]!.creator).toBeNull();
    // The creator sees the same dates, without a creator named.
    const caseys = await calendarOf(t, casey);
    expect(caseys.filter((item) => item.source === 'campaign').map((item) => item.creator)).toEqual([
      null,
      null,
    ]);
  });

  it('refuses brands and admins (403) and signed-out callers (401)', async () => {
    const brand = await createBrand(t);
    const admin = await createTestUser(t, { userType: 'admin' });
    expect((await send(t, 'GET', '/api/calendar', brand)).status).toBe(403);
    expect((await send(t, 'GET', '/api/calendar', admin)).status).toBe(403);
    const signedOut = await send(t, 'GET', '/api/calendar');
    expect(signedOut.status).toBe(401);
    for (const [method, path] of [
      ['POST', '/api/calendar/events'],
      ['PUT', '/api/calendar/events/00000000-0000-4000-8000-000000000000'],
      ['DELETE', '/api/calendar/events/00000000-0000-4000-8000-000000000000'],
    ] as const) {
      expect((await send(t, method, path, brand, { title: 'x' })).status).toBe(403);
    }
  });
});

describe('own events', () => {
  it('adds, changes and deletes an own event', async () => {
    const creator = await createCreator(t);
    const created = await addEvent(t, creator, {
      title: '  Call with Oasis  ',
      description: 'Agree the brief',
      location: 'Zoom',
      startsAt: `${day('12-01')}T14:00:00+04:00`,
    });
    expect(created).toEqual({
      id: expect.stringMatching(/^own:[0-9a-f-]{36}$/),
      source: 'own',
      eventType: 'meeting',
      title: 'Call with Oasis',
      description: 'Agree the brief',
      startsAt: `${day('12-01')}T10:00:00.000Z`,
      // No end given: the default hour.
      endsAt: `${day('12-01')}T11:00:00.000Z`,
      isAllDay: false,
      location: 'Zoom',
      status: 'scheduled',
      campaign: null,
      link: null,
      creator: null,
    });
    const id = created.id.slice('own:'.length);

    const changed = await send(t, 'PUT', `/api/calendar/events/${id}`, creator, {
      title: 'Shoot day',
      eventType: 'milestone',
      startsAt: `${day('12-03')}T15:30:00+04:00`,
      isAllDay: true,
      status: 'done',
    });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({
      id: created.id,
      title: 'Shoot day',
      eventType: 'milestone',
      description: null,
      location: null,
      // All day: the Dubai day, from midnight to midnight.
      startsAt: dubaiMidnight(day('12-03')),
      endsAt: dubaiMidnight(day('12-04')),
      isAllDay: true,
      status: 'done',
    });
    expect(idsOf(await calendarOf(t, creator))).toEqual([created.id]);

    const deleted = await send(t, 'DELETE', `/api/calendar/events/${id}`, creator);
    expect(deleted.status).toBe(204);
    expect(await calendarOf(t, creator)).toEqual([]);
    const again = await send(t, 'DELETE', `/api/calendar/events/${id}`, creator);
    expect(again.status).toBe(404);
  });

  it('answers 400 with field messages for a bad event', async () => {
    const creator = await createCreator(t);
    const response = await send(t, 'POST', '/api/calendar/events', creator, {
      title: '   ',
      eventType: 'content_due',
      startsAt: 'tomorrow',
      endsAt: `${day('12-01')}T10:00:00Z`,
      location: 'x'.repeat(301),
    });
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields).toEqual({
      title: [CALENDAR_MESSAGES.titleRequired],
      eventType: [CALENDAR_MESSAGES.typeRequired],
      startsAt: [CALENDAR_MESSAGES.startRequired],
      location: [CALENDAR_MESSAGES.locationTooLong],
    });
    const backwards = await send(t, 'POST', '/api/calendar/events', creator, {
      title: 'Backwards',
      eventType: 'reminder',
      startsAt: `${day('12-01')}T10:00:00Z`,
      endsAt: `${day('12-01')}T09:00:00Z`,
    });
    expect(backwards.status).toBe(400);
    expect((await backwards.json()).error.fields).toEqual({ endsAt: [CALENDAR_MESSAGES.endBeforeStart] });
    expect(
      await t.deps.database.db.select().from(calendarEvents).where(eq(calendarEvents.userId, creator.id)),
    ).toEqual([]);
  });

  it("answers 404 for another user's event and for an id that is not one, changing nothing", async () => {
    const owner = await createCreator(t);
    const intruder = await createCreator(t);
    const { id } = await addEvent(t, owner);
    const uuid = id.slice('own:'.length);
    const body = { title: 'Taken over', eventType: 'reminder', startsAt: `${day('12-02')}T10:00:00Z` };
    for (const response of [
      await send(t, 'PUT', `/api/calendar/events/${uuid}`, intruder, body),
      await send(t, 'DELETE', `/api/calendar/events/${uuid}`, intruder),
      await send(t, 'PUT', '/api/calendar/events/not-a-uuid', owner, body),
      await send(t, 'DELETE', `/api/calendar/events/${encodeURIComponent(id)}`, owner),
      await send(t, 'DELETE', `/api/calendar/events/${'x'.repeat(300)}`, owner),
    ]) {
      expect(response.status).toBe(404);
      expect((await response.json()).error.message).toBe(CALENDAR_MESSAGES.eventNotFound);
    }
    expect((await calendarOf(t, owner)).map((item) => item.title)).toEqual(['Call with Oasis Coffee']);
    expect(await calendarOf(t, intruder)).toEqual([]);
  });
});

describe('the data export', () => {
  it("holds the user's own events and when their address was made, not its token hash", async () => {
    const creator = await createCreator(t);
    const other = await createCreator(t);
    const meeting = await addEvent(t, creator, { description: 'Agree the brief' });
    await addEvent(t, other, { title: 'Not yours' });
    expect((await send(t, 'POST', '/api/calendar/subscription', creator)).status).toBe(201);
    const [feed] = await t.deps.database.db
      .select()
      .from(calendarFeeds)
      .where(eq(calendarFeeds.userId, creator.id));

    const response = await send(t, 'GET', '/api/settings/export', creator);
    expect(response.status).toBe(200);
    const text = await response.text();
    const data = JSON.parse(text);
    expect(data.calendarEvents).toEqual([
      {
        id: meeting.id.slice('own:'.length),
        title: 'Call with Oasis Coffee',
        description: 'Agree the brief',
        eventType: 'meeting',
        startTime: meeting.startsAt,
        endTime: meeting.endsAt,
        isAllDay: false,
        location: null,
        status: 'scheduled',
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    ]);
    expect(data.calendarSubscription).toEqual({ createdAt: feed!.createdAt.toISOString() });
    expect(text).not.toContain(feed!.tokenHash);
    const theirs = await (await send(t, 'GET', '/api/settings/export', other)).json();
    expect(theirs.calendarEvents.map((event: { title: string }) => event.title)).toEqual(['Not yours']);
    expect(theirs.calendarSubscription).toBeNull();
  });
});
