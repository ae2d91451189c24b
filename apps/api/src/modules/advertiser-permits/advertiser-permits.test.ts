import {
  ADVERTISER_PERMIT_MESSAGES,
  uaeToday,
  type AdminPermit,
  type AdminPermitList,
  type BrandApplication,
  type CreatorPage,
  type MyAdvertiserPermit,
} from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advertiserPermits, permitApprovalConfirmations, userActionsLog } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createElevatedAdmin } from '../../test/factories/admin';
import { createTestUser, type TestUser } from '../../test/users';
import { givenShareLink } from '../affiliate/creator-page.fixtures';
import {
  applyAs,
  brandView,
  brandWithCampaign,
  createCreator,
  negotiation,
  notificationsOf,
  send,
} from '../applications/applications.fixtures';
import { addDays } from '../platform-analytics/uae-days';

// The UAE Advertiser Permit (issue 24 item 1): entering it, the admin's verification, where it
// is shown, and the brand's approval of a paid campaign aimed at the UAE.

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createElevatedAdmin(t, 'admin');
});
afterAll(() => t.close());

const today = () => uaeToday(new Date());
const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string; message: string; fields?: Record<string, string[]> } })
    .error;

async function savePermit(user: TestUser, body: unknown) {
  const response = await send(t, 'PUT', '/api/advertiser-permit', user, body);
  return { status: response.status, body: (await response.json()) as MyAdvertiserPermit };
}
async function givenPermit(
  creator: TestUser,
  expiresOn = addDays(today(), 400),
  permitNumber = 'AP-2025-1234',
) {
  const saved = await savePermit(creator, { mode: 'permit', permitNumber, expiresOn });
  expect(saved.status).toBe(200);
  return saved.body;
}
const verify = (creator: TestUser, by = admin) =>
  send(t, 'POST', `/api/admin/advertiser-permits/${creator.id}/approve`, by);
async function givenVerifiedPermit(creator: TestUser, expiresOn?: string) {
  await givenPermit(creator, expiresOn);
  expect((await verify(creator)).status).toBe(200);
}
const queue = async (query = '') => {
  const response = await send(t, 'GET', `/api/admin/advertiser-permits${query}`, admin);
  expect(response.status).toBe(200);
  return (await response.json()) as AdminPermitList;
};

