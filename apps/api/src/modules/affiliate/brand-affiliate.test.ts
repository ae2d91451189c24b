import {
  AFFILIATE_ACTIVITY_EVENT,
  BRAND_AFFILIATE_MESSAGES,
  conversionEstimate,
  WORKSPACE_MESSAGES,
} from '@partnerly/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { affiliateCodeEvents, affiliateCodes, workspaceActivity } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createColleague } from '../../test/factories/brand';
import type { TestUser } from '../../test/users';
import {
  applyAs,
  brandWithCampaign,
  connectEvents,
  createCreator,
} from '../applications/applications.fixtures';
import { createCampaignAs } from '../campaigns/campaigns.fixtures';
import {
  analyticsOf,
  approvedCreator,
  campaignCodesOf,
  codeForm,
  createCodeAs,
  importCsv,
  recordEvents,
  send,
} from './brand-affiliate.fixtures';

let t: TestApp;
let brand: TestUser;
let campaignId: string;
let layla: TestUser;
let pending: TestUser;
let otherBrand: TestUser;
let otherCampaignId: string;
const db = () => t.deps.database.db;

const codesPath = (id = campaignId) => `/api/brand-affiliate/campaigns/${id}/codes`;
const codeRow = async (id: string) =>
  (await db().select().from(affiliateCodes).where(eq(affiliateCodes.id, id)))[0]!;

beforeAll(async () => {
  t = await createTestApp();
  ({ brand, campaignId } = await brandWithCampaign(t, { planId: 'premium' }, { title: 'Summer Glow' }));
  ({ creator: layla } = await approvedCreator(t, brand, campaignId, 'Layla', 'Haddad'));
  pending = await createCreator(t, 'Pending', 'Person');
  await applyAs(t, pending, { type: 'direct', campaignId });
  ({ brand: otherBrand, campaignId: otherCampaignId } = await brandWithCampaign(t, { planId: 'premium' }));
});
afterAll(() => t.close());

describe('GET /api/brand-affiliate/campaigns/:campaignId (the Campaign Affiliate Codes dialog)', () => {
  it('lists the accepted creators with their codes (the approval code among them), not pending applicants', async () => {
    const dialog = await campaignCodesOf(t, brand, campaignId);
    expect(dialog.campaign).toEqual({ id: campaignId, title: 'Summer Glow' });
    expect(dialog.canManage).toBe(true);
    expect(dialog.creators.map((creator) => creator.name)).toEqual(['Layla Haddad']);
    const [approvalCode] = dialog.creators[0]!.codes;
    expect(approvalCode).toMatchObject({ status: 'active', isFromApproval: true, isExpired: false });
    expect(approvalCode!.code).toMatch(/^SUM[A-Z0-9]+$/);
  });

  it("answers another workspace's campaign like a missing one (404), and refuses creators (403)", async () => {
    expect((await send(t, 'GET', `/api/brand-affiliate/campaigns/${campaignId}`, otherBrand)).status).toBe(
      404,
    );
    expect(
      (await send(t, 'GET', `/api/brand-affiliate/campaigns/${crypto.randomUUID()}`, brand)).status,
    ).toBe(404);
    expect((await send(t, 'GET', `/api/brand-affiliate/campaigns/${campaignId}`, layla)).status).toBe(403);
    expect((await send(t, 'GET', `/api/brand-affiliate/campaigns/not-a-uuid`, brand)).status).toBe(400);
  });

  it('tells a member not assigned to the campaign’s brand profile that they may only read', async () => {
    const member = await createColleague(t, brand.id, 'member');
    expect((await campaignCodesOf(t, member, campaignId)).canManage).toBe(false);
    const refused = await send(t, 'POST', codesPath(), member, codeForm(layla.id, { code: 'MEMBER1' }));
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.message).toBe(WORKSPACE_MESSAGES.notAssigned);
  });
});

