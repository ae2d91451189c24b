import { ORDER_IMPORT_MAX_BYTES, ORDER_IMPORT_MESSAGES, type OrderImportResult } from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { affiliateOrders } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createColleague } from '../../test/factories/brand';
import type { TestUser } from '../../test/users';
import { brandWithCampaign } from '../applications/applications.fixtures';
import { createCampaignAs } from '../campaigns/campaigns.fixtures';
import { approvedCreator, codeForm, createCodeAs, importCsv, send } from './brand-affiliate.fixtures';

let t: TestApp;
let brand: TestUser;
let campaignId: string;
let otherCampaignId: string;
let laylaCodeId: string;
let deletedCodeId: string;
const db = () => t.deps.database.db;

const ordersOf = (workspaceId: string) =>
  db()
    .select()
    .from(affiliateOrders)
    .where(eq(affiliateOrders.workspaceId, workspaceId))
    .orderBy(affiliateOrders.orderId);

async function imported(user: TestUser, campaign: string, csv: string): Promise<OrderImportResult> {
  const response = await importCsv(t, user, campaign, csv);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as OrderImportResult;
}

beforeAll(async () => {
  t = await createTestApp();
  ({ brand, campaignId } = await brandWithCampaign(t, { planId: 'premium' }, { title: 'Summer Glow' }));
  const { creator: layla } = await approvedCreator(t, brand, campaignId, 'Layla', 'Haddad');
  laylaCodeId = await createCodeAs(t, brand, campaignId, codeForm(layla.id, { code: 'LAYLA15' }));
  deletedCodeId = await createCodeAs(t, brand, campaignId, codeForm(layla.id, { code: 'OLDCODE' }));
  expect((await send(t, 'DELETE', `/api/brand-affiliate/codes/${deletedCodeId}`, brand)).status).toBe(204);
  const other = await createCampaignAs(t, brand, { title: 'Winter Launch' });
  otherCampaignId = other.id;
  const { creator: omar } = await approvedCreator(t, brand, otherCampaignId, 'Omar', 'Khan');
  await createCodeAs(t, brand, otherCampaignId, codeForm(omar.id, { code: 'OMAR20' }));
});
afterAll(() => t.close());

