import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createBrand } from '../../test/factories/brand';
import { createTestUser, type TestUser } from '../../test/users';
import { applyAs, brandWithCampaign, negotiation } from '../applications/applications.fixtures';
import { call, createProfile } from '../brand-profiles/brand-profiles.fixtures';
import { createCampaignAs } from '../campaigns/campaigns.fixtures';
import { createNotification } from '../notifications/create-notification';
import {
  approvedContent,
  approvedPayout,
  figures,
  markPaid,
  reviewResults,
  submitResults,
} from '../submissions/results.fixtures';
import { subscribeInSandbox } from '../subscriptions/subscriptions.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const exportOf = (user: TestUser | null) => call(t, user, 'GET', '/api/settings/export');

interface ExportedOffer {
  round: number;
  madeBy: string;
  isByAgent: boolean;
  amount: number;
  message: string | null;
}
interface ExportedApplication {
  id: string;
  role: string;
  offers: ExportedOffer[];
}

/** A brand with the basic plan paid in the sandbox, two brand profiles, a campaign, a notification and changed settings. */
async function busyBrand(label: string) {
  const brand = await createBrand(t);
  await subscribeInSandbox(t, brand, 'basic');
  const main = await createProfile(t, brand, { profileName: `${label} Main`, companyName: `${label} Co.` });
  const member = await createProfile(t, brand, { profileName: `${label} Teammate` });
  const campaign = await createCampaignAs(t, brand, { title: `${label} Launch` });
  await createNotification(t.deps, {
    userId: brand.id,
    type: 'system_update',
    title: `${label} notice`,
    message: `Only for ${label}`,
    email: false,
  });
  await call(t, brand, 'PUT', '/api/settings/privacy', { profileVisibility: 'brands-only' });
  return { brand, main, member, campaign };
}

