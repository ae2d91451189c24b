import {
  PRIVATE_CODES_EVENT,
  REDEMPTION_FAILURE_MESSAGES,
  REDEMPTION_MESSAGES,
  type RedeemResult,
  type RedemptionFailure,
} from '@partnerly/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { connectEvents } from '../applications/applications.fixtures';
import { REDEMPTION_ATTEMPT_LIMIT } from './redemption-limits';
import { attemptsOf, Device, freshIp, givenCode, openedDevice, storedCode } from './redemption.fixtures';

// Issue 18 item 5 and the quality guide's 'Money and limited resources': a private code is never
// redeemed more than max_uses times, once per device, never when expired or inactive, and one
// network cannot run through a code. Every refusal leaves the counters as they were.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUSTED_PROXY: 'true' });
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const HOUR_MS = 60 * 60 * 1000;

async function refusalOf(response: Response): Promise<{ status: number; reason: unknown; message: unknown }> {
  const body = (await response.json()) as { error: { reason?: unknown; message?: unknown } };
  return { status: response.status, reason: body.error.reason, message: body.error.message };
}

const refused = (reason: RedemptionFailure) => ({
  status: 409,
  reason,
  message: REDEMPTION_FAILURE_MESSAGES[reason],
});

async function successesOf(codeId: string) {
  return (await attemptsOf(t, codeId)).filter((attempt) => attempt.success);
}

describe('redeeming under concurrency', () => {
  it('lets exactly max uses through when 200 devices redeem a 25-use code at once', async () => {
    const { code } = await givenCode(t, { maxUses: 25 });
    const devices = await Promise.all(Array.from({ length: 200 }, () => openedDevice(t, code.code)));

    const responses = await Promise.all(devices.map((device) => device.redeem(code.code)));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(25);
    expect(statuses.filter((status) => status === 409)).toHaveLength(175);
    const remaining = await Promise.all(
      responses
        .filter((response) => response.status === 200)
        .map(async (response) => (await response.json()) as RedeemResult),
    );
    // Each success saw its own decrement: 24 down to 0, each once.
    expect(remaining.map((result) => result.remainingUses).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 25 }, (_, index) => index),
    );
    for (const response of responses.filter((answer) => answer.status === 409)) {
      expect(await refusalOf(response)).toEqual(refused('exhausted'));
    }

    expect((await storedCode(t, code.id)).remainingUses).toBe(0);
    const attempts = await attemptsOf(t, code.id);
    expect(attempts.filter((attempt) => attempt.success)).toHaveLength(25);
    expect(
      attempts.filter((attempt) => !attempt.success && attempt.failureReason === 'exhausted'),
    ).toHaveLength(175);
    expect(new Set(attempts.filter((attempt) => attempt.success).map((attempt) => attempt.device)).size).toBe(
      25,
    );
  });

  it('lets one device redeem once when it sends 50 requests at once, even from 50 networks', async () => {
    const { code } = await givenCode(t, { maxUses: 100 });
    const device = await openedDevice(t, code.code);
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => {
        device.ip = freshIp(); // the per-network limit and the fingerprint rule play no part
        return device.redeem(code.code);
      }),
    );
    expect(responses.filter((response) => response.status === 200)).toHaveLength(1);
    const refusals = responses.filter((response) => response.status === 409);
    expect(refusals).toHaveLength(49);
    for (const response of refusals) expect(await refusalOf(response)).toEqual(refused('already_redeemed'));

    expect((await storedCode(t, code.id)).remainingUses).toBe(99);
    expect(await successesOf(code.id)).toHaveLength(1);
    expect(await device.open(code.code)).toMatchObject({
      redeemedByThisDevice: true,
      offer: { remainingUses: 99 },
    });
  });
});

