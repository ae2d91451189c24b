import {
  AFFILIATE_ACTIVITY_EVENT,
  AFFILIATE_HUB_MESSAGES,
  type MyAffiliateCodeChange,
  type MyCodeAnalytics,
  type UserDataExport,
} from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { affiliateCodeEvents, affiliateCodes, profiles } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createBrand } from '../../test/factories/brand';
import { createTestUser, type TestUser } from '../../test/users';
import { connectEvents, createCreator } from '../applications/applications.fixtures';
import { approveOn, approvedCode, importOrders, myCodes, send, type ApprovedCode } from './my-codes.fixtures';
import { recordEvents } from './brand-affiliate.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY_MS = 24 * 60 * 60 * 1000;
const db = () => t.deps.database.db;
const codeRow = async (id: string) =>
  (await db().select().from(affiliateCodes).where(eq(affiliateCodes.id, id)))[0]!;

const edit = (user: TestUser | undefined, id: string, body: unknown) =>
  send(t, 'PATCH', `/api/my-codes/${id}`, user, body);
const analyticsOf = async (user: TestUser) => {
  const response = await send(t, 'GET', '/api/my-codes/analytics', user);
  expect(response.status).toBe(200);
  return (await response.json()) as MyCodeAnalytics;
};
const external = {
  brandName: 'Desert Bloom',
  code: 'CASEY15',
  brandUrl: 'https://desertbloom.example',
};
const addExternal = async (user: TestUser, body: Record<string, unknown> = external) => {
  const response = await send(t, 'POST', '/api/my-codes', user, body);
  expect(response.status).toBe(201);
  return (await response.json()) as MyAffiliateCodeChange;
};
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

