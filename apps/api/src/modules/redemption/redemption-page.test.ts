import {
  REDEMPTION_LIVE_EVENT,
  REDEMPTION_MESSAGES,
  REDEMPTION_TIMING,
  type RedemptionPage,
} from '@partnerly/contracts';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { brandProfiles } from '../../db/schema';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/create-test-app';
import { readSse } from '../../test/sse-client';
import { uploadLogo } from '../private-codes/private-codes.fixtures';
import { publishCodeLive } from '../private-codes/code-live';
import { REDEMPTION_LOOKUP_LIMIT } from './redemption-limits';
import { NO_EXPIRY_MESSAGE } from './redemption-reminder';
import { Device, freshIp, givenCode, openedDevice } from './redemption.fixtures';

// Issue 18 item 4 (server side): what /r/{code} loads (the spec's four outcomes, the brand and
// logo, whether this device redeemed), the device cookie it gets, the code's live state while the
// page is open, and the calendar reminder.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUSTED_PROXY: 'true' });
});
afterAll(() => t.close());

const HOUR_MS = 60 * 60 * 1000;

describe('GET /api/redeem/{code}', () => {
  it('shows an active code with its offer, brand and logo', async () => {
    const { brand } = await givenCode(t);
    const logoId = await uploadLogo(t, brand);
    const expiresAt = new Date(Date.now() + 48 * HOUR_MS);
    const { code } = await givenCode(t, {
      brand,
      companyName: 'Cafe Nour',
      campaignName: 'Summer',
      discountDescription: '20% off any drink',
      maxUses: 25,
      remainingUses: 7,
      expiresAt,
      businessLocation: 'Marina Walk, Dubai',
      googleMapsUrl: 'https://maps.google.com/?q=cafe',
      logoUploadId: logoId,
    });
    const page = await new Device(t).open(code.code);
    expect(page).toEqual({
      outcome: 'active',
      offer: {
        code: code.code,
        campaignName: 'Summer',
        discountDescription: '20% off any drink',
        brandName: 'Cafe Nour',
        logoUrl: `/api/uploads/${logoId}`,
        maxUses: 25,
        remainingUses: 7,
        expiresAt: expiresAt.toISOString(),
        businessLocation: 'Marina Walk, Dubai',
        googleMapsUrl: 'https://maps.google.com/?q=cafe',
      },
      redeemedByThisDevice: false,
    } satisfies RedemptionPage);
    // The logo is public: the page shows it to visitors who are not signed in.
    expect((await t.request(page.offer!.logoUrl!)).status).toBe(200);
  });

  it("names the brand by the code's profile, else the workspace's main profile, else 'Brand'; its image is the logo", async () => {
    const { brand, code: own } = await givenCode(t, { companyName: '  ' });
    const imageId = await uploadLogo(t, brand);
    await t.deps.database.db.insert(brandProfiles).values({
      workspaceId: brand.id,
      profileName: 'Main',
      companyName: 'Nour Group',
      isMainProfile: true,
      profileImageUploadId: imageId,
    });
    // A profile without a company name goes by its profile name ('Outlet').
    expect((await new Device(t).open(own.code)).offer).toMatchObject({ brandName: 'Outlet', logoUrl: null });
    const { code: withoutProfile } = await givenCode(t, { brand });
    expect((await new Device(t).open(withoutProfile.code)).offer).toMatchObject({
      brandName: 'Nour Group',
      logoUrl: `/api/uploads/${imageId}`,
    });
    const { code: bare } = await givenCode(t);
    expect((await new Device(t).open(bare.code)).offer).toMatchObject({ brandName: 'Brand', logoUrl: null });
  });

  it('answers the outcomes: not found, inactive, no uses left, past expiry', async () => {
    const outcomeOf = async (code: string) => (await new Device(t).open(code)).outcome;
    expect(await new Device(t).open('NOPE-AAAAAA')).toEqual({
      outcome: 'not_found',
      offer: null,
      redeemedByThisDevice: false,
    });
    expect(await outcomeOf((await givenCode(t, { status: 'inactive' })).code.code)).toBe('inactive');
    expect(await outcomeOf((await givenCode(t, { remainingUses: 0 })).code.code)).toBe('exhausted');
    const pastExpiry = await givenCode(t, { expiresAt: new Date(Date.now() - 1000) });
    expect(await outcomeOf(pastExpiry.code.code)).toBe('exhausted');
    // An inactive code that is also used up says it is no longer active.
    expect(await outcomeOf((await givenCode(t, { status: 'inactive', remainingUses: 0 })).code.code)).toBe(
      'inactive',
    );
  });

  it("answers 400 'Invalid redemption link' for an address that cannot be a code", async () => {
    for (const code of ['abc', 'TOOLONGX-AAAAAA', 'SPRING-aaaaaa', 'SPRING_AAAAAA']) {
      const response = await new Device(t).get(`/api/redeem/${code}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        error: { fields: { code: [REDEMPTION_MESSAGES.invalidLink] } },
      });
    }
  });

  it('gives a device without one its signed cookie: HttpOnly, SameSite=Lax, 400 days, for the redemption API only', async () => {
    const { code } = await givenCode(t);
    const device = new Device(t);
    const response = await device.get(`/api/redeem/${code.code}`);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const [cookie] = response.headers.getSetCookie();
    expect(cookie).toMatch(/^partnerly_device=[A-Za-z0-9_-]{22}\.[^;]+;/);
    expect(cookie).toContain('Max-Age=34560000');
    expect(cookie).toContain('Path=/api/redeem');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('Secure');
    // Kept while valid; a forged one is replaced.
    expect((await device.get(`/api/redeem/${code.code}`)).headers.getSetCookie()).toEqual([]);
    device.cookie = 'partnerly_device=AAAAAAAAAAAAAAAAAAAAAA.Zm9yZ2Vk';
    await device.get(`/api/redeem/${code.code}`);
    expect(device.cookie).not.toContain('Zm9yZ2Vk');
  });

  it('marks the cookie Secure when the app is served over https', async () => {
    const secure = await createTestApp({ PUBLIC_URL: 'https://partnerly.example' });
    try {
      const { code } = await givenCode(secure);
      const response = await secure.request(`https://partnerly.example/api/redeem/${code.code}`);
      expect(response.headers.getSetCookie()[0]).toContain('Secure');
    } finally {
      await secure.close();
    }
  });

  it('limits how fast one network may look codes up (guessing), while others go on', async () => {
    const ip = freshIp();
    const device = new Device(t, ip);
    for (let index = 0; index < REDEMPTION_LOOKUP_LIMIT.max; index++) {
      expect((await device.get('/api/redeem/GUESS-AAAAAA')).status).toBe(200);
    }
    const { code } = await givenCode(t);
    const refused = await device.get(`/api/redeem/${code.code}`);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ error: { message: REDEMPTION_MESSAGES.tooManyAttempts } });
    expect((await device.get(`/api/redeem/${code.code}/events`)).status).toBe(429);
    expect((await new Device(t).open(code.code)).outcome).toBe('active');
  });
});

