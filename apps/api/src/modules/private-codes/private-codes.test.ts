import {
  PRIVATE_CODE_MESSAGES,
  PRIVATE_CODES_EVENT,
  REDEMPTION_LIVE_EVENT,
  WORKSPACE_MESSAGES,
  privateCodeExpiresAt,
  type BrandProfile,
  type PrivateCode,
} from '@partnerly/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { privateCodeRedemptions, workspaceActivity } from '../../db/schema';
import type { UserEvent } from '../../integrations/events/event-bus';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/create-test-app';
import { EVENTUALLY } from '../../test/eventually';
import { createBrand, createColleague, giveSubscription } from '../../test/factories/brand';
import type { TestUser } from '../../test/users';
import { connectEvents, createCreator } from '../applications/applications.fixtures';
import { createProfile } from '../brand-profiles/brand-profiles.fixtures';
import { codeLiveKey } from './code-live';
import {
  call,
  codeForm,
  createCodeAs,
  createdCode,
  insertAttempt,
  insertCode,
  overviewOf,
  privateCodeRow,
  uploadLogo,
} from './private-codes.fixtures';

const M = PRIVATE_CODE_MESSAGES;
const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
let owner: TestUser;
let main: BrandProfile;
let outlet: BrandProfile;
let manager: TestUser;
/** Role member, assigned to the Outlet profile only. */
let member: TestUser;
let other: TestUser;
const db = () => t.deps.database.db;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createBrand(t);
  await giveSubscription(t, owner.id, { planId: 'premium' });
  main = await createProfile(t, owner, { profileName: 'Main', companyName: 'Acme Trading' });
  outlet = await createProfile(t, owner, { profileName: 'Outlet' });
  manager = await createColleague(t, owner.id, 'manager');
  member = await createColleague(t, owner.id, 'member', [outlet.id]);
  other = await createBrand(t);
  await giveSubscription(t, other.id, { planId: 'premium' });
});
afterAll(() => t.close());