describe('a redemption', () => {
  it('answers the uses left and when, and the page then knows this device has redeemed', async () => {
    const { code } = await givenCode(t, { maxUses: 3 });
    const device = await openedDevice(t, code.code);
    const response = await device.redeem(code.code);
    expect(response.status).toBe(200);
    const result = (await response.json()) as RedeemResult;
    expect(result.remainingUses).toBe(2);
    expect(Math.abs(Date.parse(result.redeemedAt) - Date.now())).toBeLessThan(60_000);

    expect(await device.open(code.code)).toMatchObject({
      outcome: 'active',
      redeemedByThisDevice: true,
      offer: { remainingUses: 2, maxUses: 3 },
    });
    expect(await new Device(t).open(code.code)).toMatchObject({ redeemedByThisDevice: false });
    // Again from the same device: refused, and stored as a failed attempt.
    expect(await refusalOf(await device.redeem(code.code))).toEqual(refused('already_redeemed'));
    expect((await storedCode(t, code.id)).remainingUses).toBe(2);
    const attempts = await attemptsOf(t, code.id);
    expect(attempts.map((attempt) => [attempt.success, attempt.failureReason]).sort()).toEqual([
      [false, 'already_redeemed'],
      [true, null],
    ]);
  });

  it('stores keyed hashes of the device and the network, never the cookie or the address', async () => {
    const { code } = await givenCode(t);
    const device = await openedDevice(t, code.code, '203.0.113.7');
    expect((await device.redeem(code.code)).status).toBe(200);
    const [stored] = await attemptsOf(t, code.id);
    const cookieValue = decodeURIComponent(device.cookie!.split('=')[1]!).split('.')[0]!;
    expect(stored!.device).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.device).not.toContain(cookieValue);
    expect(stored!.client).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.client).not.toContain('203.0.113.7');
    expect(stored!.fingerprint).toBe(device.fingerprint.slice(0, 32));
  });

  it("tells the brand's open pages (Recent Redemptions) of successes and failures", async () => {
    const { brand, code } = await givenCode(t, { maxUses: 1 });
    const stream = await connectEvents(t, brand);
    expect((await (await openedDevice(t, code.code)).redeem(code.code)).status).toBe(200);
    expect(await stream.nextEvent(PRIVATE_CODES_EVENT)).toMatchObject({
      data: { codeId: code.id, change: 'redeemed' },
    });
    expect((await (await openedDevice(t, code.code)).redeem(code.code)).status).toBe(409);
    expect(await stream.nextEvent(PRIVATE_CODES_EVENT)).toMatchObject({
      data: { codeId: code.id, change: 'attempted' },
    });
    await stream.close();
  });
});

describe('codes that cannot be redeemed', () => {
  it('refuses once the clock passes the expiry, counters unchanged', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { code } = await givenCode(t, { maxUses: 5, expiresAt: new Date(Date.now() + HOUR_MS) });
    const device = await openedDevice(t, code.code);
    expect(await device.open(code.code)).toMatchObject({ outcome: 'active' });

    vi.setSystemTime(Date.now() + HOUR_MS + 1000);
    expect(await device.open(code.code)).toMatchObject({ outcome: 'exhausted' });
    expect(await refusalOf(await device.redeem(code.code))).toEqual(refused('expired'));
    expect(await refusalOf(await (await openedDevice(t, code.code)).redeem(code.code))).toEqual(
      refused('expired'),
    );
    expect((await storedCode(t, code.id)).remainingUses).toBe(5);
    expect(await successesOf(code.id)).toHaveLength(0);
  });

  it('refuses an inactive code and a used-up one, counters unchanged', async () => {
    const { code: inactive } = await givenCode(t, { status: 'inactive', maxUses: 5 });
    const device = await openedDevice(t, inactive.code);
    expect(await refusalOf(await device.redeem(inactive.code))).toEqual(refused('inactive'));
    expect(await storedCode(t, inactive.id)).toMatchObject({ remainingUses: 5, status: 'inactive' });
    expect(await successesOf(inactive.id)).toHaveLength(0);

    const { code: usedUp } = await givenCode(t, { maxUses: 5, remainingUses: 0 });
    const another = await openedDevice(t, usedUp.code);
    expect(await refusalOf(await another.redeem(usedUp.code))).toEqual(refused('exhausted'));
    expect((await storedCode(t, usedUp.id)).remainingUses).toBe(0);
    expect(await successesOf(usedUp.id)).toHaveLength(0);
    expect((await attemptsOf(t, usedUp.id)).map((attempt) => attempt.failureReason)).toEqual(['exhausted']);
  });

  it("answers 404 'not valid' for an unknown code and 400 'Invalid redemption link' for a malformed one", async () => {
    const { code } = await givenCode(t);
    const device = await openedDevice(t, code.code);
    const unknown = await device.redeem('NOPE-ZZZZZZ');
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { error: { message: string } }).error.message).toBe(
      REDEMPTION_MESSAGES.notValid,
    );

    const malformed = await device.redeem('not-a-code');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({
      error: { fields: { code: [REDEMPTION_MESSAGES.invalidLink] } },
    });
  });

  it('answers a missing or malformed fingerprint with 400 and the field message', async () => {
    const { code } = await givenCode(t);
    const device = await openedDevice(t, code.code);
    for (const body of [{}, { fingerprint: 'short' }, { fingerprint: '<script>alert(1)</script>' }]) {
      const response = await device.redeem(code.code, body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        error: { fields: { fingerprint: [expect.any(String)] } },
      });
    }
    expect((await storedCode(t, code.id)).remainingUses).toBe(10);
  });
});