describe('POST /api/brand-affiliate/campaigns/:campaignId/codes', () => {
  it("answers empty required fields with the spec's 'Please fill in all required fields' and a message per field", async () => {
    const response = await send(t, 'POST', codesPath(), brand, {
      creatorId: layla.id,
      code: '  ',
      brandUrl: '',
      instructions: 'optional',
    });
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error.message).toBe(BRAND_AFFILIATE_MESSAGES.requiredFields);
    expect(error.fields).toEqual({
      code: [BRAND_AFFILIATE_MESSAGES.codeRequired],
      brandUrl: [BRAND_AFFILIATE_MESSAGES.brandUrlRequired],
      expiresOn: [BRAND_AFFILIATE_MESSAGES.expiryRequired],
    });
  });

  it('refuses a brand URL that is not http(s), a past expiry and a malformed code, creating nothing', async () => {
    const before = await db().select().from(affiliateCodes).where(eq(affiliateCodes.campaignId, campaignId));
    const cases: [Record<string, unknown>, string, string][] = [
      [{ brandUrl: 'javascript:alert(1)' }, 'brandUrl', BRAND_AFFILIATE_MESSAGES.brandUrlInvalid],
      [{ brandUrl: 'ftp://shop.example.com' }, 'brandUrl', BRAND_AFFILIATE_MESSAGES.brandUrlInvalid],
      [{ brandUrl: 'https://' }, 'brandUrl', BRAND_AFFILIATE_MESSAGES.brandUrlInvalid],
      [{ expiresOn: '2020-01-01' }, 'expiresOn', BRAND_AFFILIATE_MESSAGES.expiryPast],
      [{ expiresOn: '2030-02-31' }, 'expiresOn', BRAND_AFFILIATE_MESSAGES.expiryInvalid],
      [{ code: 'NO SPACES' }, 'code', BRAND_AFFILIATE_MESSAGES.codeFormat],
      [{ code: 'AB' }, 'code', BRAND_AFFILIATE_MESSAGES.codeFormat],
    ];
    for (const [override, field, message] of cases) {
      const response = await send(t, 'POST', codesPath(), brand, codeForm(layla.id, override));
      expect(response.status, JSON.stringify(override)).toBe(400);
      const { error } = await response.json();
      expect(error.message).toBe(BRAND_AFFILIATE_MESSAGES.formInvalid);
      expect(error.fields[field]).toEqual([message]);
    }
    expect(await db().select().from(affiliateCodes).where(eq(affiliateCodes.campaignId, campaignId))).toEqual(
      before,
    );
  });

  it('creates a code only for an accepted creator of the campaign', async () => {
    const response = await send(t, 'POST', codesPath(), brand, codeForm(pending.id, { code: 'PENDING1' }));
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toEqual({
      creatorId: [BRAND_AFFILIATE_MESSAGES.creatorNotAccepted],
    });
    const elsewhere = await send(t, 'POST', codesPath(), otherBrand, codeForm(layla.id, { code: 'OTHER1' }));
    expect(elsewhere.status).toBe(404);
  });

  it('creates the code (uppercased, working through the chosen day, a bare host made https), tells both sides live and records it', async () => {
    const brandEvents = await connectEvents(t, brand);
    const creatorEvents = await connectEvents(t, layla);
    const response = await send(
      t,
      'POST',
      codesPath(),
      brand,
      codeForm(layla.id, {
        code: ' layla-15 ',
        brandUrl: 'shop.example.com/summer',
        expiresOn: '2031-06-30',
        instructions: '',
      }),
    );
    expect(response.status).toBe(201);
    const created = await response.json();
    expect(created.message).toBe('Affiliate code created and synced successfully!');
    expect(created.code).toMatchObject({
      code: 'LAYLA-15',
      brandUrl: 'https://shop.example.com/summer',
      instructions: null,
      status: 'active',
      isFromApproval: false,
      expiresAt: '2031-07-01T00:00:00.000Z',
      expiresOn: '2031-06-30',
    });
    expect((await brandEvents.nextEvent(AFFILIATE_ACTIVITY_EVENT)).data).toEqual({
      campaignId,
      codeId: created.code.id,
    });
    await creatorEvents.nextEvent(AFFILIATE_ACTIVITY_EVENT);
    await brandEvents.close();
    await creatorEvents.close();

    const dialog = await campaignCodesOf(t, brand, campaignId);
    expect(dialog.creators[0]!.codes.map((code) => code.code)).toContain('LAYLA-15');
    const [activity] = await db()
      .select()
      .from(workspaceActivity)
      .where(
        and(
          eq(workspaceActivity.workspaceId, brand.id),
          eq(workspaceActivity.action, 'affiliate_code_created'),
        ),
      );
    expect(activity?.subject).toBe('LAYLA-15 for Layla Haddad (Summer Glow)');
  });

  it('refuses a code the brand already has active (409, whatever the case), on any of its campaigns', async () => {
    await createCodeAs(t, brand, campaignId, codeForm(layla.id, { code: 'TAKEN1' }));
    const second = await createCampaignAs(t, brand, { title: 'Winter Launch' });
    const { creator: omar } = await approvedCreator(t, brand, second.id, 'Omar', 'Khan');
    const response = await send(
      t,
      'POST',
      codesPath(second.id),
      brand,
      codeForm(omar.id, { code: 'taken1' }),
    );
    expect(response.status).toBe(409);
    expect((await response.json()).error.message).toBe(BRAND_AFFILIATE_MESSAGES.codeTaken('TAKEN1'));
    // Another brand may use the same text.
    const { creator: noor } = await approvedCreator(t, otherBrand, otherCampaignId, 'Noor');
    await createCodeAs(t, otherBrand, otherCampaignId, codeForm(noor.id, { code: 'TAKEN1' }));
  });
});

