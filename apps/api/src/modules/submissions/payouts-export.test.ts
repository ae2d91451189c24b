import type { Payout } from '@partnerly/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentRepresentations } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createTestUser, type TestUser } from '../../test/users';
import { brandWithCampaign, createCreator, send } from '../applications/applications.fixtures';
import { approvedPayout, call, markPaid } from './results.fixtures';

// The creator side's payout history (issue 16 items 4 and 8): GET /api/payouts/mine names the
// brand; an agent reads the creators it represents now; GET /api/payouts/mine/export is the
// same list as a CSV download.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const BOM = '\uFEFF';
const HEADER = 'Campaign,Brand,Creator,Amount (AED),Status,Paid On,Reference';
const utcDay = () => new Date().toISOString().slice(0, 10);

/** The download: status, headers and the file's records (after the byte order mark, CRLF ends). */
async function download(user: TestUser | undefined) {
  const response = await send(t, 'GET', '/api/payouts/mine/export', user);
  // Response.text() would drop the byte order mark Excel needs: decode keeping it.
  const body = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
  const records =
    response.status === 200 && body.startsWith(BOM) && body.endsWith('\r\n')
      ? body.slice(BOM.length, -2).split('\r\n')
      : null;
  return { status: response.status, headers: response.headers, body, records };
}

/** A creator's paid payout on a campaign with a title a CSV must quote. */
async function paidOnAwkwardCampaign(creator: TestUser, reference: string) {
  const { brand, campaignId } = await brandWithCampaign(
    t,
    { planId: 'enterprise' },
    { platforms: ['instagram'], title: 'Eid, "Mega" Sale' },
  );
  const payout = await approvedPayout(t, 1500, { brand, campaignId, creator });
  expect((await markPaid(t, brand, payout.applicationId, { paidOn: '2025-03-01', reference })).status).toBe(
    200,
  );
  return payout;
}

describe("the creator side's payout history", () => {
  it('downloads the payouts as CSV: quoted title, a formula neutralised, a dated file name, never cached', async () => {
    const creator = await createCreator(t, 'Sara', 'Ahmed');
    await paidOnAwkwardCampaign(creator, '=HYPERLINK("https://evil.example")');
    await approvedPayout(t, 99.5, { creator });

    const before = utcDay();
    const file = await download(creator);
    const after = utcDay();
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(file.headers.get('cache-control')).toBe('no-store');
    const disposition = file.headers.get('content-disposition') ?? '';
    expect(
      [before, after].map((day) => `attachment; filename="partnerly_payouts_${day}.csv"`),
    ).toContainEqual(disposition.split('; filename*=')[0]);
    expect(file.records).toEqual([
      HEADER,
      'Summer Coffee Launch,Test Brand Co.,Sara Ahmed,99.50,Approved,,',
      `"Eid, ""Mega"" Sale",Test Brand Co.,Sara Ahmed,1500.00,Paid,2025-03-01,"'=HYPERLINK(""https://evil.example"")"`,
    ]);

    const list = await call(t, creator, 'GET', '/api/payouts/mine');
    expect(list.body.totalEarned).toBe(1500);
    expect((list.body.payouts as Payout[]).map((payout) => [payout.campaignTitle, payout.brandName])).toEqual(
      [
        ['Summer Coffee Launch', 'Test Brand Co.'],
        ['Eid, "Mega" Sale', 'Test Brand Co.'],
      ],
    );
  });

  it('gives an agent the payouts of the creators it represents, with their names, and nothing once it ends', async () => {
    const sara = await createCreator(t, 'Sara', 'Agent');
    const omar = await createCreator(t, 'Omar', 'Other');
    await paidOnAwkwardCampaign(sara, 'TRX-7');
    await approvedPayout(t, 300, { creator: omar });
    const agent = await createTestUser(t, { userType: 'agent' });
    const [representation] = await t.deps.database.db
      .insert(agentRepresentations)
      .values({ agentId: agent.id, creatorId: sara.id, status: 'accepted' })
      .returning();

    const list = await call(t, agent, 'GET', '/api/payouts/mine');
    expect(list.body.totalEarned).toBe(1500);
    expect((list.body.payouts as Payout[]).map((payout) => [payout.creatorName, payout.status])).toEqual([
      ['Sara Agent', 'paid'],
    ]);
    expect((await download(agent)).records).toEqual([
      HEADER,
      '"Eid, ""Mega"" Sale",Test Brand Co.,Sara Agent,1500.00,Paid,2025-03-01,TRX-7',
    ]);

    // The creator ends the representation: the former agent sees none of it any more.
    const ended = await send(t, 'DELETE', `/api/agents/representations/${representation!.id}`, sara);
    expect(ended.status).toBe(204);
    expect((await call(t, agent, 'GET', '/api/payouts/mine')).body).toEqual({ payouts: [], totalEarned: 0 });
    expect((await download(agent)).records).toEqual([HEADER]);
  });

  it('refuses a brand (403) and a signed-out caller (401) with the error body, never a file', async () => {
    const { brand } = await approvedPayout(t);
    for (const [caller, status] of [
      [brand, 403],
      [undefined, 401],
    ] as const) {
      const refused = await download(caller);
      expect(refused.status).toBe(status);
      expect(refused.headers.get('content-disposition')).toBeNull();
      expect(JSON.parse(refused.body)).toMatchObject({ error: { code: expect.any(String) } });
    }
  });

  it('downloads just the header for a creator with no payouts', async () => {
    expect((await download(await createCreator(t, 'No', 'Payouts'))).records).toEqual([HEADER]);
  });
});