describe('POST /api/private-codes', () => {
  it('creates a code under the acting profile: PREFIX-XXXXXX, all uses left, the public address', async () => {
    const expiry = new Date(Date.now() + 10 * DAY_MS).toISOString().slice(0, 10);
    const logoUploadId = await uploadLogo(t, owner);
    const code = await createdCode(
      t,
      owner,
      codeForm({
        campaignName: 'Spring Sale 2025',
        maxUses: 40,
        expirationDate: expiry,
        businessLocation: 'Dubai Mall, Ground Floor',
        googleMapsUrl: 'https://maps.google.com/?q=Dubai+Mall',
        logoUploadId,
      }),
      main.id,
    );
    expect(code.code).toMatch(/^SPRING-[A-Z0-9]{6}$/);
    expect(code).toMatchObject({
      campaignName: 'Spring Sale 2025',
      discountDescription: '20% off any order in store',
      maxUses: 40,
      remainingUses: 40,
      redemptions: 0,
      status: 'active',
      isExpired: false,
      expirationDate: expiry,
      expiresAt: privateCodeExpiresAt(expiry).toISOString(),
      businessLocation: 'Dubai Mall, Ground Floor',
      googleMapsUrl: 'https://maps.google.com/?q=Dubai+Mall',
      logoUrl: `/api/uploads/${logoUploadId}`,
      brandProfile: { id: main.id, name: 'Acme Trading' },
      shareUrl: `${TEST_ORIGIN}/r/${code.code}`,
    });

    const overview = await overviewOf(t, owner);
    expect(overview.codes.find((listed) => listed.id === code.id)).toEqual(code);
    const [line] = await db()
      .select()
      .from(workspaceActivity)
      .where(
        and(
          eq(workspaceActivity.workspaceId, owner.id),
          eq(workspaceActivity.action, 'private_code_created'),
        ),
      );
    expect(line?.subject).toBe(`${code.code} (Spring Sale 2025)`);
  });

  it('fills the defaults: 10 uses, no expiry, CODE for a name without letters', async () => {
    const code = await createdCode(t, owner, {
      campaignName: '2025 !!!',
      discountDescription: 'Buy one get one',
    });
    expect(code.code).toMatch(/^CODE-[A-Z0-9]{6}$/);
    expect(code).toMatchObject({ maxUses: 10, remainingUses: 10, expirationDate: null, expiresAt: null });
  });

  it('tells the workspace’s open pages that the codes changed', async () => {
    const stream = await connectEvents(t, manager);
    const code = await createdCode(t, owner);
    expect(await stream.nextEvent(PRIVATE_CODES_EVENT)).toMatchObject({
      data: { codeId: code.id, change: 'created' },
    });
    await stream.close();
  });

  it('answers bad input with 400 and the field messages, and uses nothing of the month', async () => {
    const before = (await overviewOf(t, owner)).stats;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ campaignName: ' ' }, 'campaignName', M.campaignNameRequired],
      [{ campaignName: 'x'.repeat(101) }, 'campaignName', M.campaignNameTooLong],
      [{ discountDescription: '' }, 'discountDescription', M.discountRequired],
      [{ maxUses: 0 }, 'maxUses', M.maxUsesRange],
      [{ maxUses: 1001 }, 'maxUses', M.maxUsesRange],
      [{ maxUses: 2.5 }, 'maxUses', M.maxUsesRange],
      [{ expirationDate: '2020-01-01' }, 'expirationDate', M.expiryPast],
      [{ expirationDate: 'tomorrow' }, 'expirationDate', M.expiryInvalid],
      [{ googleMapsUrl: 'javascript:alert(1)' }, 'googleMapsUrl', M.mapsUrlInvalid],
      [{ businessLocation: 'x'.repeat(201) }, 'businessLocation', M.locationTooLong],
      [{ logoUploadId: 'not-an-id' }, 'logoUploadId', M.logoNotFound],
    ];
    for (const [change, field, message] of cases) {
      const response = await createCodeAs(t, owner, { ...codeForm(), ...change });
      expect(response.status, field).toBe(400);
      expect((await response.json()).error.fields[field], field).toEqual([message]);
    }
    expect((await overviewOf(t, owner)).stats).toEqual(before);
  });

  it("refuses a logo that is someone else's upload or not an image", async () => {
    const othersLogo = await uploadLogo(t, other);
    const notMine = await createCodeAs(t, owner, codeForm({ logoUploadId: othersLogo }));
    expect(notMine.status).toBe(400);
    expect((await notMine.json()).error.fields).toEqual({ logoUploadId: [M.logoNotFound] });

    const form = new FormData();
    const pdf = Buffer.from('%PDF-1.4\n%\xe2\xe3\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n', 'latin1');
    form.append('file', new File([new Uint8Array(pdf)], 'terms.pdf', { type: 'application/pdf' }));
    form.append('purpose', 'document');
    const uploaded = await call(t, owner, 'POST', '/api/uploads', form);
    expect(uploaded.status).toBe(201);
    const { id } = (await uploaded.json()) as { id: string };
    const notImage = await createCodeAs(t, owner, codeForm({ logoUploadId: id }));
    expect(notImage.status).toBe(400);
    expect((await notImage.json()).error.fields).toEqual({ logoUploadId: [M.logoNotImage] });
  });

  it('lets a member create under an assigned profile only, and refuses creators and signed-out callers', async () => {
    const assigned = await createdCode(t, member, codeForm({ campaignName: 'Outlet Deal' }), outlet.id);
    expect(assigned.brandProfile).toEqual({ id: outlet.id, name: 'Outlet' });
    // Without the header a member acts as their first assigned profile.
    expect((await createdCode(t, member)).brandProfile?.id).toBe(outlet.id);

    const refused = await createCodeAs(t, member, codeForm(), main.id);
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.message).toBe(WORKSPACE_MESSAGES.notAssigned);

    const creator = await createCreator(t);
    expect((await createCodeAs(t, creator)).status).toBe(403);
    const signedOut = await call(t, null, 'POST', '/api/private-codes', codeForm());
    expect(signedOut.status).toBe(401);
    expect((await signedOut.json()).error.message).toBe(M.loginRequired);
    // Another workspace cannot act as this workspace's profile.
    expect((await createCodeAs(t, other, codeForm(), main.id)).status).toBe(404);
  });
});

