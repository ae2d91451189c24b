import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { postJson, TRUSTED_PROXY_ENV } from '../modules/auth/auth.fixtures';
import { createTestApp, type TestApp } from '../test/create-test-app';
import { MAX_ALLOWANCE_WINDOW_SECONDS, takeAllowances } from './rate-limits';
import { authRateLimits } from './schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(TRUSTED_PROXY_ENV);
});
afterAll(() => t.close());

const HOUR_MS = 60 * 60 * 1000;

// better-auth shares auth_rate_limits with our counters and prunes it whenever one of its own
// per-IP windows starts over: rows older than its longest window go. A daily allowance (the
// upload quota) taken two hours ago must survive that, or the quota would start over early.
it('keeps a day-long allowance when better-auth prunes its own expired rows', async () => {
  const { db } = t.deps.database;
  const daily = { key: 'test:daily-quota', windowSeconds: MAX_ALLOWANCE_WINDOW_SECONDS, max: 1 };
  expect((await takeAllowances(db, [daily], Date.now() - 2 * HOUR_MS)).isAllowed).toBe(true);

  // An IP whose sign-in window has ended: its next sign-in starts a new window, and better-auth
  // prunes the table then (here, a row left from two days ago goes).
  const ip = '198.51.100.7';
  await db.insert(authRateLimits).values([
    { id: 'ended-ip-window', key: `${ip}|/sign-in/email`, count: 3, lastRequest: Date.now() - 2 * 60 * 1000 },
    {
      id: 'two-days-old',
      key: '203.0.113.9|/sign-in/email',
      count: 1,
      lastRequest: Date.now() - 48 * HOUR_MS,
    },
  ]);
  await postJson(
    t,
    '/api/auth/sign-in/email',
    { email: 'nobody@example.com', password: 'whatever1' },
    { ip },
  );
  await expect
    .poll(() => db.select().from(authRateLimits).where(eq(authRateLimits.id, 'two-days-old')))
    .toEqual([]);

  const refused = await takeAllowances(db, [daily]);
  expect(refused).toMatchObject({ isAllowed: false });
});

it('refuses to take an allowance longer than the rows are kept', async () => {
  const tooLong = { key: 'test:too-long', windowSeconds: MAX_ALLOWANCE_WINDOW_SECONDS + 1, max: 1 };
  await expect(takeAllowances(t.deps.database.db, [tooLong])).rejects.toThrow(/would be pruned early/);
});