describe('entering a permit', () => {
  it('saves a trimmed number and expiry as pending, and answers it to its holder', async () => {
    const creator = await createCreator(t);
    const expiresOn = addDays(today(), 200);
    const saved = await savePermit(creator, { mode: 'permit', permitNumber: '  AP 55/2025  ', expiresOn });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      state: 'pending',
      permitNumber: 'AP 55/2025',
      expiresOn,
      exemption: null,
    });
    const mine = await send(t, 'GET', '/api/advertiser-permit', creator);
    expect(((await mine.json()) as MyAdvertiserPermit).state).toBe('pending');
  });

  it('refuses bad input with 400 and field messages', async () => {
    const creator = await createCreator(t);
    const cases: [unknown, string, string][] = [
      [
        { mode: 'permit', permitNumber: '   ', expiresOn: '2999-01-01' },
        'permitNumber',
        ADVERTISER_PERMIT_MESSAGES.numberRequired,
      ],
      [
        { mode: 'permit', permitNumber: 'x'.repeat(41), expiresOn: '2999-01-01' },
        'permitNumber',
        ADVERTISER_PERMIT_MESSAGES.numberTooLong,
      ],
      [
        { mode: 'permit', permitNumber: 'AP-1', expiresOn: '2999-02-30' },
        'expiresOn',
        ADVERTISER_PERMIT_MESSAGES.expiryInvalid,
      ],
      [{ mode: 'permit', permitNumber: 'AP-1' }, 'expiresOn', ADVERTISER_PERMIT_MESSAGES.expiryRequired],
      [
        { mode: 'permit', permitNumber: 'AP-1', expiresOn: addDays(today(), -1) },
        'expiresOn',
        ADVERTISER_PERMIT_MESSAGES.expiryPast,
      ],
      [{ mode: 'exempt', exemption: 'famous' }, 'exemption', ADVERTISER_PERMIT_MESSAGES.exemptionRequired],
    ];
    for (const [body, field, message] of cases) {
      const response = await send(t, 'PUT', '/api/advertiser-permit', creator, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await errorOf(response)).fields?.[field]).toContain(message);
    }
    const noMode = await send(t, 'PUT', '/api/advertiser-permit', creator, { permitNumber: 'AP-1' });
    expect(noMode.status).toBe(400);
    // Today is still valid (a permit is valid through its expiry day).
    expect(
      (await savePermit(creator, { mode: 'permit', permitNumber: 'AP-1', expiresOn: today() })).status,
    ).toBe(200);
  });

  it('is for creators only', async () => {
    const { brand } = await brandWithCampaign(t);
    const body = { mode: 'permit', permitNumber: 'AP-1', expiresOn: '2999-01-01' };
    expect((await send(t, 'PUT', '/api/advertiser-permit', brand, body)).status).toBe(403);
    expect((await send(t, 'GET', '/api/advertiser-permit', admin)).status).toBe(403);
    expect((await send(t, 'PUT', '/api/advertiser-permit', undefined, body)).status).toBe(401);
  });

  it('goes back to pending when the number or expiry changes, not when saved unchanged', async () => {
    const creator = await createCreator(t);
    const expiresOn = addDays(today(), 300);
    await givenVerifiedPermit(creator, expiresOn);
    const same = await savePermit(creator, { mode: 'permit', permitNumber: 'AP-2025-1234', expiresOn });
    expect(same.body.state).toBe('verified');
    const renewed = await savePermit(creator, {
      mode: 'permit',
      permitNumber: 'AP-2025-1234',
      expiresOn: addDays(expiresOn, 365),
    });
    expect(renewed.body.state).toBe('pending');
    expect((await verify(creator)).status).toBe(200);
    const renumbered = await savePermit(creator, {
      mode: 'permit',
      permitNumber: 'AP-2026-9',
      expiresOn: addDays(expiresOn, 365),
    });
    expect(renumbered.body).toMatchObject({ state: 'pending', permitNumber: 'AP-2026-9', reviewedAt: null });
  });

  it('records a declared exemption as exempt, out of the queue; none clears it', async () => {
    const creator = await createCreator(t);
    await givenPermit(creator);
    const exempt = await savePermit(creator, { mode: 'exempt', exemption: 'minor_content' });
    expect(exempt.body).toMatchObject({ state: 'exempt', exemption: 'minor_content', permitNumber: null });
    expect((await queue()).permits.some((permit) => permit.creator.id === creator.id)).toBe(false);
    expect((await verify(creator)).status).toBe(404);
    const none = await savePermit(creator, { mode: 'none' });
    expect(none.body.state).toBe('none');
  });

  it('reads as expired once its expiry day is over in the UAE', async () => {
    const creator = await createCreator(t);
    await givenVerifiedPermit(creator);
    await t.deps.database.db
      .update(advertiserPermits)
      .set({ expiresOn: addDays(today(), -1) })
      .where(eq(advertiserPermits.userId, creator.id));
    const mine = (await (
      await send(t, 'GET', '/api/advertiser-permit', creator)
    ).json()) as MyAdvertiserPermit;
    expect(mine.state).toBe('expired');
  });
});