describe('My Codes', () => {
  let approved: ApprovedCode;
  beforeAll(async () => {
    approved = await approvedCode(t, await createCreator(t, 'Casey', 'Lane'), 'Iftar Stories');
    await db()
      .update(profiles)
      .set({ companyName: 'Saffron House' })
      .where(eq(profiles.id, approved.brand.id));
  });

  it('lists the creator’s codes with campaign, brand, expiry, visibility and counts', async () => {
    await recordEvents(t, approved.codeId, { views: 5, copies: 2, clicks: 1 });
    const [code, ...others] = await myCodes(t, approved.creator);
    expect(others).toEqual([]);
    expect(code).toMatchObject({
      id: approved.codeId,
      code: approved.code,
      isExternal: false,
      brand: { name: 'Saffron House' },
      campaign: { id: approved.campaignId, title: 'Iftar Stories' },
      visibility: 'public',
      isExpired: false,
      views: 5,
      copies: 2,
      clicks: 1,
    });
    // Approval codes run 365 days.
    expect(Date.parse(code!.expiresAt!) - Date.now()).toBeGreaterThan(364 * DAY_MS);
    // Another creator sees none of them.
    expect(await myCodes(t, await createCreator(t))).toEqual([]);
  });

  it('edits a code with trimmed values and keeps the approval expiry when its day is unchanged', async () => {
    const before = await codeRow(approved.codeId);
    const response = await edit(approved.creator, approved.codeId, {
      code: '  CASEYIFTAR  ',
      brandUrl: '  saffron.example/iftar  ',
      instructions: '  10% off the iftar box  ',
      expiresOn: (await myCodes(t, approved.creator))[0]!.expiresOn,
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as MyAffiliateCodeChange;
    expect(body.message).toBe('Affiliate code updated successfully');
    expect(body.code).toMatchObject({
      code: 'CASEYIFTAR',
      brandUrl: 'https://saffron.example/iftar',
      instructions: '10% off the iftar box',
      views: 5,
    });
    expect((await codeRow(approved.codeId)).expiresAt).toEqual(before.expiresAt);
  });

  it('sets a new expiry to the end of the chosen day, and clears it', async () => {
    const day = inDays(20);
    const set = await edit(approved.creator, approved.codeId, {
      code: 'CASEYIFTAR',
      brandUrl: 'https://saffron.example',
      expiresOn: day,
    });
    expect(set.status).toBe(200);
    expect(((await set.json()) as MyAffiliateCodeChange).code.expiresOn).toBe(day);
    expect((await codeRow(approved.codeId)).expiresAt!.toISOString()).toBe(
      new Date(Date.parse(`${day}T00:00:00.000Z`) + DAY_MS).toISOString(),
    );
    const cleared = await edit(approved.creator, approved.codeId, {
      code: 'CASEYIFTAR',
      brandUrl: 'https://saffron.example',
      expiresOn: '',
    });
    expect(((await cleared.json()) as MyAffiliateCodeChange).code.expiresAt).toBeNull();
  });

  it('refuses a blank code or brand URL with the spec message, after trimming', async () => {
    for (const body of [
      { code: '   ', brandUrl: 'https://saffron.example' },
      { code: 'CASEY', brandUrl: '   ' },
      {},
    ]) {
      const response = await edit(approved.creator, approved.codeId, body);
      expect(response.status).toBe(400);
      const { error } = (await response.json()) as {
        error: { message: string; fields: Record<string, string[]> };
      };
      expect(error.message).toBe('Validation Error: Code and Brand URL are required');
      expect(Object.values(error.fields).flat()).toContain(AFFILIATE_HUB_MESSAGES.codeAndUrlRequired);
    }
    expect((await codeRow(approved.codeId)).code).toBe('CASEYIFTAR');
  });

  it('refuses a brand URL that is not http(s), a past expiry and an unknown field type', async () => {
    const cases: [unknown, string, string][] = [
      [{ code: 'A', brandUrl: 'javascript:alert(1)' }, 'brandUrl', AFFILIATE_HUB_MESSAGES.brandUrlInvalid],
      [{ code: 'A', brandUrl: 'ftp://saffron.example' }, 'brandUrl', AFFILIATE_HUB_MESSAGES.brandUrlInvalid],
      [
        { code: 'A', brandUrl: 'https://a.example', expiresOn: '2020-01-01' },
        'expiresOn',
        'The expiry date cannot be in the past',
      ],
      [{ code: 'A', brandUrl: 'https://a.example', expiresOn: 'soon' }, 'expiresOn', 'Enter a valid date'],
      [{ code: 'A'.repeat(51), brandUrl: 'https://a.example' }, 'code', 'Code must be at most 50 characters'],
    ];
    for (const [body, field, message] of cases) {
      const response = await edit(approved.creator, approved.codeId, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const { error } = (await response.json()) as { error: { fields: Record<string, string[]> } };
      expect(error.fields[field]).toEqual([message]);
    }
    expect((await codeRow(approved.codeId)).code).toBe('CASEYIFTAR');
  });

  it('refuses to rename a campaign code to another active code of the same brand (409)', async () => {
    const other = await approvedCode(t);
    const second = await approvedCode(t, approved.creator);
    // The same brand's other creator holds other.code; give it to a code of that brand.
    const sameBrand = await approvedCode(t);
    await db()
      .update(affiliateCodes)
      .set({ brandId: other.brand.id })
      .where(eq(affiliateCodes.id, sameBrand.codeId));
    const response = await edit(sameBrand.creator, sameBrand.codeId, {
      code: other.code,
      brandUrl: 'https://x.example',
    });
    expect(response.status).toBe(409);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
      'Test Brand Co. already has an active code with this name. Choose another code.',
    );
    // Another brand's code of that name is no conflict.
    const free = await edit(approved.creator, second.codeId, {
      code: other.code,
      brandUrl: 'https://x.example',
    });
    expect(free.status).toBe(200);
  });

  it('shows and hides a code in the shared links', async () => {
    const hide = await send(t, 'PUT', `/api/my-codes/${approved.codeId}/visibility`, approved.creator, {
      visibility: 'hidden',
    });
    expect(hide.status).toBe(200);
    expect(await hide.json()).toMatchObject({
      message: 'Code hidden in shared links',
      code: { visibility: 'hidden' },
    });
    expect((await codeRow(approved.codeId)).visibility).toBe('hidden');
    const show = await send(t, 'PUT', `/api/my-codes/${approved.codeId}/visibility`, approved.creator, {
      visibility: 'public',
    });
    expect(await show.json()).toMatchObject({
      message: 'Code shown in shared links',
      code: { visibility: 'public' },
    });
    const bad = await send(t, 'PUT', `/api/my-codes/${approved.codeId}/visibility`, approved.creator, {
      visibility: 'private',
    });
    expect(bad.status).toBe(400);
    expect(
      ((await bad.json()) as { error: { fields: Record<string, string[]> } }).error.fields.visibility,
    ).toEqual(['Choose public or hidden']);
  });

  it('tells the creator’s other tabs about a change', async () => {
    const stream = await connectEvents(t, approved.creator);
    await send(t, 'PUT', `/api/my-codes/${approved.codeId}/visibility`, approved.creator, {
      visibility: 'public',
    });
    expect((await stream.nextEvent(AFFILIATE_ACTIVITY_EVENT)).data).toEqual({ codeId: approved.codeId });
    await stream.close();
  });
});

describe('external codes', () => {
  it('adds an external code with its brand, public and without a campaign', async () => {
    const creator = await createCreator(t);
    const { code, message } = await addExternal(creator, {
      brandName: '  Desert Bloom ',
      code: ' CASEY15 ',
      brandUrl: 'desertbloom.example',
      logoUrl: 'https://desertbloom.example/logo.png',
      instructions: '15% off skincare',
      expiresOn: inDays(30),
    });
    expect(message).toBe('External affiliate code added successfully!');
    expect(code).toMatchObject({
      code: 'CASEY15',
      isExternal: true,
      brand: { name: 'Desert Bloom', logoUrl: 'https://desertbloom.example/logo.png' },
      brandUrl: 'https://desertbloom.example',
      campaign: null,
      instructions: '15% off skincare',
      expiresOn: inDays(30),
      visibility: 'public',
      views: 0,
    });
    expect((await myCodes(t, creator)).map((listed) => listed.id)).toEqual([code.id]);
    const row = await codeRow(code.id);
    expect(row).toMatchObject({ brandId: null, campaignId: null, status: 'active' });
  });

  it('needs brand name, code and an http(s) website; the logo, instructions and expiry are optional', async () => {
    const creator = await createCreator(t);
    const response = await send(t, 'POST', '/api/my-codes', creator, {
      brandName: ' ',
      code: '',
      brandUrl: 'javascript:alert(1)',
      logoUrl: 'data:image/png;base64,AAAA',
    });
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: { fields: Record<string, string[]> } };
    expect(error.fields).toEqual({
      brandName: ['Brand name is required'],
      code: ['Code is required'],
      brandUrl: [AFFILIATE_HUB_MESSAGES.brandUrlInvalid],
      logoUrl: [AFFILIATE_HUB_MESSAGES.logoUrlInvalid],
    });
    const minimal = await addExternal(creator, { ...external, logoUrl: '', instructions: '', expiresOn: '' });
    expect(minimal.code).toMatchObject({ instructions: null, expiresAt: null, brand: { logoUrl: null } });
    expect(await myCodes(t, creator)).toHaveLength(1);
  });
});

describe('soft delete', () => {
  it('removes the code from My Codes and keeps its history in the analytics', async () => {
    const approved = await approvedCode(t);
    await recordEvents(t, approved.codeId, { views: 10, copies: 4, clicks: 3 });
    const kept = await addExternal(approved.creator);
    await recordEvents(t, kept.code.id, { views: 2, copies: 1 });

    const response = await send(t, 'DELETE', `/api/my-codes/${approved.codeId}`, approved.creator);
    expect(response.status).toBe(204);
    expect((await myCodes(t, approved.creator)).map((code) => code.id)).toEqual([kept.code.id]);
    expect(await codeRow(approved.codeId)).toMatchObject({ status: 'deleted' });
    const events = await db()
      .select()
      .from(affiliateCodeEvents)
      .where(eq(affiliateCodeEvents.codeId, approved.codeId));
    expect(events).toHaveLength(17);

    const analytics = await analyticsOf(approved.creator);
    expect(analytics.totals).toEqual({
      codes: 1,
      views: 12,
      copies: 5,
      clicks: 3,
      clickThroughRate: 60,
      engagementPercent: 66.7,
    });
    expect(analytics.codes.map((code) => [code.code, code.isDeleted])).toEqual([
      ['CASEY15', false],
      [approved.code, true],
    ]);
    // The top code is an active one.
    expect(analytics.topCode?.id).toBe(kept.code.id);

    // Deleted codes cannot be changed or deleted again.
    expect((await send(t, 'DELETE', `/api/my-codes/${approved.codeId}`, approved.creator)).status).toBe(404);
    expect(
      (await edit(approved.creator, approved.codeId, { code: 'X', brandUrl: 'https://x.example' })).status,
    ).toBe(404);
  });

  it('leaves a deleted code without history out of the per-code details', async () => {
    const creator = await createCreator(t);
    const { code } = await addExternal(creator);
    await send(t, 'DELETE', `/api/my-codes/${code.id}`, creator);
    const analytics = await analyticsOf(creator);
    expect(analytics).toMatchObject({ hasActivity: false, codes: [], topCode: null, totals: { codes: 0 } });
  });
});

describe('analytics', () => {
  it('is empty before any activity (No Analytics Yet) while the codes are listed', async () => {
    const approved = await approvedCode(t);
    const analytics = await analyticsOf(approved.creator);
    expect(analytics.hasActivity).toBe(false);
    expect(analytics.totals).toEqual({
      codes: 1,
      views: 0,
      copies: 0,
      clicks: 0,
      clickThroughRate: 0,
      engagementPercent: 0,
    });
    expect(analytics.codes).toHaveLength(1);
    expect(analytics.topCode).toBeNull();
    expect(analytics.insights).toEqual([]);
  });

  it('gives totals, the top code, per-code CTR and the estimate labelled as such', async () => {
    const approved = await approvedCode(t);
    const second = await addExternal(approved.creator);
    await recordEvents(t, approved.codeId, { views: 40, copies: 10, clicks: 7 });
    await recordEvents(t, second.code.id, { views: 20, copies: 5, clicks: 1 });
    const analytics = await analyticsOf(approved.creator);
    expect(analytics.totals).toMatchObject({ views: 60, copies: 15, clicks: 8, clickThroughRate: 53 });
    expect(analytics.topCode).toMatchObject({ id: approved.codeId, clicks: 7, clickThroughRate: 70 });
    expect(analytics.codes.map((code) => code.id)).toEqual([approved.codeId, second.code.id]);
    expect(analytics.codes[0]!.conversion).toEqual({
      kind: 'estimated',
      rate: 10,
      performance: 'strong',
      orders: 1,
      revenue: 40,
    });
    expect(analytics.codes[1]!.conversion).toMatchObject({ kind: 'estimated', rate: 3, performance: 'weak' });
    expect(analytics.insights.map((insight) => insight.id)).toEqual([
      'top-code',
      'copied-rarely-clicked',
      'engagement',
    ]);
  });

  it('shows the real orders once the brand imported them for the campaign', async () => {
    const approved = await approvedCode(t);
    const other = await approvedCode(t, approved.creator);
    await recordEvents(t, approved.codeId, { views: 30, copies: 10, clicks: 8 });
    await importOrders(t, approved, [120, 80]);
    // The other brand imported an order of another of its creators: this code's zero is real.
    await importOrders(t, await approveOn(t, other, await createCreator(t)), [50]);
    const analytics = await analyticsOf(approved.creator);
    const byId = new Map(analytics.codes.map((code) => [code.id, code]));
    expect(byId.get(approved.codeId)!.conversion).toEqual({
      kind: 'actual',
      rate: 25,
      orders: 2,
      revenue: 200,
    });
    expect(byId.get(other.codeId)!.conversion).toEqual({ kind: 'actual', rate: null, orders: 0, revenue: 0 });
    expect(analytics.insights.find((insight) => insight.id === 'real-orders')?.message).toBe(
      `Brands matched 2 orders worth AED 200 from their stores to ${approved.code} (2).`,
    );
  });
});

describe('who may use the hub', () => {
  let owner: ApprovedCode;
  let intruder: TestUser;
  beforeAll(async () => {
    owner = await approvedCode(t);
    intruder = await createCreator(t, 'Other', 'Creator');
  });

  const routes = (id: string): [string, string, unknown?][] => [
    ['GET', '/api/my-codes'],
    ['GET', '/api/my-codes/analytics'],
    ['POST', '/api/my-codes', external],
    ['PATCH', `/api/my-codes/${id}`, { code: 'MINE', brandUrl: 'https://x.example' }],
    ['PUT', `/api/my-codes/${id}/visibility`, { visibility: 'hidden' }],
    ['DELETE', `/api/my-codes/${id}`],
  ];

  it('refuses agents and brands (403) and the signed-out (401)', async () => {
    const agent = await createTestUser(t, { userType: 'agent' });
    const brand = await createBrand(t);
    for (const [method, path, body] of routes(owner.codeId)) {
      expect((await send(t, method, path, agent, body)).status, `agent ${method} ${path}`).toBe(403);
      expect((await send(t, method, path, brand, body)).status, `brand ${method} ${path}`).toBe(403);
      expect((await send(t, method, path, undefined, body)).status, `signed out ${method} ${path}`).toBe(401);
    }
    expect(await codeRow(owner.codeId)).toMatchObject({
      code: owner.code,
      visibility: 'public',
      status: 'active',
    });
  });

  it('answers 404 for another creator’s code and changes nothing', async () => {
    for (const [method, path, body] of routes(owner.codeId).slice(3)) {
      const response = await send(t, method, path, intruder, body);
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
        'Affiliate code not found',
      );
    }
    expect(await codeRow(owner.codeId)).toMatchObject({
      code: owner.code,
      visibility: 'public',
      status: 'active',
    });
    const analytics = await analyticsOf(intruder);
    expect(analytics.codes).toEqual([]);
  });

  it('answers 400 for an id that is not one', async () => {
    const response = await send(t, 'DELETE', '/api/my-codes/not-a-uuid', owner.creator);
    expect(response.status).toBe(400);
  });
});

describe('the data export', () => {
  it('holds the creator’s codes, deleted ones too, with their counts', async () => {
    const approved = await approvedCode(t);
    await recordEvents(t, approved.codeId, { views: 3, copies: 2, clicks: 1 });
    await send(t, 'DELETE', `/api/my-codes/${approved.codeId}`, approved.creator);
    const { code } = await addExternal(approved.creator);
    const response = await send(t, 'GET', '/api/settings/export', approved.creator);
    expect(response.status).toBe(200);
    const data = (await response.json()) as UserDataExport;
    expect(data.affiliateCodes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: approved.codeId,
          status: 'deleted',
          views: 3,
          copies: 2,
          clicks: 1,
          orders: 0,
        }),
        expect.objectContaining({
          id: code.id,
          brandName: 'Desert Bloom',
          isExternal: true,
          status: 'active',
        }),
      ]),
    );
    expect(data.affiliateCodes).toHaveLength(2);
  });
});