describe('GET /api/private-codes', () => {
  let brand: TestUser;
  let colleague: TestUser;
  let profile: BrandProfile;
  const now = Date.now();

  beforeAll(async () => {
    brand = await createBrand(t);
    await giveSubscription(t, brand.id, { planId: 'basic' });
    profile = await createProfile(t, brand, { profileName: 'Cafe', companyName: 'Oasis Cafe' });
    colleague = await createColleague(t, brand.id, 'member');
  });

  it('shows an empty tab with the plan facts before the first code', async () => {
    expect(await overviewOf(t, brand)).toEqual({
      stats: { totalCodes: 0, totalRedemptions: 0, successRate: 0, monthlyUsed: 0, monthlyLimit: 2 },
      plan: {
        planId: 'basic',
        planName: 'Basic',
        hasActiveSubscription: true,
        canCreate: true,
        createBlockedReason: null,
        maxRedemptionsPerCode: 25,
        monthlyResetsAt: expect.any(String),
        isEnterprise: false,
      },
      codes: [],
      recentRedemptions: [],
    });
  });

  it('lists the codes newest first with stats over every attempt and the latest 10 attempts', async () => {
    const older = await insertCode(t, {
      workspaceId: brand.id,
      brandProfileId: profile.id,
      campaignName: 'Older',
      maxUses: 5,
      remainingUses: 0,
      createdAt: new Date(now - 3 * DAY_MS),
    });
    const newer = await insertCode(t, {
      workspaceId: brand.id,
      campaignName: 'Newer',
      maxUses: 20,
      remainingUses: 18,
      expiresAt: new Date(now - DAY_MS),
      createdAt: new Date(now - DAY_MS),
    });
    // 7 successes and 5 failures: 58%; 12 attempts of which the latest 10 are listed.
    for (let index = 0; index < 5; index++) {
      await insertAttempt(t, older.id, { success: true, redeemedAt: new Date(now - (60 - index) * 60_000) });
    }
    for (let index = 0; index < 5; index++) {
      await insertAttempt(t, older.id, {
        success: false,
        failureReason: index % 2 ? 'exhausted' : 'already_redeemed',
        redeemedAt: new Date(now - (50 - index) * 60_000),
      });
    }
    await insertAttempt(t, newer.id, { success: true, redeemedAt: new Date(now - 20 * 60_000) });
    await insertAttempt(t, newer.id, { success: true, redeemedAt: new Date(now - 10 * 60_000) });

    const overview = await overviewOf(t, colleague);
    expect(overview.stats).toMatchObject({ totalCodes: 2, totalRedemptions: 7, successRate: 58 });
    expect(overview.codes.map((code) => [code.campaignName, code.redemptions, code.isExpired])).toEqual([
      ['Newer', 2, true],
      ['Older', 5, true],
    ]);
    expect(overview.codes[1]!.brandProfile).toEqual({ id: profile.id, name: 'Oasis Cafe' });
    expect(overview.codes[0]!.brandProfile).toBeNull();
    const recent = overview.recentRedemptions;
    expect(recent).toHaveLength(10);
    expect(recent[0]).toMatchObject({
      codeId: newer.id,
      code: newer.code,
      campaignName: 'Newer',
      success: true,
    });
    expect(recent.map((attempt) => attempt.redeemedAt)).toEqual(
      recent
        .map((attempt) => attempt.redeemedAt)
        .sort()
        .reverse(),
    );
    expect(recent.filter((attempt) => !attempt.success).map((attempt) => attempt.failureReason)).toEqual([
      'already_redeemed',
      'exhausted',
      'already_redeemed',
      'exhausted',
      'already_redeemed',
    ]);
  });

  it("shows the brand profile's image as the logo of a code without its own", async () => {
    const uploadId = await uploadLogo(t, brand);
    const set = await call(t, brand, 'PUT', `/api/brand-profiles/${profile.id}/image`, { uploadId });
    expect(set.status).toBe(200);
    const codes = (await overviewOf(t, brand)).codes;
    expect(codes.find((code) => code.campaignName === 'Older')?.logoUrl).toBe(`/api/uploads/${uploadId}`);
    expect(codes.find((code) => code.campaignName === 'Newer')?.logoUrl).toBeNull();
  });

  it("never shows another workspace's codes or attempts", async () => {
    const theirs = await overviewOf(t, other);
    expect(theirs.codes.every((code) => code.campaignName !== 'Older' && code.campaignName !== 'Newer')).toBe(
      true,
    );
    expect(theirs.recentRedemptions).toEqual([]);
  });

  it('refuses creators and signed-out callers', async () => {
    expect((await call(t, await createCreator(t), 'GET', '/api/private-codes')).status).toBe(403);
    expect((await call(t, null, 'GET', '/api/private-codes')).status).toBe(401);
  });
});