describe('the admin queue', () => {
  it('lists pending permits first; verifying tells the creator and is audited once', async () => {
    const creator = await createTestUser(t, { userType: 'creator', firstName: 'Mira', lastName: 'Haddad' });
    await givenPermit(creator, undefined, 'AP-777');
    const listed = (await queue('?status=pending')).permits.find(
      (permit) => permit.creator.id === creator.id,
    );
    expect(listed).toMatchObject({
      reviewStatus: 'pending',
      permitNumber: 'AP-777',
      creator: { name: 'Mira Haddad' },
    });

    const approved = await verify(creator);
    expect(approved.status).toBe(200);
    expect(((await approved.json()) as AdminPermit).state).toBe('verified');
    const again = await verify(creator);
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe(ADVERTISER_PERMIT_MESSAGES.notPending);

    const notices = await notificationsOf(t, creator);
    expect(notices.map((notice) => notice.title)).toContain(ADVERTISER_PERMIT_MESSAGES.approved);
    const audit = await t.deps.database.db
      .select()
      .from(userActionsLog)
      .where(eq(userActionsLog.targetUserId, creator.id));
    expect(audit.map((row) => row.actionType)).toEqual(['permit_verified']);
  });

  it('rejects with a reason the creator reads; a reason is required', async () => {
    const creator = await createCreator(t);
    await givenPermit(creator);
    const reject = (body: unknown) =>
      send(t, 'POST', `/api/admin/advertiser-permits/${creator.id}/reject`, admin, body);
    const missing = await reject({ reason: '  ' });
    expect(missing.status).toBe(400);
    expect((await errorOf(missing)).fields?.reason).toContain(ADVERTISER_PERMIT_MESSAGES.reasonRequired);
    expect((await reject({ reason: 'x'.repeat(501) })).status).toBe(400);
    expect((await reject({ reason: 'The number is not in the Media Council register' })).status).toBe(200);
    const mine = (await (
      await send(t, 'GET', '/api/advertiser-permit', creator)
    ).json()) as MyAdvertiserPermit;
    expect(mine).toMatchObject({
      state: 'rejected',
      rejectionReason: 'The number is not in the Media Council register',
    });
  });

  it('is for admins only; unknown creators are 404', async () => {
    const creator = await createCreator(t);
    await givenPermit(creator);
    const { brand } = await brandWithCampaign(t);
    expect((await verify(creator, creator)).status).toBe(403);
    expect((await verify(creator, brand)).status).toBe(403);
    expect((await send(t, 'GET', '/api/admin/advertiser-permits', brand)).status).toBe(403);
    expect((await send(t, 'GET', '/api/admin/advertiser-permits?status=maybe', admin)).status).toBe(400);
    expect((await send(t, 'POST', '/api/admin/advertiser-permits/nobody/approve', admin)).status).toBe(404);
  });
});

describe('where the permit is shown', () => {
  it('on the public page while it stands, with the verified state', async () => {
    const creator = await createCreator(t);
    const shareCode = await givenShareLink(t, creator);
    const page = async () =>
      ((await (await t.request(`/api/creator-pages/${shareCode}`)).json()) as CreatorPage).creator
        .advertiserPermit;
    expect(await page()).toBeNull();
    await givenVerifiedPermit(creator);
    expect(await page()).toMatchObject({ state: 'verified', permitNumber: 'AP-2025-1234' });
    await savePermit(creator, { mode: 'permit', permitNumber: 'AP-9', expiresOn: addDays(today(), 10) });
    expect(await page()).toMatchObject({ state: 'pending', permitNumber: 'AP-9' });
    await send(t, 'POST', `/api/admin/advertiser-permits/${creator.id}/reject`, admin, {
      reason: 'Unknown number',
    });
    expect(await page()).toBeNull();
  });
});

/** A paid campaign aimed at the UAE whose content is due in 60 days. */
async function paidUaeCampaign(
  plan: { planId?: 'basic' | 'premium' | 'enterprise' } = { planId: 'enterprise' },
) {
  return brandWithCampaign(t, plan, {
    compensationType: 'monetary',
    targetCountries: ['AE'],
    applicationDeadline: addDays(today(), 20),
    contentDeadline: addDays(today(), 60),
  });
}
const cardOf = async (
  brand: TestUser,
  campaignId: string,
  applicationId: string,
): Promise<BrandApplication> =>
  (await brandView(t, brand, campaignId)).applications.find(
    (application) => application.id === applicationId,
  )!;
const approve = (brand: TestUser, applicationId: string, body: unknown = {}) =>
  send(t, 'POST', `/api/applications/${applicationId}/approve`, brand, body);