describe('POST /api/brand-affiliate/campaigns/:campaignId/orders', () => {
  it('imports a Shopify-style export: header spellings, a byte order mark, CRLF, codes without case, deleted codes', async () => {
    const csv = [
      '\uFEFFName,Created at,Discount Code,Total,Currency,Lineitem name',
      '#1001,2026-03-01 10:15:00 +0400,layla15,"1,234.50",AED,Serum',
      '#1001,2026-03-01 10:15:00 +0400,,,,Cleanser',
      '#1002,14/03/2026,OldCode,99,aed,Toner',
      '#1003,2026-03-02,,45.00,AED,Mask',
    ].join('\r\n');
    const result = await imported(brand, campaignId, csv);
    expect(result).toEqual({
      imported: 2,
      duplicates: 1,
      withoutCode: 1,
      errors: [],
      errorCount: 0,
      message: '2 orders imported',
    });
    const orders = await ordersOf(brand.id);
    expect(orders.map((order) => [order.orderId, order.codeId, order.totalMinor, order.currency])).toEqual([
      ['#1001', laylaCodeId, 123_450, 'AED'],
      ['#1002', deletedCodeId, 9_900, 'AED'],
    ]);
    expect(orders[0]!.orderedAt.toISOString()).toBe('2026-03-01T06:15:00.000Z');
    // A date without a zone is UAE time.
    expect(orders[1]!.orderedAt.toISOString()).toBe('2026-03-13T20:00:00.000Z');
  });

  it('ignores orders imported before, for any campaign of the workspace, and repeats within the file', async () => {
    const csv = [
      'order_id,order date,coupon code,order total,currency',
      '#1001,2026-03-01,LAYLA15,10,AED',
      '2001,2026-03-05,LAYLA15,50,AED',
      '2001,2026-03-05,LAYLA15,50,AED',
    ].join('\n');
    expect(await imported(brand, campaignId, csv)).toMatchObject({
      imported: 1,
      duplicates: 2,
      errorCount: 0,
    });
    expect(await imported(brand, campaignId, csv)).toMatchObject({
      imported: 0,
      duplicates: 3,
      errorCount: 0,
    });
    expect((await ordersOf(brand.id)).filter((order) => order.orderId === '2001')).toHaveLength(1);
  });

  it('reports unknown codes and bad rows by line and imports the rest', async () => {
    const csv = [
      'Order ID;Date;Discount Code;Order Total;Currency',
      '3001;2026-03-06;LAYLA15;20;AED',
      '3002;2026-03-06;WELCOME10;20;AED',
      '3003;2026-03-06;OMAR20;20;AED',
      '3004;not a date;LAYLA15;20;AED',
      '3005;2026-03-06;LAYLA15;twenty;AED',
      '3006;2026-03-06;LAYLA15;-5;AED',
      '3007;2026-03-06;LAYLA15;20;USD',
      ';2026-03-06;LAYLA15;20;AED',
      '',
      '3008;2999-01-01;LAYLA15;20;AED',
      '3009;"2026-03-06;LAYLA15;20;AED',
    ].join('\n');
    const result = await imported(brand, campaignId, csv);
    expect(result.imported).toBe(1);
    expect(result.errors).toEqual([
      { line: 3, message: ORDER_IMPORT_MESSAGES.unknownCode('WELCOME10') },
      { line: 4, message: ORDER_IMPORT_MESSAGES.otherCampaignCode('OMAR20') },
      { line: 5, message: ORDER_IMPORT_MESSAGES.dateInvalid },
      { line: 6, message: ORDER_IMPORT_MESSAGES.totalInvalid },
      { line: 7, message: ORDER_IMPORT_MESSAGES.totalNegative },
      { line: 8, message: ORDER_IMPORT_MESSAGES.currencyInvalid('USD') },
      { line: 9, message: ORDER_IMPORT_MESSAGES.orderIdMissing },
      { line: 11, message: ORDER_IMPORT_MESSAGES.dateInFuture },
      { line: 12, message: ORDER_IMPORT_MESSAGES.brokenRow },
    ]);
    expect(result.errorCount).toBe(9);
    expect((await ordersOf(brand.id)).map((order) => order.orderId)).toContain('3001');
  });

  it('refuses a file that is not an order export with 400 and the reason, storing nothing', async () => {
    const before = await ordersOf(brand.id);
    const cases: [string | Uint8Array, string][] = [
      ['Order ID,Total\n1,20', ORDER_IMPORT_MESSAGES.missingColumns(['Date', 'Discount Code'])],
      ['Order ID,Date,Discount Code,Total\n', ORDER_IMPORT_MESSAGES.empty],
      ['', ORDER_IMPORT_MESSAGES.empty],
      [new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00, 0x08]), ORDER_IMPORT_MESSAGES.notText],
    ];
    for (const [csv, message] of cases) {
      const response = await importCsv(t, brand, campaignId, csv);
      expect(response.status, message).toBe(400);
      expect((await response.json()).error.message).toBe(message);
    }
    const noFile = await t.request(`/api/brand-affiliate/campaigns/${campaignId}/orders`, {
      method: 'POST',
      body: new FormData(),
      headers: { cookie: brand.cookie },
    });
    expect(noFile.status).toBe(400);
    expect((await noFile.json()).error.fields.file).toEqual([ORDER_IMPORT_MESSAGES.fileRequired]);
    expect(await ordersOf(brand.id)).toEqual(before);
  });

  it('refuses a file over the size limit with 413', async () => {
    const row = '9999,2026-03-06,LAYLA15,20,AED\n';
    const csv = `Order ID,Date,Discount Code,Total,Currency\n${row.repeat(Math.ceil(ORDER_IMPORT_MAX_BYTES / row.length) + 10)}`;
    const response = await importCsv(t, brand, campaignId, csv);
    expect(response.status).toBe(413);
    expect((await response.json()).error.message).toBe(ORDER_IMPORT_MESSAGES.tooLarge);
  });

  it("refuses another workspace's campaign (404), members not assigned to it (403) and signed-out callers (401)", async () => {
    const csv = 'Order ID,Date,Discount Code,Total\n7001,2026-03-06,LAYLA15,20';
    const { brand: other } = await brandWithCampaign(t, { planId: 'premium' });
    expect((await importCsv(t, other, campaignId, csv)).status).toBe(404);
    const member = await createColleague(t, brand.id, 'member');
    expect((await importCsv(t, member, campaignId, csv)).status).toBe(403);
    expect((await importCsv(t, undefined, campaignId, csv)).status).toBe(401);
    expect((await ordersOf(brand.id)).map((order) => order.orderId)).not.toContain('7001');
    expect(await ordersOf(other.id)).toEqual([]);
  });
});