describe('GET /api/settings/export', () => {
  it("downloads the brand's own data as a JSON attachment, and nothing of another user's", async () => {
    const mine = await busyBrand('Cedar');
    const theirs = await busyBrand('Juniper');

    const response = await exportOf(mine.brand);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="partnerly-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    const data = JSON.parse(text);

    expect(data.account).toMatchObject({
      id: mine.brand.id,
      email: mine.brand.email,
      signInMethods: [{ provider: 'password' }],
    });
    expect(data.profile).toMatchObject({ id: mine.brand.id, userType: 'brand' });
    expect(data.brandProfiles.map((p: { id: string }) => p.id)).toEqual([mine.main.id, mine.member.id]);
    expect(data.campaigns).toEqual([
      expect.objectContaining({ id: mine.campaign.id, title: 'Cedar Launch' }),
    ]);
    expect(data.notifications.map((n: { title: string }) => n.title).sort()).toEqual([
      'Cedar notice',
      'Payment Successful!',
    ]);
    expect(data.settings.privacy).toMatchObject({ profileVisibility: 'brands-only' });
    expect(data.settings.account).toEqual({
      emailNotifications: true,
      marketingEmails: false,
      publicProfile: true,
    });
    expect(data.subscription).toMatchObject({ planId: 'basic', status: 'active' });
    expect(data.payments).toEqual([
      expect.objectContaining({ planId: 'basic', status: 'completed', amount: 320, currency: 'AED' }),
    ]);

    // No secrets of the account itself...
    expect(text).not.toMatch(/password"\s*:|scrypt|session_token|"token"|accessToken|refreshToken/i);
    // ...and nothing of the other brand.
    for (const foreign of [
      theirs.brand.id,
      theirs.brand.email,
      theirs.main.id,
      theirs.member.id,
      theirs.campaign.id,
      'Juniper',
    ]) {
      expect(text).not.toContain(foreign);
    }
  });

  it('gives a creator their own profile, settings and notifications, with no brand data', async () => {
    const creator = await createTestUser(t, { firstName: 'Maya', lastName: 'Rahman' });
    await call(t, creator, 'PUT', '/api/settings/account', { emailNotifications: false });
    const data = await (await exportOf(creator)).json();
    expect(data.profile).toMatchObject({ id: creator.id, userType: 'creator', firstName: 'Maya' });
    expect(data.settings.account.emailNotifications).toBe(false);
    expect(data.brandProfiles).toEqual([]);
    expect(data.campaigns).toEqual([]);
    expect(data.subscription).toBeNull();
    expect(data.payments).toEqual([]);
  });

  it("gives a creator their applications with the negotiation, and not another creator's", async () => {
    const { campaignId } = await brandWithCampaign(t);
    const creator = await createTestUser(t, { firstName: 'Omar', lastName: 'Saleh' });
    const rival = await createTestUser(t, { firstName: 'Lina', lastName: 'Haddad' });
    const mine = await applyAs(
      t,
      creator,
      negotiation(campaignId, { pitch: 'Reels at sunrise', proposedRate: 900 }),
    );
    const theirs = await applyAs(
      t,
      rival,
      negotiation(campaignId, { pitch: 'Rival pitch', proposedRate: 700 }),
    );

    const response = await exportOf(creator);
    const text = await response.text();
    const data = JSON.parse(text);
    expect(data.applications).toEqual([
      expect.objectContaining({
        id: mine.id,
        campaignId,
        role: 'creator',
        pitch: 'Reels at sunrise',
        offers: [expect.objectContaining({ round: 1, madeBy: 'creator', amount: 900 })],
      }),
    ]);
    for (const foreign of [theirs.id, rival.id, rival.email, 'Rival pitch'])
      expect(text).not.toContain(foreign);
  });

  it("gives a brand its side of the applications to its campaigns, and nothing of the creators' or another brand's", async () => {
    const mine = await brandWithCampaign(t, { planId: 'enterprise' });
    const theirs = await brandWithCampaign(t, { planId: 'enterprise' });
    const nour = await createTestUser(t, { firstName: 'Nour', lastName: 'Ali' });
    const sami = await createTestUser(t, { firstName: 'Sami', lastName: 'Odeh' });
    const negotiated = await applyAs(
      t,
      nour,
      negotiation(mine.campaignId, { pitch: 'Nour pitch at dawn', proposedRate: 2000 }),
    );
    const rejected = await applyAs(t, sami, { type: 'direct', campaignId: mine.campaignId });
    const elsewhere = await applyAs(t, nour, negotiation(theirs.campaignId, { proposedRate: 1800 }));
    const counter = (brand: TestUser, id: string, amount: number, message: string) =>
      call(t, brand, 'POST', `/api/applications/${id}/negotiation/counter`, { amount, message });
    expect((await counter(mine.brand, negotiated.id, 1200, 'Our budget is tighter')).status).toBe(200);
    expect((await counter(theirs.brand, elsewhere.id, 1500, 'Juniper budget note')).status).toBe(200);
    expect((await call(t, mine.brand, 'POST', `/api/applications/${rejected.id}/reject`)).status).toBe(200);

    const text = await (await exportOf(mine.brand)).text();
    const data = JSON.parse(text);
    expect(data.applications).toEqual([
      expect.objectContaining({
        id: negotiated.id,
        campaignId: mine.campaignId,
        role: 'brand',
        status: 'pending',
        negotiationStatus: 'in_progress',
        decidedAt: null,
        counterOffers: [
          expect.objectContaining({ round: 2, amount: 1200, message: 'Our budget is tighter' }),
        ],
      }),
      expect.objectContaining({
        id: rejected.id,
        campaignId: mine.campaignId,
        role: 'brand',
        status: 'rejected',
        decidedAt: expect.any(String),
        counterOffers: [],
      }),
    ]);
    for (const foreign of [
      'Nour pitch at dawn',
      nour.id,
      nour.email,
      sami.id,
      sami.email,
      elsewhere.id,
      theirs.campaignId,
      'Juniper budget note',
    ]) {
      expect(text).not.toContain(foreign);
    }
    // The creator's own export is unchanged: their applications, not the brand's side.
    const creatorsData = await (await exportOf(nour)).json();
    expect(creatorsData.applications.map((a: { role: string }) => a.role)).toEqual(['creator', 'creator']);
  });

  it("gives a former agent only what it may still see of the creator's negotiation: its own offers, nothing after the end", async () => {
    const { brand, campaignId } = await brandWithCampaign(t);
    const creator = await createTestUser(t, { firstName: 'Hala', lastName: 'Nasser' });
    const agent = await createTestUser(t, { userType: 'agent', firstName: 'Rami', lastName: 'Agent' });
    const asked = await call(t, agent, 'POST', '/api/agents/representations', {
      creatorEmail: creator.email,
    });
    const { id: representationId } = (await asked.json()).representation;
    await call(t, creator, 'POST', `/api/agents/representations/${representationId}/accept`);
    const application = await applyAs(t, agent, {
      ...negotiation(campaignId, { pitch: 'Rami pitch for Hala', proposedRate: 1500 }),
      creatorId: creator.id,
    });
    const counter = (user: TestUser, amount: number, message: string) =>
      call(t, user, 'POST', `/api/applications/${application.id}/negotiation/counter`, { amount, message });
    expect((await counter(brand, 1200, 'Brand counter while represented')).status).toBe(200);

    const agentsExport = async () =>
      ((await (await exportOf(agent)).json()).applications as ExportedApplication[]).find(
        (exported) => exported.id === application.id,
      );
    const offersOf = (offers: ExportedOffer[]) =>
      offers.map(({ round, madeBy, amount, message }) => ({ round, madeBy, amount, message }));

    // While it represents the creator, the export shows what the read route shows.
    const read = await call(t, agent, 'GET', `/api/applications/${application.id}`);
    expect(read.status).toBe(200);
    const { application: seen } = await read.json();
    const during = await agentsExport();
    expect(during).toMatchObject({
      role: 'agent',
      status: seen.status,
      negotiationStatus: seen.negotiationStatus,
      pitch: seen.pitch,
    });
    expect(offersOf(during!.offers)).toEqual(offersOf(seen.offers));

    // The creator ends the representation and negotiates on alone.
    const ended = await call(t, creator, 'DELETE', `/api/agents/representations/${representationId}`);
    expect(ended.status).toBe(204);
    expect((await counter(creator, 1400, 'Hala alone after the end')).status).toBe(200);
    expect((await counter(brand, 1300, 'Brand reply after the end')).status).toBe(200);

    // The read routes show the former agent nothing of it any more...
    expect((await call(t, agent, 'GET', `/api/applications/${application.id}`)).status).toBe(404);
    const mine = await (await call(t, agent, 'GET', '/api/applications/mine')).json();
    expect(mine.applications).toEqual([]);
    // ...and the export keeps only what the agent made itself, before the end.
    const after = await agentsExport();
    expect(after).toEqual({
      id: application.id,
      campaignId,
      role: 'former-agent',
      applicationType: 'negotiation',
      pitch: 'Rami pitch for Hala',
      createdAt: application.createdAt,
      offers: [expect.objectContaining({ round: 1, madeBy: 'creator', isByAgent: true, amount: 1500 })],
    });
    const text = await (await exportOf(agent)).text();
    // Amounts are matched as JSON values and as the notifications word them: a bare '1400'
    // can occur inside a random id.
    for (const unseen of [
      'after the end',
      'Brand counter while represented',
      '"amount":1400',
      '"amount":1300',
      'AED 1,400',
      'AED 1,300',
    ])
      expect(text).not.toContain(unseen);

    // The creator's own export still has the whole negotiation.
    const creatorsData = await (await exportOf(creator)).json();
    expect(creatorsData.applications[0].offers.map((offer: ExportedOffer) => offer.round)).toEqual([
      1, 2, 3, 4,
    ]);
  });

  it("gives a creator their submissions with the brand's review, an agent only the content it sent", async () => {
    const { brand, campaignId } = await brandWithCampaign(t, { planId: 'enterprise' });
    const creator = await createTestUser(t, { firstName: 'Dana', lastName: 'Fares' });
    const rival = await createTestUser(t, { firstName: 'Yara', lastName: 'Aziz' });
    const agent = await createTestUser(t, { userType: 'agent', firstName: 'Rami', lastName: 'Agent' });
    const asked = await call(t, agent, 'POST', '/api/agents/representations', { creatorEmail: rival.email });
    const { id: representationId } = (await asked.json()).representation;
    await call(t, rival, 'POST', `/api/agents/representations/${representationId}/accept`);
    const submitFor = async (user: TestUser, applicationId: string, contentUrl: string) => {
      const response = await call(t, user, 'POST', '/api/submissions', {
        applicationId,
        platform: 'instagram',
        contentUrl,
        contentType: 'reel',
        caption: `Caption of ${contentUrl}`,
      });
      expect(response.status).toBe(201);
      return (await response.json()).submission as { id: string };
    };
    const ownApplication = await applyAs(t, creator, { type: 'direct', campaignId });
    const rivalApplication = await applyAs(t, rival, { type: 'direct', campaignId });
    for (const { id } of [ownApplication, rivalApplication]) {
      expect((await call(t, brand, 'POST', `/api/applications/${id}/approve`)).status).toBe(200);
    }
    const own = await submitFor(creator, ownApplication.id, 'https://instagram.com/p/dana');
    const rivals = await submitFor(agent, rivalApplication.id, 'https://instagram.com/p/yara');
    for (const [id, feedback] of [
      [own.id, 'Show the label please'],
      [rivals.id, 'Brighter light for Yara'],
    ]) {
      const reviewed = await call(t, brand, 'POST', `/api/submissions/${id}/review`, {
        action: 'revision',
        feedback,
      });
      expect(reviewed.status).toBe(200);
    }

    const text = await (await exportOf(creator)).text();
    expect(JSON.parse(text).submissions).toEqual([
      {
        id: own.id,
        applicationId: ownApplication.id,
        campaignId,
        role: 'creator',
        platform: 'instagram',
        contentUrl: 'https://instagram.com/p/dana',
        contentType: 'reel',
        caption: 'Caption of https://instagram.com/p/dana',
        screenshotUploadIds: [],
        metrics: null,
        status: 'revision_requested',
        feedback: 'Show the label please',
        manualInputRequested: false,
        revisionRequested: true,
        submittedAt: expect.any(String),
        updatedAt: expect.any(String),
        reviewedAt: expect.any(String),
      },
    ]);
    for (const foreign of [rivals.id, 'instagram.com/p/yara', 'Brighter light for Yara']) {
      expect(text).not.toContain(foreign);
    }

    const agentsSubmissions = (await (await exportOf(agent)).json()).submissions;
    expect(agentsSubmissions).toEqual([
      {
        id: rivals.id,
        applicationId: rivalApplication.id,
        campaignId,
        role: 'agent',
        platform: 'instagram',
        contentUrl: 'https://instagram.com/p/yara',
        contentType: 'reel',
        caption: 'Caption of https://instagram.com/p/yara',
        submittedAt: expect.any(String),
      },
    ]);
    expect(JSON.stringify(agentsSubmissions)).not.toContain('Brighter light for Yara');
    expect((await (await exportOf(brand)).json()).submissions).toEqual([]);
  });

  it('gives a creator their results and payout, an agent only the figures it reported, the brand owner its payouts', async () => {
    const paid = await approvedPayout(t, 1500);
    expect(
      (await markPaid(t, paid.brand, paid.applicationId, { paidOn: '2026-01-15', reference: 'TRX-4471' }))
        .status,
    ).toBe(200);
    const rival = await createTestUser(t, { firstName: 'Yara', lastName: 'Aziz' });
    const agent = await createTestUser(t, { userType: 'agent', firstName: 'Rami', lastName: 'Agent' });
    const asked = await call(t, agent, 'POST', '/api/agents/representations', { creatorEmail: rival.email });
    const { id: representationId } = (await asked.json()).representation;
    await call(t, rival, 'POST', `/api/agents/representations/${representationId}/accept`);
    const rivals = await approvedContent(t, {
      brand: paid.brand,
      campaignId: paid.campaignId,
      creator: rival,
    });
    const reported = figures(rivals.applicationId, {
      contentUrl: 'https://instagram.com/p/yara',
      views: 777,
    });
    expect((await submitResults(t, agent, reported)).status).toBe(201);
    const correction = 'Add the insights screenshot for Yara';
    expect(
      (
        await reviewResults(t, paid.brand, rivals.applicationId, {
          action: 'correction',
          message: correction,
        })
      ).status,
    ).toBe(200);

    const text = await (await exportOf(paid.creator)).text();
    const creatorsData = JSON.parse(text);
    expect(creatorsData.results).toEqual([
      expect.objectContaining({
        applicationId: paid.applicationId,
        campaignId: paid.campaignId,
        role: 'creator',
        views: 10_000,
        likes: 400,
        comments: 30,
        shares: 20,
        engagement: { rate: 4.3, score: 50, level: 'strong' },
        payout: { status: 'paid', amount: 1500, paidOn: '2026-01-15', reference: 'TRX-4471' },
      }),
    ]);
    expect(creatorsData.payoutsMade).toEqual([]);
    for (const foreign of [rivals.applicationId, 'instagram.com/p/yara', correction]) {
      expect(text).not.toContain(foreign);
    }

    const agentsResults = (await (await exportOf(agent)).json()).results;
    expect(agentsResults).toEqual([
      {
        id: expect.any(String),
        applicationId: rivals.applicationId,
        campaignId: paid.campaignId,
        role: 'agent',
        contentUrl: 'https://instagram.com/p/yara',
        views: 777,
        likes: 400,
        comments: 30,
        shares: 20,
        submittedAt: expect.any(String),
      },
    ]);

    const brandsData = await (await exportOf(paid.brand)).json();
    expect(brandsData.results).toEqual([]);
    expect(
      brandsData.payoutsMade.map(({ applicationId, status, amount, reference }: Record<string, unknown>) => ({
        applicationId,
        status,
        amount,
        reference,
      })),
    ).toEqual(
      expect.arrayContaining([
        { applicationId: paid.applicationId, status: 'paid', amount: 1500, reference: 'TRX-4471' },
        { applicationId: rivals.applicationId, status: 'pending', amount: null, reference: null },
      ]),
    );
    expect(brandsData.payoutsMade).toHaveLength(2);
  });

  it('answers 401 signed out', async () => {
    const response = await exportOf(null);
    expect(response.status).toBe(401);
    expect(response.headers.get('content-disposition')).toBeNull();
  });
});
