import {
  PRIVATE_CODE_MESSAGES,
  PRIVATE_CODE_PATTERN,
  PRIVATE_CODE_SUFFIX_ALPHABET,
} from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { privateReferralCodes } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createBrand, giveSubscription } from '../../test/factories/brand';
import type { TestUser } from '../../test/users';
import { getLimits } from '../subscriptions/subscriptions.fixtures';
import { findMembership } from '../workspaces/membership';
import { createPrivateCode } from './create-private-code';
import { newPrivateCode, randomSuffix } from './generate-code';
import { codeForm, createCodeAs, createdCode, insertCode, overviewOf } from './private-codes.fixtures';

// The plan's caps on private codes (spec 02 'Plans', quality guide 'Money and limited
// resources'): QR codes per month under concurrency, redemptions per code, and unique codes.

const M = PRIVATE_CODE_MESSAGES;
const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const codesOf = (workspaceId: string) =>
  t.deps.database.db
    .select()
    .from(privateReferralCodes)
    .where(eq(privateReferralCodes.workspaceId, workspaceId));

async function brandOn(options: Parameters<typeof giveSubscription>[2] | null): Promise<TestUser> {
  const brand = await createBrand(t);
  if (options) await giveSubscription(t, brand.id, options);
  return brand;
}

/** A parsed Create QR Code form, for calls of the use case itself. */
const createInput = () => ({
  campaignName: 'Spring',
  discountDescription: 'A free dessert',
  maxUses: 10,
  expirationDate: null,
  businessLocation: null,
  googleMapsUrl: null,
  logoUploadId: null,
});

describe('the monthly QR code limit', () => {
  it('lets exactly the limit through when N+5 creates race at it (basic: 2)', async () => {
    const brand = await brandOn({ planId: 'basic' });
    const responses = await Promise.all(
      Array.from({ length: 7 }, (_, index) =>
        createCodeAs(t, brand, codeForm({ campaignName: `Race ${index}` })),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(2);
    expect(statuses.filter((status) => status === 403)).toHaveLength(5);
    for (const response of responses.filter((answer) => answer.status === 403)) {
      expect((await response.json()).error.message).toBe(M.monthlyLimitReached(2));
    }
    expect(await codesOf(brand.id)).toHaveLength(2);
    expect((await getLimits(t, brand)).currentQrCodes).toBe(2);

    const overview = await overviewOf(t, brand);
    expect(overview.stats).toMatchObject({ totalCodes: 2, monthlyUsed: 2, monthlyLimit: 2 });
    expect(overview.plan).toMatchObject({ canCreate: false, createBlockedReason: M.monthlyLimitTooltip });
  });

  it('starts counting again in the next billing cycle', async () => {
    const brand = await brandOn({
      planId: 'basic',
      startedAt: new Date(Date.now() - DAY_MS),
      paidUntil: new Date(Date.now() + 60 * DAY_MS),
    });
    await createdCode(t, brand);
    await createdCode(t, brand);
    expect((await createCodeAs(t, brand)).status).toBe(403);
    const membership = (await findMembership(t.deps.database.db, brand.id))!;
    const nextCycle = new Date(Date.now() + 30 * DAY_MS);
    const code = await createPrivateCode(t.deps, membership, null, createInput(), { now: nextCycle });
    expect(code.code).toMatch(PRIVATE_CODE_PATTERN);
  });

  it("refuses without a plan that includes QR codes: 'Upgrade your plan to create QR codes'", async () => {
    for (const brand of [await brandOn(null), await brandOn({ planId: 'basic', status: 'expired' })]) {
      const response = await createCodeAs(t, brand);
      expect(response.status).toBe(403);
      expect((await response.json()).error.message).toBe(M.upgradeToCreate);
      expect(await codesOf(brand.id)).toEqual([]);
      expect((await overviewOf(t, brand)).plan).toMatchObject({
        hasActiveSubscription: false,
        canCreate: false,
        createBlockedReason: M.upgradeToCreate,
        monthlyResetsAt: null,
      });
    }
  });
});

describe("the plan's redemptions per code", () => {
  it('caps max uses at 25 / 100 / 300 and gives the unit back on refusal', async () => {
    for (const [planId, cap] of [
      ['basic', 25],
      ['premium', 100],
      ['enterprise', 300],
    ] as const) {
      const brand = await brandOn({ planId });
      const over = await createCodeAs(t, brand, codeForm({ maxUses: cap + 1 }));
      expect(over.status, planId).toBe(400);
      const { error } = await over.json();
      expect(error.message).toBe(M.maxUsesOverPlan(cap));
      expect(error.fields).toEqual({ maxUses: [M.maxUsesOverPlan(cap)] });
      expect((await getLimits(t, brand)).currentQrCodes, planId).toBe(0);

      expect((await createdCode(t, brand, codeForm({ maxUses: cap }))).remainingUses).toBe(cap);
      expect((await overviewOf(t, brand)).plan).toMatchObject({
        maxRedemptionsPerCode: cap,
        isEnterprise: planId === 'enterprise',
      });
    }
  });

  it("follows an enterprise workspace's approved raise", async () => {
    const brand = await brandOn({ planId: 'enterprise', customRedemptionLimit: 800, customQrCodeLimit: 45 });
    expect((await createdCode(t, brand, codeForm({ maxUses: 800 }))).maxUses).toBe(800);
    expect((await createCodeAs(t, brand, codeForm({ maxUses: 801 }))).status).toBe(400);
    expect((await overviewOf(t, brand)).stats.monthlyLimit).toBe(45);
  });
});

describe('unique codes', () => {
  it('draws six characters of A-Z 0-9 from a CSPRNG', () => {
    const drawn = Array.from({ length: 500 }, () => randomSuffix());
    expect(drawn.every((suffix) => suffix.length === 6)).toBe(true);
    expect(new Set(drawn.join('')).size).toBeGreaterThan(30);
    expect(
      [...new Set(drawn.join(''))].every((character) => PRIVATE_CODE_SUFFIX_ALPHABET.includes(character)),
    ).toBe(true);
    expect(new Set(drawn).size).toBe(500);
    expect(newPrivateCode('Café Ünïcode!', () => 'ABC123')).toBe('CAFEUN-ABC123');
  });

  it('draws again when the code is taken, and gives up after five draws without using the month', async () => {
    const brand = await brandOn({ planId: 'premium' });
    await insertCode(t, { workspaceId: brand.id, code: 'SPRING-AAAAAA' });
    const membership = (await findMembership(t.deps.database.db, brand.id))!;
    const draws = ['AAAAAA', 'AAAAAA', 'BBBBBB'];
    const code = await createPrivateCode(t.deps, membership, null, createInput(), {
      drawSuffix: () => draws.shift()!,
    });
    expect(code.code).toBe('SPRING-BBBBBB');
    expect(draws).toEqual([]);

    await expect(
      createPrivateCode(t.deps, membership, null, createInput(), { drawSuffix: () => 'AAAAAA' }),
    ).rejects.toMatchObject({ status: 409, message: M.createFailed });
    expect((await getLimits(t, brand)).currentQrCodes).toBe(1);
  });
});
