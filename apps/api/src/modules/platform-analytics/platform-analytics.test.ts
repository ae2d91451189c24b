import { randomUUID } from 'node:crypto';
import {
  PLATFORM_ANALYTICS_DAYS,
  type AdminAnalytics,
  type AdminOverview,
  type PaymentStatus,
} from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, platformAnalytics, profiles } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createElevatedAdmin } from '../../test/factories/admin';
import { createBrand } from '../../test/factories/brand';
import { createTestUser, type TestUser } from '../../test/users';
import { recordPlatformAnalytics } from './platform-analytics';
import { platformDays } from './platform-days';
import { addDays, uaeDay, uaeDayStart, uaeMonthStart } from './uae-days';

let t: TestApp;
let admin: TestUser;
let brand: TestUser;

const get = async <T>(path: string, user = admin) => {
  const response = await t.request(path, { headers: { cookie: user.cookie } });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
};

async function pay(amountFils: number, status: PaymentStatus, completedAt: Date | null) {
  await t.deps.database.db.insert(payments).values({
    workspaceId: brand.id,
    planId: 'basic',
    purpose: 'subscribe',
    provider: 'sandbox',
    idempotencyKey: randomUUID(),
    amountFils,
    currency: 'AED',
    status,
    createdAt: completedAt ?? new Date(),
    updatedAt: completedAt ?? new Date(),
    completedAt,
  });
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await createElevatedAdmin(t);
  brand = await createBrand(t);
});
afterAll(async () => {
  await t.close();
});

describe('the overview', () => {
  it('counts revenue as the completed payments only, this month (UAE) and all time', async () => {
    const monthStart = uaeDayStart(uaeMonthStart(new Date()));
    await pay(29_900, 'completed', new Date());
    await pay(49_900, 'completed', new Date(monthStart.getTime() + 60_000));
    // Before this month in the UAE (one minute before its first midnight, UTC+4).
    await pay(19_900, 'completed', new Date(monthStart.getTime() - 60_000));
    await pay(99_900, 'refunded', new Date());
    await pay(99_900, 'failed', null);
    await pay(99_900, 'cancelled', null);
    await pay(99_900, 'pending', null);

    const overview = await get<AdminOverview>('/api/admin/platform/overview');
    expect(overview.revenue).toEqual({
      thisMonthFils: 29_900 + 49_900,
      allTimeFils: 29_900 + 49_900 + 19_900,
    });
  });

  it('counts users without the deleted ones', async () => {
    const before = await get<AdminOverview>('/api/admin/platform/overview');
    const gone = await createTestUser(t);
    await createTestUser(t);
    await t.deps.database.db.update(profiles).set({ deletedAt: new Date() }).where(eq(profiles.id, gone.id));
    const after = await get<AdminOverview>('/api/admin/platform/overview');
    expect(after.totalUsers).toBe(before.totalUsers + 1);
  });
});

describe('the analytics', () => {
  it('gives the last 30 UAE days, today last with its sign-ups by role', async () => {
    const before = await get<AdminAnalytics>('/api/admin/platform/analytics');
    await createTestUser(t, { userType: 'creator' });
    await createTestUser(t, { userType: 'creator' });
    await createBrand(t);
    const after = await get<AdminAnalytics>('/api/admin/platform/analytics');
    expect(after.days).toHaveLength(PLATFORM_ANALYTICS_DAYS);
    const today = after.days.at(-1)!;
    expect(today.date).toBe(uaeDay(new Date()));
    expect(after.days[0]!.date).toBe(addDays(today.date, -(PLATFORM_ANALYTICS_DAYS - 1)));
    const todayBefore = before.days.at(-1)!;
    expect(today.signUps.creator - todayBefore.signUps.creator).toBe(2);
    expect(today.signUps.brand - todayBefore.signUps.brand).toBe(1);
    expect(today.totalUsers - todayBefore.totalUsers).toBe(3);
  });

  it('puts a payment in the UAE day it completed, not the UTC one', async () => {
    const day = addDays(uaeDay(new Date()), -3);
    // 23:30 on `day` in the UAE is 19:30 UTC; 00:30 on the next UAE day is 20:30 UTC the same UTC day.
    const lateEvening = new Date(uaeDayStart(addDays(day, 1)).getTime() - 30 * 60_000);
    const pastMidnight = new Date(uaeDayStart(addDays(day, 1)).getTime() + 30 * 60_000);
    const [beforeDay, beforeNext] = await platformDays(t.deps.database.db, day, addDays(day, 1));
    await pay(10_000, 'completed', lateEvening);
    await pay(20_000, 'completed', pastMidnight);
    const [onDay, onNext] = await platformDays(t.deps.database.db, day, addDays(day, 1));
    expect(onDay!.revenueFils - beforeDay!.revenueFils).toBe(10_000);
    expect(onNext!.revenueFils - beforeNext!.revenueFils).toBe(20_000);
  });

  it('records finished days in snapshots the charts read, and records the latest day again', async () => {
    const written = await recordPlatformAnalytics(t.deps);
    const yesterday = addDays(uaeDay(new Date()), -1);
    expect(written).toHaveLength(PLATFORM_ANALYTICS_DAYS - 1);
    expect(written.at(-1)).toBe(yesterday);

    // A snapshot is what the analytics show for its day.
    await t.deps.database.db
      .update(platformAnalytics)
      .set({ applications: 4242 })
      .where(eq(platformAnalytics.dateRecorded, addDays(yesterday, -1)));
    const analytics = await get<AdminAnalytics>('/api/admin/platform/analytics');
    expect(analytics.recordedThrough).toBe(yesterday);
    expect(analytics.days.find((day) => day.date === addDays(yesterday, -1))!.applications).toBe(4242);

    // The next run writes only the latest recorded day again (a late payment counts).
    expect(await recordPlatformAnalytics(t.deps)).toEqual([yesterday]);
  });

  it('is for admins only', async () => {
    const creator = await createTestUser(t);
    const response = await t.request('/api/admin/platform/analytics', {
      headers: { cookie: creator.cookie },
    });
    expect(response.status).toBe(403);
    const readOnlyAdmin = await createElevatedAdmin(t, 'admin');
    expect((await get<AdminAnalytics>('/api/admin/platform/analytics', readOnlyAdmin)).days).toHaveLength(
      PLATFORM_ANALYTICS_DAYS,
    );
  });
});