describe('DELETE /api/brand-affiliate/codes/:id (soft delete)', () => {
  it('marks the code deleted, keeps its history in the analytics, and frees its text for a new code', async () => {
    const codeId = await createCodeAs(t, brand, campaignId, codeForm(layla.id, { code: 'GONE20' }));
    await recordEvents(t, codeId, { views: 10, copies: 5, clicks: 4 });
    const before = await analyticsOf(t, brand);

    expect((await send(t, 'DELETE', `/api/brand-affiliate/codes/${codeId}`, otherBrand)).status).toBe(404);
    expect((await send(t, 'DELETE', `/api/brand-affiliate/codes/${codeId}`, layla)).status).toBe(403);
    expect((await codeRow(codeId)).status).toBe('active');

    expect((await send(t, 'DELETE', `/api/brand-affiliate/codes/${codeId}`, brand)).status).toBe(204);
    expect((await codeRow(codeId)).status).toBe('deleted');
    expect(
      await db().select().from(affiliateCodeEvents).where(eq(affiliateCodeEvents.codeId, codeId)),
    ).toHaveLength(19);
    // Deleting again changes nothing.
    expect((await send(t, 'DELETE', `/api/brand-affiliate/codes/${codeId}`, brand)).status).toBe(204);

    const after = await analyticsOf(t, brand);
    const row = after.rows.find((entry) => entry.id === codeId)!;
    expect(row).toMatchObject({ code: 'GONE20', status: 'deleted', views: 10, copies: 5, clicks: 4 });
    expect(after.totals).toEqual(before.totals);
    expect(after.rows.at(-1)?.status).toBe('deleted');

    const dialog = await campaignCodesOf(t, brand, campaignId);
    expect(dialog.creators[0]!.codes.find((code) => code.id === codeId)?.status).toBe('deleted');
    await createCodeAs(t, brand, campaignId, codeForm(layla.id, { code: 'GONE20' }));
  });

  it('answers an unknown or malformed id with 404 or 400', async () => {
    expect((await send(t, 'DELETE', `/api/brand-affiliate/codes/${crypto.randomUUID()}`, brand)).status).toBe(
      404,
    );
    expect((await send(t, 'DELETE', '/api/brand-affiliate/codes/nope', brand)).status).toBe(400);
  });
});

