import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createColleague } from '../../test/factories/brand';
import { applyAs, brandWithCampaign, createCreator, send } from '../applications/applications.fixtures';
import { approvedContent, approvedPayout, figures, markPaid, submitResults } from './results.fixtures';

// The brand's CSV downloads (issue 16 items 4 and 5, decision 0045): Export Report of the
// report dialog and the payout history. The expected files are written out here in full, so
// quoting, the neutralised formulas and the byte order mark are checked as a spreadsheet
// would read them.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const BOM = '\uFEFF';
const csvOf = (...lines: string[]) => `${BOM}${lines.map((line) => `${line}\r\n`).join('')}`;
/** An ISO time as the CSV writes it: '2026-06-12 09:30:00' (UTC). */
const cellTime = (iso: string) => new Date(iso).toISOString().slice(0, 19).replace('T', ' ');
/** The file as stored: `Response.text()` would drop the byte order mark Excel needs. */
const fileText = async (response: Response) =>
  new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
const utcDay = () => new Date().toISOString().slice(0, 10);

const REPORT_HEADER =
  'Campaign,Creator,Platform,Content Type,Content URL,Caption,Status,Views,Likes,Comments,Shares,Engagement Rate (%),Submitted At (UTC)';
const PAYOUTS_HEADER = 'Campaign,Brand,Creator,Amount (AED),Status,Paid On,Reference';

describe('GET /api/results/campaigns/:campaignId/export', () => {
  it("names the file after a title with commas and quotes, quotes the cells and neutralises a caption's formula", async () => {
    const title = 'Eid "Glow" Edit, Dubai';
    const { brand, campaignId } = await brandWithCampaign(
      t,
      { planId: 'enterprise' },
      { title, platforms: ['instagram'] },
    );
    const creator = await createCreator(t, 'Mira', 'Haddad');
    const application = await applyAs(t, creator, { type: 'direct', campaignId });
    expect((await send(t, 'POST', `/api/applications/${application.id}/approve`, brand)).status).toBe(200);
    const submitted = await send(t, 'POST', '/api/submissions', creator, {
      applicationId: application.id,
      platform: 'instagram',
      contentUrl: 'https://instagram.com/p/eid-glow',
      contentType: 'reel',
      caption: '=HYPERLINK("https://evil.example","Click")',
      metrics: { views: 2000, likes: 150, comments: 11 },
    });
    expect(submitted.status).toBe(201);
    const { submission } = (await submitted.json()) as { submission: { createdAt: string } };

    const response = await send(t, 'GET', `/api/results/campaigns/${campaignId}/export`, brand);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    // '"' cannot be in a file name: it and the spaces become underscores, runs of them one.
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Eid_Glow_Edit,_Dubai_submissions.csv"; filename*=UTF-8''Eid_Glow_Edit%2C_Dubai_submissions.csv`,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await fileText(response)).toBe(
      csvOf(
        REPORT_HEADER,
        // rate (150 + 11) / 2000 × 100 = 8.05; the caption's formula starts with a quote mark.
        `"Eid ""Glow"" Edit, Dubai",Mira Haddad,Instagram,Reel,https://instagram.com/p/eid-glow,` +
          `"'=HYPERLINK(""https://evil.example"",""Click"")",Awaiting Review,2000,150,11,,8.05,` +
          cellTime(submission.createdAt),
      ),
    );
  });

  it('gives a campaign without submissions its header row only, to every person of the workspace', async () => {
    const { brand, campaignId } = await brandWithCampaign(t, { planId: 'enterprise' });
    const member = await createColleague(t, brand.id, 'member');
    const response = await send(t, 'GET', `/api/results/campaigns/${campaignId}/export`, member);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain(
      'filename="Summer_Coffee_Launch_submissions.csv"',
    );
    expect(await fileText(response)).toBe(csvOf(REPORT_HEADER));
  });

  it("refuses another workspace's campaign (404), a creator (403), a signed-out caller (401) and a bad id (400)", async () => {
    const { campaignId } = await brandWithCampaign(t, { planId: 'enterprise' });
    const { brand: other } = await brandWithCampaign(t, { planId: 'enterprise' });
    const path = `/api/results/campaigns/${campaignId}/export`;

    const foreign = await send(t, 'GET', path, other);
    expect(foreign.status).toBe(404);
    expect(foreign.headers.get('content-disposition')).toBeNull();
    expect((await send(t, 'GET', path, await createCreator(t))).status).toBe(403);
    expect((await send(t, 'GET', path)).status).toBe(401);
    const malformed = await send(t, 'GET', '/api/results/campaigns/not-a-uuid/export', other);
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({
      error: { fields: { campaignId: ['Results not found'] } },
    });
  });
});

describe('GET /api/payouts/export', () => {
  it("lists the workspace's payouts newest first, with its brand, amounts as numbers and a neutralised reference", async () => {
    const paid = await approvedPayout(t, 1500.5);
    const { brand, campaignId } = paid;
    expect(
      (await markPaid(t, brand, paid.applicationId, { paidOn: '2026-01-15', reference: '=1+2' })).status,
    ).toBe(200);
    const pending = await approvedContent(t, {
      brand,
      campaignId,
      creator: await createCreator(t, 'Omar', 'Saleh'),
    });
    expect((await submitResults(t, pending.creator, figures(pending.applicationId))).status).toBe(201);

    const before = utcDay();
    const response = await send(t, 'GET', '/api/payouts/export', brand);
    const after = utcDay();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const disposition = response.headers.get('content-disposition');
    expect([before, after].map((day) => `partnerly_payouts_${day}.csv`)).toContainEqual(
      /filename="([^"]+)"/.exec(disposition ?? '')?.[1],
    );
    expect(await fileText(response)).toBe(
      csvOf(
        PAYOUTS_HEADER,
        'Summer Coffee Launch,Test Brand Co.,Omar Saleh,,Pending,,',
        "Summer Coffee Launch,Test Brand Co.,Sara Ahmed,1500.50,Paid,2026-01-15,'=1+2",
      ),
    );
  });

  it('gives another workspace only its own (empty) history; refuses a creator (403) and a signed-out caller (401)', async () => {
    await approvedPayout(t);
    const { brand: other } = await brandWithCampaign(t, { planId: 'enterprise' });

    const foreign = await send(t, 'GET', '/api/payouts/export', other);
    expect(foreign.status).toBe(200);
    expect(await fileText(foreign)).toBe(csvOf(PAYOUTS_HEADER));
    expect((await send(t, 'GET', '/api/payouts/export', await createCreator(t))).status).toBe(403);
    expect((await send(t, 'GET', '/api/payouts/export')).status).toBe(401);
  });
});