describe('PATCH /api/private-codes/:id', () => {
  it('deactivates and activates a code, and tells its open public pages', async () => {
    const code = await createdCode(t, owner, codeForm(), main.id);
    const live: UserEvent[] = [];
    const unsubscribe = t.deps.events.subscribe(codeLiveKey(code.id), (event) => live.push(event));
    const stream = await connectEvents(t, member);

    const off = await call(t, manager, 'PATCH', `/api/private-codes/${code.id}`, { status: 'inactive' });
    expect(off.status).toBe(200);
    expect(((await off.json()) as PrivateCode).status).toBe('inactive');
    expect((await privateCodeRow(t, code.id))?.status).toBe('inactive');
    expect(await stream.nextEvent(PRIVATE_CODES_EVENT)).toMatchObject({
      data: { codeId: code.id, change: 'status' },
    });
    await vi.waitFor(
      () =>
        expect(live).toEqual([
          { type: REDEMPTION_LIVE_EVENT, data: { remainingUses: code.maxUses, status: 'inactive' } },
        ]),
      EVENTUALLY,
    );

    const on = await call(t, owner, 'PATCH', `/api/private-codes/${code.id}`, { status: 'active' });
    expect(((await on.json()) as PrivateCode).status).toBe('active');
    await vi.waitFor(() => expect(live.at(-1)?.data).toMatchObject({ status: 'active' }), EVENTUALLY);
    unsubscribe();
    await stream.close();
  });

  it('changes nothing when the code has that status already', async () => {
    const code = await createdCode(t, owner);
    const response = await call(t, owner, 'PATCH', `/api/private-codes/${code.id}`, { status: 'active' });
    expect(response.status).toBe(200);
    const lines = await db()
      .select()
      .from(workspaceActivity)
      .where(eq(workspaceActivity.action, 'private_code_status_changed'));
    expect(lines.filter((line) => line.subject.startsWith(code.code))).toEqual([]);
  });

  it("refuses a member not assigned to the code's profile, another workspace and bad input", async () => {
    const code = await createdCode(t, owner, codeForm(), main.id);
    const path = `/api/private-codes/${code.id}`;
    const refused = await call(t, member, 'PATCH', path, { status: 'inactive' });
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.message).toBe(WORKSPACE_MESSAGES.notAssigned);

    const foreign = await call(t, other, 'PATCH', path, { status: 'inactive' });
    expect(foreign.status).toBe(404);
    expect((await foreign.json()).error.message).toBe(M.notFound);
    expect(
      (await call(t, owner, 'PATCH', `/api/private-codes/${crypto.randomUUID()}`, { status: 'inactive' }))
        .status,
    ).toBe(404);

    const badStatus = await call(t, owner, 'PATCH', path, { status: 'paused' });
    expect(badStatus.status).toBe(400);
    expect((await badStatus.json()).error.fields.status).toEqual(['Status must be active or inactive']);
    expect(
      (await call(t, owner, 'PATCH', '/api/private-codes/not-an-id', { status: 'inactive' })).status,
    ).toBe(400);
    expect((await privateCodeRow(t, code.id))?.status).toBe('active');
  });
});

