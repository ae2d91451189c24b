import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { killAllServers, makeTempDir, removeDir, startServer } from '../../test/process';
import { createTestUser, sessionCookieOf } from '../../test/users';
import {
  ACCOUNT_SLOWDOWN,
  CLIENT_ACCOUNT_LIMIT,
  IP_RATE_LIMITS,
  MAIL_PER_ADDRESS_LIMITS,
} from './auth-limits';
import { TRUSTED_PROXY_ENV, freshIp, postJson, signIn } from './auth.fixtures';

// A brand event: this many creators on the venue's Wi-Fi sign up within minutes.
const VENUE_SIGN_UPS = 50;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(TRUSTED_PROXY_ENV);
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

async function failSignIns(email: string, times: number, ip?: string): Promise<void> {
  for (let attempt = 0; attempt < times; attempt += 1) {
    // Without an IP, a new client address each time: only the per-account rule can trip.
    const response = await signIn(t, email, 'wrong-password', { ip: ip ?? freshIp() });
    expect(response.status).toBe(401);
  }
}

describe('throttling of password sign-in per client and account', () => {
  it(`blocks the client that failed ${CLIENT_ACCOUNT_LIMIT.maxFailures} times; the owner on another client still signs in`, async () => {
    const alice = await createTestUser(t, { email: 'alice@example.com' });
    const attackerIp = freshIp();
    await failSignIns(alice.email, CLIENT_ACCOUNT_LIMIT.maxFailures, attackerIp);

    const blocked = await signIn(t, alice.email, alice.password, { ip: attackerIp });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(blocked.headers.get('retry-after'))).toBeLessThanOrEqual(
      CLIENT_ACCOUNT_LIMIT.windowSeconds,
    );
    expect(await blocked.json()).toEqual({
      error: {
        code: 'TOO_MANY_REQUESTS',
        message: 'Too many failed sign-in attempts. Please try again in 15 minutes.',
      },
    });
    expect(sessionCookieOf(blocked)).toBeUndefined();

    expect((await signIn(t, alice.email, alice.password, { ip: freshIp() })).status).toBe(200);
  });

  it('leaves other accounts alone on the blocked client', async () => {
    const carol = await createTestUser(t, { email: 'carol@example.com' });
    const dave = await createTestUser(t, { email: 'dave@example.com' });
    const sharedIp = freshIp();
    await failSignIns(carol.email, CLIENT_ACCOUNT_LIMIT.maxFailures, sharedIp);
    expect((await signIn(t, carol.email, carol.password, { ip: sharedIp })).status).toBe(429);
    expect((await signIn(t, dave.email, dave.password, { ip: sharedIp })).status).toBe(200);
  });

  it('slows an account attacked from many clients by seconds, never locking its owner out for long', async () => {
    const bea = await createTestUser(t, { email: 'bea@example.com' });
    const other = await createTestUser(t, { email: 'bea-neighbour@example.com' });
    // The clock stands still unless moved: the delay cannot pass while the test runs.
    vi.useFakeTimers({ toFake: ['Date'] });
    await failSignIns(bea.email, ACCOUNT_SLOWDOWN.freeFailures);

    const delayed = await signIn(t, bea.email, bea.password, { ip: freshIp() });
    expect(delayed.status).toBe(429);
    const wait = Number(delayed.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(ACCOUNT_SLOWDOWN.maxDelaySeconds);
    expect((await delayed.json()).error.message).toBe(
      `Too many failed sign-in attempts for this account. Please try again in ${wait} second${wait === 1 ? '' : 's'}.`,
    );
    expect((await signIn(t, other.email, other.password, { ip: freshIp() })).status).toBe(200);

    vi.setSystemTime(Date.now() + wait * 1000);
    expect((await signIn(t, bea.email, bea.password, { ip: freshIp() })).status).toBe(200);
  });

  it('grows the delay with further failures up to its ceiling', async () => {
    const email = 'ceiling@example.com';
    vi.useFakeTimers({ toFake: ['Date'] });
    await failSignIns(email, ACCOUNT_SLOWDOWN.freeFailures);
    let wait = 0;
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const response = await signIn(t, email, 'wrong-password', { ip: freshIp() });
      expect(response.status).toBe(429);
      const next = Number(response.headers.get('retry-after'));
      expect(next).toBeGreaterThanOrEqual(wait);
      expect(next).toBeLessThanOrEqual(ACCOUNT_SLOWDOWN.maxDelaySeconds);
      wait = next;
      vi.setSystemTime(Date.now() + wait * 1000);
      expect((await signIn(t, email, 'wrong-password', { ip: freshIp() })).status).toBe(401);
    }
    expect(wait).toBe(ACCOUNT_SLOWDOWN.maxDelaySeconds);
  });

  it('counts unknown addresses too, so a block tells nothing about accounts', async () => {
    const ip = freshIp();
    await failSignIns('ghost@example.com', CLIENT_ACCOUNT_LIMIT.maxFailures, ip);
    expect((await signIn(t, 'ghost@example.com', 'whatever1', { ip })).status).toBe(429);
  });

  it('does not block below the limit, and a success forgets earlier failures', async () => {
    const erin = await createTestUser(t, { email: 'erin@example.com' });
    const ip = freshIp();
    await failSignIns(erin.email, CLIENT_ACCOUNT_LIMIT.maxFailures - 1, ip);
    expect((await signIn(t, erin.email, erin.password, { ip })).status).toBe(200);
    await failSignIns(erin.email, CLIENT_ACCOUNT_LIMIT.maxFailures - 1, ip);
    expect((await signIn(t, erin.email, erin.password, { ip })).status).toBe(200);
  });

  it('unblocks the client once its window has passed', async () => {
    const frank = await createTestUser(t, { email: 'frank@example.com' });
    const ip = freshIp();
    await failSignIns(frank.email, CLIENT_ACCOUNT_LIMIT.maxFailures, ip);
    expect((await signIn(t, frank.email, frank.password, { ip })).status).toBe(429);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + CLIENT_ACCOUNT_LIMIT.windowSeconds * 1000 + 1000);
    expect((await signIn(t, frank.email, frank.password, { ip })).status).toBe(200);
  });
});