describe('the device cookie', () => {
  it('is required: without it, or with a forged one, the answer is 400 and nothing is stored', async () => {
    const { code } = await givenCode(t);
    const device = new Device(t);
    const cases: (string | undefined)[] = [
      undefined,
      'partnerly_device=AAAAAAAAAAAAAAAAAAAAAA',
      'partnerly_device=AAAAAAAAAAAAAAAAAAAAAA.c2lnbmF0dXJlIG9mIHNvbWVvbmUgZWxzZQ%3D%3D',
    ];
    const real = await openedDevice(t, code.code);
    const [value, signature] = decodeURIComponent(real.cookie!.split('=')[1]!).split('.');
    // A real signature on another id.
    cases.push(
      `partnerly_device=${encodeURIComponent(`${value!.replace(/^./, (c) => (c === 'B' ? 'C' : 'B'))}.${signature!}`)}`,
    );
    for (const cookie of cases) {
      device.cookie = cookie;
      const response = await device.redeem(code.code);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
        REDEMPTION_MESSAGES.cookiesRequired,
      );
    }
    expect((await storedCode(t, code.id)).remainingUses).toBe(10);
    expect(await attemptsOf(t, code.id)).toHaveLength(0);
  });
});

describe('cleared cookies and the network rule', () => {
  it('refuses a new cookie with the same fingerprint on the same network; another network or browser may redeem', async () => {
    const { code } = await givenCode(t, { maxUses: 10 });
    const first = await openedDevice(t, code.code);
    expect((await first.redeem(code.code)).status).toBe(200);

    // Cookies cleared: the same browser gets a new device cookie, same fingerprint and network.
    const cleared = await openedDevice(t, code.code, first.ip, first.fingerprint);
    expect(cleared.cookie).not.toBe(first.cookie);
    expect(await refusalOf(await cleared.redeem(code.code))).toEqual(refused('already_redeemed'));

    // The same fingerprint elsewhere (another phone of the same model, set up alike) may.
    expect(
      (await (await openedDevice(t, code.code, freshIp(), first.fingerprint)).redeem(code.code)).status,
    ).toBe(200);
    // Another browser on the same network (a shop's Wi-Fi) may.
    expect((await (await openedDevice(t, code.code, first.ip)).redeem(code.code)).status).toBe(200);
    expect((await storedCode(t, code.id)).remainingUses).toBe(7);
    expect(await successesOf(code.id)).toHaveLength(3);
  });

  it('lets one of several fresh cookies of one browser and network through when they race', async () => {
    const { code } = await givenCode(t, { maxUses: 10 });
    const ip = freshIp();
    const first = await openedDevice(t, code.code, ip);
    const devices = [
      first,
      ...(await Promise.all(
        Array.from({ length: 7 }, () => openedDevice(t, code.code, ip, first.fingerprint)),
      )),
    ];
    const responses = await Promise.all(devices.map((device) => device.redeem(code.code)));
    expect(responses.filter((response) => response.status === 200)).toHaveLength(1);
    expect((await storedCode(t, code.id)).remainingUses).toBe(9);
    expect(await successesOf(code.id)).toHaveLength(1);
  });

  it('treats the addresses of one IPv6 /64 as one network', async () => {
    const { code } = await givenCode(t);
    const first = await openedDevice(t, code.code, '2001:db8:1:2::10');
    expect((await first.redeem(code.code)).status).toBe(200);
    const sameNetwork = await openedDevice(t, code.code, '2001:0db8:0001:0002:ffff:0:0:1', first.fingerprint);
    expect(await refusalOf(await sameNetwork.redeem(code.code))).toEqual(refused('already_redeemed'));
  });
});

describe('the per-network limit on attempts', () => {
  it('answers 429 past the limit and counts nothing more; another network is unaffected', async () => {
    const { code } = await givenCode(t, { maxUses: 100 });
    const ip = freshIp();
    const devices = await Promise.all(
      Array.from({ length: REDEMPTION_ATTEMPT_LIMIT.max + 5 }, () => openedDevice(t, code.code, ip)),
    );
    const statuses: number[] = [];
    for (const device of devices) {
      const response = await device.redeem(code.code);
      statuses.push(response.status);
      if (response.status === 429) {
        expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
        expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
          REDEMPTION_MESSAGES.tooManyAttempts,
        );
      }
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(REDEMPTION_ATTEMPT_LIMIT.max);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    expect((await storedCode(t, code.id)).remainingUses).toBe(100 - REDEMPTION_ATTEMPT_LIMIT.max);
    expect(await attemptsOf(t, code.id)).toHaveLength(REDEMPTION_ATTEMPT_LIMIT.max);

    expect((await (await openedDevice(t, code.code)).redeem(code.code)).status).toBe(200);
  });
});