describe('DELETE /api/private-codes/:id', () => {
  it('deletes a code with its attempts; the month keeps its count', async () => {
    const code = await createdCode(t, owner, codeForm(), outlet.id);
    await insertAttempt(t, code.id, { success: true });
    const before = (await overviewOf(t, owner)).stats.monthlyUsed;
    const live: UserEvent[] = [];
    const unsubscribe = t.deps.events.subscribe(codeLiveKey(code.id), (event) => live.push(event));

    const response = await call(t, member, 'DELETE', `/api/private-codes/${code.id}`);
    expect(response.status).toBe(204);
    expect(await privateCodeRow(t, code.id)).toBeNull();
    expect(
      await db().select().from(privateCodeRedemptions).where(eq(privateCodeRedemptions.codeId, code.id)),
    ).toEqual([]);
    const overview = await overviewOf(t, owner);
    expect(overview.codes.some((listed) => listed.id === code.id)).toBe(false);
    expect(overview.stats.monthlyUsed).toBe(before);
    await vi.waitFor(() => expect(live.at(-1)?.data).toMatchObject({ status: 'inactive' }), EVENTUALLY);
    unsubscribe();

    expect((await call(t, owner, 'DELETE', `/api/private-codes/${code.id}`)).status).toBe(404);
  });

  it("refuses a member not assigned to the code's profile and another workspace", async () => {
    const code = await createdCode(t, owner, codeForm(), main.id);
    expect((await call(t, member, 'DELETE', `/api/private-codes/${code.id}`)).status).toBe(403);
    const foreign = await call(t, other, 'DELETE', `/api/private-codes/${code.id}`);
    expect(foreign.status).toBe(404);
    expect((await foreign.json()).error.message).toBe(M.notFound);
    expect(await privateCodeRow(t, code.id)).not.toBeNull();
  });
});

describe('the data export', () => {
  it("gives the owner the workspace's codes with their attempt counts, and a manager none", async () => {
    const brand = await createBrand(t);
    await giveSubscription(t, brand.id, { planId: 'basic' });
    const code = await createdCode(t, brand, codeForm({ campaignName: 'Export Me' }));
    await insertAttempt(t, code.id, { success: true });
    await insertAttempt(t, code.id, { success: false, failureReason: 'already_redeemed' });
    const colleague = await createColleague(t, brand.id, 'manager');

    const exported = async (user: TestUser) =>
      (await (await call(t, user, 'GET', '/api/settings/export')).json()) as {
        privateCodes: Record<string, unknown>[];
      };
    expect((await exported(brand)).privateCodes).toEqual([
      expect.objectContaining({
        id: code.id,
        code: code.code,
        campaignName: 'Export Me',
        maxUses: 10,
        remainingUses: 10,
        status: 'active',
        redemptionAttempts: 2,
        successfulRedemptions: 1,
      }),
    ]);
    expect((await exported(colleague)).privateCodes).toEqual([]);
  });
});

describe('when the event bus fails after the commit', () => {
  it('a code is still created, switched off and deleted, each answered 2xx', async () => {
    const brand = await createBrand(t);
    await giveSubscription(t, brand.id, { planId: 'basic' });
    const publish = vi.spyOn(t.deps.events, 'publish').mockRejectedValue(new Error('event bus down'));
    try {
      const code = await createdCode(t, brand, codeForm({ campaignName: 'Bus Down' }));
      const off = await call(t, brand, 'PATCH', `/api/private-codes/${code.id}`, { status: 'inactive' });
      expect(off.status).toBe(200);
      expect((await privateCodeRow(t, code.id))?.status).toBe('inactive');
      expect((await call(t, brand, 'DELETE', `/api/private-codes/${code.id}`)).status).toBe(204);
      expect(await privateCodeRow(t, code.id)).toBeNull();
      expect(publish).toHaveBeenCalled();
    } finally {
      publish.mockRestore();
    }
  });
});