describe('sign-up limits per client IP (a venue shares one address)', () => {
  it(`lets ${VENUE_SIGN_UPS} people sign up from one network within minutes, and stops a script`, async () => {
    const ip = freshIp();
    const signUpFrom = (index: number) =>
      postJson(
        t,
        '/api/auth/sign-up/email',
        { email: `guest${index}@venue.example`, password: 'secret123', acceptedTerms: true },
        { ip },
      );
    // Guests sign up ten at a time, as at a venue.
    for (let first = 0; first < VENUE_SIGN_UPS; first += 10) {
      const batch = Array.from(
        { length: Math.min(10, VENUE_SIGN_UPS - first) },
        (_, offset) => first + offset,
      );
      const statuses = await Promise.all(batch.map(async (index) => (await signUpFrom(index)).status));
      expect(statuses).toEqual(batch.map(() => 200));
    }
    // Then a script hammers the form: every request counts, valid or not (bad input answers
    // 400 without the cost of hashing a password, which keeps this test quick on a busy machine).
    const { max } = IP_RATE_LIMITS['/sign-up/email'];
    let refused: Response | undefined;
    for (let index = VENUE_SIGN_UPS; index <= max && !refused; index += 1) {
      const response = await postJson(
        t,
        '/api/auth/sign-up/email',
        { email: `bot${index}@venue.example` },
        { ip },
      );
      if (response.status === 429) refused = response;
      else expect(response.status).toBe(400);
    }
    expect(refused).toBeDefined();
    expect(await refused!.json()).toEqual({
      error: { code: 'TOO_MANY_REQUESTS', message: 'Too many requests. Please try again later.' },
    });
    expect(Number(refused!.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another network is unaffected.
    const elsewhere = await postJson(t, '/api/auth/sign-up/email', {
      email: 'home@example.com',
      password: 'secret123',
      acceptedTerms: true,
    });
    expect(elsewhere.status).toBe(200);
  }, 240_000);
});

describe('per-client throttling (better-auth rate limit, stored in the database)', () => {
  it('limits password sign-ins from one address; another address is unaffected', async () => {
    const ip = freshIp();
    const { max } = IP_RATE_LIMITS['/sign-in/email'];
    for (let attempt = 0; attempt < max; attempt += 1) {
      // Different unknown addresses: only the per-client rule can trip.
      expect((await signIn(t, `visitor${attempt}@example.com`, 'whatever1', { ip })).status).toBe(401);
    }
    const blocked = await signIn(t, 'visitor-last@example.com', 'whatever1', { ip });
    expect(blocked.status).toBe(429);
    expect((await blocked.json()).error.code).toBe('TOO_MANY_REQUESTS');
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);

    const grace = await createTestUser(t, { email: 'grace@example.com' });
    expect((await signIn(t, grace.email, grace.password, { ip: freshIp() })).status).toBe(200);
  });

  it('limits e-mail code requests and password reset requests from one client IP', async () => {
    const cases = [
      ['/api/auth/email-otp/send-verification-otp', { type: 'sign-in' }],
      ['/api/auth/request-password-reset', {}],
    ] as const;
    for (const [path, body] of cases) {
      const ip = freshIp();
      const { max } = IP_RATE_LIMITS[path.replace('/api/auth', '') as keyof typeof IP_RATE_LIMITS];
      // A new address each time: only the per-client rule can trip.
      const request = (attempt: number) =>
        postJson(t, path, { ...body, email: `ip-${max}-${attempt}-${ip}@example.com` }, { ip });
      for (let attempt = 0; attempt < max; attempt += 1) {
        expect((await request(attempt)).status).toBe(200);
      }
      expect((await request(max)).status).toBe(429);
    }
  });

  it('trusts X-Forwarded-For only behind a trusted proxy', async () => {
    const direct = await createTestApp();
    try {
      const ip = '10.250.0.1';
      const { max } = IP_RATE_LIMITS['/sign-in/email'];
      for (let attempt = 0; attempt <= max; attempt += 1) {
        // Without TRUSTED_PROXY the header is ignored; an in-process call has no peer address.
        expect((await signIn(direct, `spoof${attempt}@example.com`, 'whatever1', { ip })).status).toBe(401);
      }
    } finally {
      await direct.close();
    }
  });
});

describe('per-address limits on e-mails sent by the auth flows', () => {
  const flows = [
    ['/api/auth/email-otp/send-verification-otp', { type: 'sign-in' }],
    ['/api/auth/request-password-reset', {}],
  ] as const;
  const limitOf = (path: string) =>
    MAIL_PER_ADDRESS_LIMITS[path.replace('/api/auth', '') as keyof typeof MAIL_PER_ADDRESS_LIMITS];

  it.each(flows)('%s: refuses more mails to one address from any IP, and sends none', async (path, body) => {
    const user = await createTestUser(t, { email: `inbox-${path.length}@example.com` });
    const send = vi.spyOn(t.deps.mail, 'send');
    try {
      const { max, window } = limitOf(path);
      for (let attempt = 0; attempt < max; attempt += 1) {
        expect((await postJson(t, path, { ...body, email: user.email }, { ip: freshIp() })).status).toBe(200);
      }
      expect(send).toHaveBeenCalledTimes(max);

      // Another client IP, the address written differently: still the same mailbox.
      const refused = await postJson(
        t,
        path,
        { ...body, email: user.email.toUpperCase() },
        { ip: freshIp() },
      );
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({
        error: {
          code: 'TOO_MANY_REQUESTS',
          message: `Too many e-mails requested for this address. Please try again in ${window / 60} minutes.`,
        },
      });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(window - 60);
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(window);
      expect(send).toHaveBeenCalledTimes(max);

      // Other addresses are unaffected.
      const other = await createTestUser(t, { email: `other-inbox-${path.length}@example.com` });
      expect((await postJson(t, path, { ...body, email: other.email }, { ip: freshIp() })).status).toBe(200);

      // Once the window has passed, the address may ask again.
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + window * 1000 + 1000);
      expect((await postJson(t, path, { ...body, email: user.email }, { ip: freshIp() })).status).toBe(200);
    } finally {
      send.mockRestore();
    }
  });

  it.each(flows)('%s: answers an unknown address exactly like a known one', async (path, body) => {
    const known = await createTestUser(t, { email: `known-${path.length}@example.com` });
    const unknownEmail = `nobody-${path.length}@example.com`;
    const { max } = limitOf(path);
    const answers = async (email: string) => {
      const seen: { status: number; body: unknown }[] = [];
      for (let attempt = 0; attempt <= max; attempt += 1) {
        const response = await postJson(t, path, { ...body, email }, { ip: freshIp() });
        seen.push({ status: response.status, body: await response.json() });
      }
      return seen;
    };
    const knownAnswers = await answers(known.email);
    expect(knownAnswers.map((answer) => answer.status)).toEqual([...Array(max).fill(200), 429]);
    expect(await answers(unknownEmail)).toEqual(knownAnswers);
  });

  it.each(Object.keys(MAIL_PER_ADDRESS_LIMITS))(
    '%s: refuses an over-long address with a field message, and sends nothing',
    async (flow) => {
      const send = vi.spyOn(t.deps.mail, 'send');
      try {
        for (const email of [`${'x'.repeat(300_000)}@example.com`, 'x'.repeat(900_000)]) {
          const response = await postJson(
            t,
            `/api/auth${flow}`,
            { email, type: 'sign-in' },
            { ip: freshIp() },
          );
          expect(response.status).toBe(400);
          expect(await response.json()).toMatchObject({
            error: { code: 'VALIDATION_FAILED', fields: { email: ['Please enter a valid email address'] } },
          });
        }
        expect(send).not.toHaveBeenCalled();
      } finally {
        send.mockRestore();
      }
    },
  );
});

describe('per-client throttling on a served app (the TCP peer address)', () => {
  let dataDir: string | undefined;
  afterAll(async () => {
    await killAllServers();
    if (dataDir) await removeDir(dataDir);
  });

  it('limits sign-ins from 127.0.0.1 without TRUSTED_PROXY, ignoring X-Forwarded-For', async () => {
    dataDir = await makeTempDir();
    const server = await startServer({ dataDir, env: { TRUSTED_PROXY: undefined } });
    const { max } = IP_RATE_LIMITS['/sign-in/email'];
    const attempt = (index: number) =>
      fetch(`${server.baseUrl}/api/auth/sign-in/email`, {
        method: 'POST',
        // A different forwarded address each time: without a trusted proxy it must not count.
        headers: { 'content-type': 'application/json', origin: server.origin, 'x-forwarded-for': freshIp() },
        body: JSON.stringify({ email: `peer${index}@example.com`, password: 'whatever1' }),
      });
    for (let index = 0; index < max; index += 1) expect((await attempt(index)).status).toBe(401);
    const blocked = await attempt(max);
    expect(blocked.status).toBe(429);
    expect((await blocked.json()).error.code).toBe('TOO_MANY_REQUESTS');
  }, 180_000);
});
