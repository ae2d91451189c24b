import type {
  AffiliateEventAction,
  BrandAffiliateAnalytics,
  CampaignAffiliateCodes,
} from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { affiliateCodeEvents, affiliateCodes, affiliateOrders } from '../../db/schema';
import type { TestApp } from '../../test/create-test-app';
import type { TestUser } from '../../test/users';
import { applyAs, createCreator, send } from '../applications/applications.fixtures';

// Request helpers shared by the brand-side affiliate tests.

export { send };

/** A creator the brand approved for the campaign through the API (which issues the approval code). */
export async function approvedCreator(
  t: TestApp,
  brand: TestUser,
  campaignId: string,
  firstName: string,
  lastName = 'Test',
): Promise<{ creator: TestUser; applicationId: string }> {
  const creator = await createCreator(t, firstName, lastName);
  const application = await applyAs(t, creator, { type: 'direct', campaignId });
  const approved = await send(t, 'POST', `/api/applications/${application.id}/approve`, brand);
  expect(approved.status, await approved.clone().text()).toBe(200);
  return { creator, applicationId: application.id };
}

/** GET /api/brand-affiliate/campaigns/:id as the user; fails the test unless it answers 200. */
export async function campaignCodesOf(t: TestApp, user: TestUser, campaignId: string) {
  const response = await send(t, 'GET', `/api/brand-affiliate/campaigns/${campaignId}`, user);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as CampaignAffiliateCodes;
}

/** GET /api/brand-affiliate/analytics as the user; fails the test unless it answers 200. */
export async function analyticsOf(t: TestApp, user: TestUser) {
  const response = await send(t, 'GET', '/api/brand-affiliate/analytics', user);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as BrandAffiliateAnalytics;
}

/** A valid Affiliate code form for the creator; override any field. */
export const codeForm = (creatorId: string, overrides: Record<string, unknown> = {}) => ({
  creatorId,
  code: 'SUMMER10',
  brandUrl: 'https://shop.example.com/summer',
  expiresOn: '2999-12-31',
  instructions: 'Use it at checkout for 10% off',
  ...overrides,
});

/** POST /api/brand-affiliate/campaigns/:id/codes; answers the created code's id (201 expected). */
export async function createCodeAs(
  t: TestApp,
  user: TestUser,
  campaignId: string,
  form: object,
): Promise<string> {
  const response = await send(t, 'POST', `/api/brand-affiliate/campaigns/${campaignId}/codes`, user, form);
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { code: { id: string } }).code.id;
}

/** Uploads `csv` as the campaign's order export (multipart, as the Import orders dialog sends it). */
export function importCsv(
  t: TestApp,
  user: TestUser | undefined,
  campaignId: string,
  csv: string | Uint8Array,
  fileName = 'orders.csv',
) {
  const body = new FormData();
  body.append('file', new File([csv as BlobPart], fileName, { type: 'text/csv' }));
  return t.request(`/api/brand-affiliate/campaigns/${campaignId}/orders`, {
    method: 'POST',
    body,
    headers: user ? { cookie: user.cookie } : {},
  });
}

/** Writes counted events of a code directly, as the public tracking endpoint would. */
export async function recordEvents(
  t: TestApp,
  codeId: string,
  counts: Partial<Record<'views' | 'copies' | 'clicks', number>>,
): Promise<void> {
  const actions: [AffiliateEventAction, number][] = [
    ['code_viewed', counts.views ?? 0],
    ['code_copied', counts.copies ?? 0],
    ['link_clicked', counts.clicks ?? 0],
  ];
  const rows = actions.flatMap(([action, count]) =>
    Array.from({ length: count }, (_, index) => ({
      codeId,
      action,
      source: 'share_page',
      visitor: `test-visitor-${action}-${index}`,
    })),
  );
  if (rows.length > 0) await t.deps.database.db.insert(affiliateCodeEvents).values(rows);
}

/** An active code of the creator on the workspace's campaign, written directly; its id and text. */
export async function insertAffiliateCode(
  t: TestApp,
  values: { workspaceId: string; campaignId: string; creatorId: string },
): Promise<{ id: string; code: string }> {
  const code = `MATRIX${crypto.randomUUID().slice(0, 8).toUpperCase()}`;
  const [row] = await t.deps.database.db
    .insert(affiliateCodes)
    .values({
      creatorId: values.creatorId,
      brandId: values.workspaceId,
      campaignId: values.campaignId,
      code,
      brandUrl: 'https://shop.example.com',
      expiresAt: new Date(Date.now() + 30 * 24 * 60 * 60 * 1000),
    })
    .returning({ id: affiliateCodes.id });
  return { id: row!.id, code };
}

/** The campaign's codes, as stored. */
export const campaignCodeRows = (t: TestApp, campaignId: string) =>
  t.deps.database.db
    .select()
    .from(affiliateCodes)
    .where(eq(affiliateCodes.campaignId, campaignId))
    .orderBy(affiliateCodes.id);

/** One code, as stored. */
export const codeRowOf = (t: TestApp, id: string) =>
  t.deps.database.db.select().from(affiliateCodes).where(eq(affiliateCodes.id, id));

/** The campaign's imported orders, as stored. */
export const campaignOrderRows = (t: TestApp, campaignId: string) =>
  t.deps.database.db
    .select()
    .from(affiliateOrders)
    .where(eq(affiliateOrders.campaignId, campaignId))
    .orderBy(affiliateOrders.orderId);

/** A store's order export with one new order on the code, as the Import orders dialog sends it. */
export function orderExportForm(code: string): FormData {
  const csv = `Order ID,Date,Discount Code,Order Total,Currency\nM-${crypto.randomUUID()},2026-03-01,${code},120.00,AED\n`;
  const form = new FormData();
  form.append('file', new File([csv], 'orders.csv', { type: 'text/csv' }));
  return form;
}
