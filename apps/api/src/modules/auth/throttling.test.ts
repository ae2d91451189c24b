import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { killAllServers, makeTempDir, removeDir, startServer } from '../../test/process';
import { createTestUser, sessionCookieOf, type TestUser } from '../../test/users';
import { ACCOUNT_LOCKOUT, IP_RATE_LIMITS, MAIL_PER_ADDRESS_LIMITS } from './auth-limits';
import { TRUSTED_PROXY_ENV, freshIp, postJson, signIn } from './auth.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(TRUSTED_PROXY_ENV);
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

async function failSignIns(user: TestUser, times: number): Promise<void> {
  for (let attempt = 0; attempt < times; attempt += 1) {
    // A new client address each time: only the per-account rule can trip.
    const response = await signIn(t, user.email, 'wrong-password', { ip: freshIp() });
    expect(response.status).toBe(401);
  }
}

describe('per-account throttling of password sign-in', () => {
  it(`locks an address after ${ACCOUNT_LOCKOUT.maxFailures} failures, even for the right password`, async () => {
    const alice = await createTestUser(t, { email: 'alice@example.com' });
    await failSignIns(alice, ACCOUNT_LOCKOUT.maxFailures);

    const locked = await signIn(t, alice.email, alice.password, { ip: freshIp() });
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toBe(String(ACCOUNT_LOCKOUT.lockSeconds));
    expect(await locked.json()).toEqual({
      error: {
        code: 'TOO_MANY_REQUESTS',
        message: 'Too many failed sign-in attempts. Please try again in 15 minutes.',
      },
    });
    expect(sessionCookieOf(locked)).toBeUndefined();
  });

  it('leaves other accounts alone', async () => {
    const carol = await createTestUser(t, { email: 'carol@example.com' });
    const dave = await createTestUser(t, { email: 'dave@example.com' });
    const sharedIp = freshIp();
    await failSignIns(carol, ACCOUNT_LOCKOUT.maxFailures);
    expect((await signIn(t, carol.email, carol.password, { ip: sharedIp })).status).toBe(429);
    expect((await signIn(t, dave.email, dave.password, { ip: sharedIp })).status).toBe(200);
  });

  it('counts unknown addresses too, so a lockout tells nothing about accounts', async () => {
    for (let attempt = 0; attempt < ACCOUNT_LOCKOUT.maxFailures; attempt += 1) {
      expect((await signIn(t, 'ghost@example.com', 'whatever1')).status).toBe(401);
    }
    expect((await signIn(t, 'ghost@example.com', 'whatever1')).status).toBe(429);
  });

  it('does not lock below the limit, and a success forgets earlier failures', async () => {
    const erin = await createTestUser(t, { email: 'erin@example.com' });
    await failSignIns(erin, ACCOUNT_LOCKOUT.maxFailures - 1);
    expect((await signIn(t, erin.email, erin.password)).status).toBe(200);
    await failSignIns(erin, ACCOUNT_LOCKOUT.maxFailures - 1);
    expect((await signIn(t, erin.email, erin.password)).status).toBe(200);
  });

  it('unlocks once the lock time has passed', async () => {
    const frank = await createTestUser(t, { email: 'frank@example.com' });
    await failSignIns(frank, ACCOUNT_LOCKOUT.maxFailures);
    expect((await signIn(t, frank.email, frank.password)).status).toBe(429);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + ACCOUNT_LOCKOUT.lockSeconds * 1000 + 1000);
    expect((await signIn(t, frank.email, frank.password)).status).toBe(200);
  });
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
