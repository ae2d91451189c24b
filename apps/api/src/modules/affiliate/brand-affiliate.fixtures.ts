import type {
  AffiliateEventAction,
  BrandAffiliateAnalytics,
  CampaignAffiliateCodes,
} from '@partnerly/contracts';
import { expect } from 'vitest';
import { affiliateCodeEvents } from '../../db/schema';
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