describe("the brand's approval on a paid UAE campaign", () => {
  it("shows a verified permit valid through the campaign's last date and approves without a confirmation", async () => {
    const { brand, campaignId } = await paidUaeCampaign();
    const creator = await createCreator(t);
    await givenVerifiedPermit(creator, addDays(today(), 90));
    const application = await applyAs(t, creator, { type: 'direct', campaignId });
    expect((await cardOf(brand, campaignId, application.id)).advertiserPermit).toEqual({
      state: 'verified',
      permitNumber: 'AP-2025-1234',
      expiresOn: addDays(today(), 90),
      exemption: null,
      isRequired: true,
      lastDate: addDays(today(), 60),
      isValidThrough: true,
      missingConfirmed: null,
    });
    expect((await approve(brand, application.id)).status).toBe(200);
  });

  it('refuses without a confirmation when the permit is missing, and records who confirmed', async () => {
    const { brand, campaignId } = await paidUaeCampaign();
    const creator = await createCreator(t);
    const application = await applyAs(t, creator, { type: 'direct', campaignId });
    expect((await cardOf(brand, campaignId, application.id)).advertiserPermit).toMatchObject({
      state: 'none',
      isRequired: true,
      isValidThrough: false,
    });
    const refused = await approve(brand, application.id);
    expect(refused.status).toBe(400);
    expect((await errorOf(refused)).fields?.confirmPermitMissing).toEqual([
      ADVERTISER_PERMIT_MESSAGES.confirmRequired,
    ]);
    expect((await approve(brand, application.id, { confirmPermitMissing: 'yes' })).status).toBe(400);
    expect((await cardOf(brand, campaignId, application.id)).status).toBe('pending');

    const approved = await approve(brand, application.id, { confirmPermitMissing: true });
    expect(approved.status).toBe(200);
    const card = (await approved.json()).application as BrandApplication;
    expect(card.status).toBe('approved');
    expect(card.advertiserPermit.missingConfirmed?.byName).toBeTruthy();
    const [recorded] = await t.deps.database.db
      .select()
      .from(permitApprovalConfirmations)
      .where(eq(permitApprovalConfirmations.applicationId, application.id));
    expect(recorded).toMatchObject({
      confirmedBy: brand.id,
      permitState: 'none',
      lastDate: addDays(today(), 60),
    });
  });

  it('counts a permit expiring before the last date, a pending one or an exemption as missing', async () => {
    const { brand, campaignId } = await paidUaeCampaign();
    const shortLived = await createCreator(t);
    await givenVerifiedPermit(shortLived, addDays(today(), 30));
    const pending = await createCreator(t);
    await givenPermit(pending);
    const exempt = await createCreator(t);
    await savePermit(exempt, { mode: 'exempt', exemption: 'own_business' });
    for (const creator of [shortLived, pending, exempt]) {
      const application = await applyAs(t, creator, { type: 'direct', campaignId });
      expect((await cardOf(brand, campaignId, application.id)).advertiserPermit.isValidThrough).toBe(false);
      expect((await approve(brand, application.id)).status).toBe(400);
    }
    // A submission deadline later than the campaign's dates moves the last date.
    const verified = await createCreator(t);
    await givenVerifiedPermit(verified, addDays(today(), 70));
    const late = await applyAs(t, verified, { type: 'direct', campaignId });
    expect((await approve(brand, late.id, { submissionDeadline: addDays(today(), 80) })).status).toBe(400);
    expect((await approve(brand, late.id, { submissionDeadline: addDays(today(), 65) })).status).toBe(200);
  });

  it("also guards the brand's accepting a creator's offer, which approves", async () => {
    const { brand, campaignId } = await paidUaeCampaign();
    const creator = await createCreator(t);
    const application = await applyAs(t, creator, negotiation(campaignId));
    const accept = (body?: unknown) =>
      send(t, 'POST', `/api/applications/${application.id}/negotiation/accept`, brand, body);
    const refused = await accept();
    expect(refused.status).toBe(400);
    expect((await errorOf(refused)).fields?.confirmPermitMissing).toBeDefined();
    expect((await accept({ confirmPermitMissing: true })).status).toBe(200);
  });

  it('leaves unpaid and non-UAE campaigns alone', async () => {
    const { brand, campaignId } = await brandWithCampaign(
      t,
      { planId: 'enterprise' },
      {
        compensationType: 'barter',
        targetCountries: ['AE'],
      },
    );
    const creator = await createCreator(t);
    const application = await applyAs(t, creator, { type: 'direct', campaignId });
    expect((await cardOf(brand, campaignId, application.id)).advertiserPermit.isRequired).toBe(false);
    expect((await approve(brand, application.id)).status).toBe(200);
  });

  it('refuses other roles and other brands, whatever the flag', async () => {
    const { brand, campaignId } = await paidUaeCampaign();
    const { brand: otherBrand } = await paidUaeCampaign();
    const creator = await createCreator(t);
    const application = await applyAs(t, creator, { type: 'direct', campaignId });
    const flagged = { confirmPermitMissing: true };
    expect((await approve(creator, application.id, flagged)).status).toBe(403);
    expect([403, 404]).toContain((await approve(otherBrand, application.id, flagged)).status);
    expect((await cardOf(brand, campaignId, application.id)).status).toBe('pending');
    const rows = await t.deps.database.db
      .select()
      .from(permitApprovalConfirmations)
      .where(eq(permitApprovalConfirmations.applicationId, application.id));
    expect(rows).toEqual([]);
  });
});
