import { CHECK_IN_MESSAGES, CHECK_IN_POINTS } from '@partnerly/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import {
  approvedCreator,
  checkedIn,
  checkInAs,
  passOf,
  pointsOf,
  validateAs,
  verifiedBrandWithEvent,
} from './check-ins.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('smoke', () => {
  it('validates and checks in', async () => {
    const { brand, campaignId } = await verifiedBrandWithEvent(t);
    const creator = await approvedCreator(t, brand, campaignId);
    const { code } = await passOf(t, creator, campaignId);
    const valid = await validateAs(t, brand, campaignId, code);
    expect(valid.status).toBe(200);
    expect(await valid.json()).toMatchObject({ status: 'valid', pointsOnCheckIn: CHECK_IN_POINTS });
    const result = await checkedIn(t, brand, campaignId, code);
    expect(result).toMatchObject({ status: 'already_scanned', checkIn: { pointsAwarded: 15 } });
    const again = await checkInAs(t, brand, campaignId, code);
    expect(again.status).toBe(409);
    expect((await again.json()).error.message).toBe(CHECK_IN_MESSAGES.alreadyScanned);
    expect((await pointsOf(t, creator)).balance).toBe(15);
  });
});