describe('GET /api/brand-affiliate/analytics', () => {
  it('shows each code with creator, campaign, counts, click-through rate and the estimate until orders are imported', async () => {
    const { brand: owner, campaignId: campaign } = await brandWithCampaign(
      t,
      { planId: 'premium' },
      { title: 'Iftar Stories' },
    );
    const { creator } = await approvedCreator(t, owner, campaign, 'Sara', 'Ahmed');
    const codeId = await createCodeAs(t, owner, campaign, codeForm(creator.id, { code: 'SARA10' }));
    await recordEvents(t, codeId, { views: 200, copies: 50, clicks: 40 });

    const analytics = await analyticsOf(t, owner);
    const row = analytics.rows.find((entry) => entry.id === codeId)!;
    const estimate = conversionEstimate({ views: 200, copies: 50, clicks: 40 });
    expect(row).toMatchObject({
      code: 'SARA10',
      creatorName: 'Sara Ahmed',
      campaignTitle: 'Iftar Stories',
      views: 200,
      copies: 50,
      clicks: 40,
      clickThroughRate: 80,
      conversions: {
        source: 'estimated',
        orders: estimate.estimatedOrders,
        revenueMinor: estimate.estimatedRevenue * 100,
        conversionRate: 10,
        performance: 'strong',
      },
    });
    // The approval code (no events) is listed too.
    expect(analytics.totals).toMatchObject({
      codes: 2,
      views: 200,
      copies: 50,
      clicks: 40,
      clickThroughRate: 80,
    });
    expect(analytics.totals.estimatedOrders).toBe(estimate.estimatedOrders);
    expect(analytics.totals.importedOrders).toBe(0);
    expect(analytics.creators).toEqual([
      expect.objectContaining({ creatorName: 'Sara Ahmed', codes: 2, clicks: 40, importedOrders: 0 }),
    ]);

    // Another workspace sees none of it; a member reads it.
    expect((await analyticsOf(t, otherBrand)).rows.map((entry) => entry.id)).not.toContain(codeId);
    const member = await createColleague(t, owner.id, 'member');
    expect((await analyticsOf(t, member)).rows.map((entry) => entry.id)).toContain(codeId);
    expect((await send(t, 'GET', '/api/brand-affiliate/analytics', creator)).status).toBe(403);
    expect((await send(t, 'GET', '/api/brand-affiliate/analytics')).status).toBe(401);
  });

  it('replaces the estimate with the real orders and revenue once the campaign has imported orders', async () => {
    const { brand: owner, campaignId: campaign } = await brandWithCampaign(t, { planId: 'premium' });
    const { creator: sara } = await approvedCreator(t, owner, campaign, 'Sara', 'Real');
    const { creator: omar } = await approvedCreator(t, owner, campaign, 'Omar', 'Zero');
    const saraCode = await createCodeAs(t, owner, campaign, codeForm(sara.id, { code: 'SARAREAL' }));
    const omarCode = await createCodeAs(t, owner, campaign, codeForm(omar.id, { code: 'OMARZERO' }));
    await recordEvents(t, saraCode, { views: 100, copies: 10, clicks: 10 });
    await recordEvents(t, omarCode, { views: 100, copies: 10, clicks: 10 });

    const csv = [
      'Order ID,Date,Discount Code,Order Total,Currency',
      '5001,2026-03-01,SARAREAL,120.50,AED',
      '5002,2026-03-02,sarareal,79.50,AED',
    ].join('\n');
    expect((await importCsv(t, owner, campaign, csv)).status).toBe(200);

    const analytics = await analyticsOf(t, owner);
    const byId = new Map(analytics.rows.map((row) => [row.id, row]));
    expect(byId.get(saraCode)!.conversions).toEqual({ source: 'imported', orders: 2, revenueMinor: 20_000 });
    // The campaign's orders were imported: Omar's code sold nothing, a real 0 rather than an estimate.
    expect(byId.get(omarCode)!.conversions).toEqual({ source: 'imported', orders: 0, revenueMinor: 0 });
    expect(analytics.totals).toMatchObject({
      importedOrders: 2,
      importedRevenueMinor: 20_000,
      estimatedOrders: 0,
    });
    expect(analytics.creators.find((creator) => creator.creatorId === sara.id)).toMatchObject({
      importedOrders: 2,
      importedRevenueMinor: 20_000,
    });
  });
});