describe('GET /api/redeem/{code}/events', () => {
  it("streams the code's new remaining uses after a redemption, and its status after a change", async () => {
    const { code } = await givenCode(t, { maxUses: 5 });
    const watcher = new Device(t);
    const response = await watcher.get(`/api/redeem/${code.code}/events`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const stream = readSse(response);
    expect((await stream.nextEvent('ready')).data).toEqual({ code: code.code });

    expect((await (await openedDevice(t, code.code)).redeem(code.code)).status).toBe(200);
    expect(await stream.nextEvent(REDEMPTION_LIVE_EVENT)).toEqual({
      event: REDEMPTION_LIVE_EVENT,
      data: { remainingUses: 4, status: 'active' },
    });
    // What the brand side publishes when it deactivates the code.
    await publishCodeLive(t.deps, code.id, { remainingUses: 4, status: 'inactive' });
    expect((await stream.nextEvent(REDEMPTION_LIVE_EVENT)).data).toEqual({
      remainingUses: 4,
      status: 'inactive',
    });
    await stream.close();
  });

  it("carries only its own code's events", async () => {
    const { code } = await givenCode(t);
    const { code: other } = await givenCode(t);
    const stream = readSse(await new Device(t).get(`/api/redeem/${code.code}/events`));
    await stream.nextEvent('ready');
    expect((await (await openedDevice(t, other.code)).redeem(other.code)).status).toBe(200);
    expect((await (await openedDevice(t, code.code)).redeem(code.code)).status).toBe(200);
    expect((await stream.nextEvent(REDEMPTION_LIVE_EVENT)).data).toEqual({
      remainingUses: 9,
      status: 'active',
    });
    await stream.close();
  });

  it('answers 404 for an unknown code', async () => {
    const response = await new Device(t).get('/api/redeem/NOPE-BBBBBB/events');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { message: REDEMPTION_MESSAGES.notValid } });
  });

  it('ends when the process starts to drain', async () => {
    const { code } = await givenCode(t);
    const draining = new AbortController();
    const app = createApp({ ...t.deps, draining: draining.signal });
    const stream = readSse(await app.request(`${TEST_ORIGIN}/api/redeem/${code.code}/events`));
    await stream.nextEvent('ready');
    draining.abort();
    await expect(stream.next()).rejects.toThrow('The event stream ended');
  });
});

describe('GET /api/redeem/{code}/reminder.ics', () => {
  it('is a calendar event of one hour, one day before the code expires, naming the discount, brand and page', async () => {
    const expiresAt = new Date('2031-03-15T19:59:59.999Z');
    const { code } = await givenCode(t, {
      companyName: 'Cafe Nour',
      discountDescription: '20% off',
      expiresAt,
      businessLocation: 'Marina Walk',
    });
    const response = await new Device(t).get(`/api/redeem/${code.code}/reminder.ics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="${code.code}-reminder.ics"`,
    );

    const calendar = new ICAL.Component(ICAL.parse(await response.text()) as unknown[]);
    const events = calendar.getAllSubcomponents('vevent');
    expect(events).toHaveLength(1);
    const event = new ICAL.Event(events[0]);
    const start = event.startDate.toJSDate().getTime();
    expect(start).toBe(
      Math.floor((expiresAt.getTime() - REDEMPTION_TIMING.reminderBeforeExpiryMs) / 1000) * 1000,
    );
    expect(event.endDate.toJSDate().getTime() - start).toBe(REDEMPTION_TIMING.reminderDurationMs);
    expect(event.summary).toBe('20% off at Cafe Nour');
    expect(event.location).toBe('Marina Walk');
    expect(events[0]!.getFirstPropertyValue('url')).toBe(`${TEST_ORIGIN}/r/${code.code}`);
    expect(event.description).toContain(`${TEST_ORIGIN}/r/${code.code}`);
  });

  it('answers 404 for a code without expiry and for an unknown code', async () => {
    const { code } = await givenCode(t);
    const noExpiry = await new Device(t).get(`/api/redeem/${code.code}/reminder.ics`);
    expect(noExpiry.status).toBe(404);
    expect(await noExpiry.json()).toMatchObject({ error: { message: NO_EXPIRY_MESSAGE } });
    expect((await new Device(t).get('/api/redeem/NOPE-CCCCCC/reminder.ics')).status).toBe(404);
  });
});
