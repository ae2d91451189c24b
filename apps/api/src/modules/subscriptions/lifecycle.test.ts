import { planChangeScheduledMessage, SUBSCRIPTION_MESSAGES } from '@partnerly/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { notifications, paymentAttemptLogs } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createBrand, giveSubscription, subscriptionOf } from '../../test/factories/brand';
import { createTestUser } from '../../test/users';
import { getSubscriptionLimits } from './limits/get-limits';
import { registerSubscriptionJobs, RENEWAL_SWEEP_JOB } from './renewals/renewal-jobs';
import { runRenewalSweep } from './renewals/run-renewal-sweep';
import { getAs, getLimits, mailsMatching, postJson, subscribeInSandbox } from './subscriptions.fixtures';

const DAY = 24 * 60 * 60 * 1000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const later = (from: Date, ms: number) => new Date(from.getTime() + ms);

async function notificationsOf(userId: string) {
  return t.deps.database.db.select().from(notifications).where(eq(notifications.userId, userId));
}

describe('cancelling', () => {
  it('keeps access until the end date (Ending Soon), then the brand is on free', async () => {
    const brand = await createBrand(t);
    const given = await giveSubscription(t, brand.id, { planId: 'premium' });
    const response = await postJson(t, '/api/subscriptions/me/cancel', {}, brand.cookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      message: SUBSCRIPTION_MESSAGES.cancelled,
      limits: {
        subscriptionStatus: 'cancelled',
        isEndingSoon: true,
        hasActiveSubscription: true,
        canCreateCampaigns: true,
      },
    });
    const me = await (await getAs(t, '/api/subscriptions/me', brand)).json();
    expect(me.subscription).toMatchObject({
      planId: 'premium',
      status: 'cancelled',
      subscriptionEndDate: given.nextRenewalDate.toISOString(),
    });
    expect(me.subscription.cancellationDate).not.toBeNull();
    expect(me.limits.subscriptionEnd).toBe(given.nextRenewalDate.toISOString());
    expect(me.downgradeOptions).toEqual([]);

    const [log] = await t.deps.database.db
      .select()
      .from(paymentAttemptLogs)
      .where(
        and(
          eq(paymentAttemptLogs.workspaceId, brand.id),
          eq(paymentAttemptLogs.status, 'subscription_cancelled'),
        ),
      );
    expect(log!.metadata).toMatchObject({
      access_until: given.nextRenewalDate.toISOString(),
      cancelled_by: brand.id,
      original_status: 'active',
    });

    const again = await postJson(t, '/api/subscriptions/me/cancel', {}, brand.cookie);
    expect(again.status).toBe(409);

    const afterEnd = later(given.nextRenewalDate, 60_000);
    expect(await getSubscriptionLimits(t.deps.database.db, brand.id, afterEnd)).toMatchObject({
      hasActiveSubscription: false,
      planId: 'free',
      subscriptionStatus: 'expired',
    });
    expect((await runRenewalSweep(t.deps, afterEnd)).expired).toContain(brand.id);
    expect((await subscriptionOf(t, brand.id))!.status).toBe('expired');
    expect(await mailsMatching(t, brand.email, /^Your Premium subscription has ended$/)).toHaveLength(1);
  });

  it('needs a signed-in brand with an active subscription', async () => {
    expect((await postJson(t, '/api/subscriptions/me/cancel', {})).status).toBe(401);
    const creator = await createTestUser(t, { userType: 'creator' });
    expect((await postJson(t, '/api/subscriptions/me/cancel', {}, creator.cookie)).status).toBe(403);
    const brand = await createBrand(t);
    const response = await postJson(t, '/api/subscriptions/me/cancel', {}, brand.cookie);
    expect(response.status).toBe(409);
    expect((await response.json()).error.message).toBe('No active subscription found');
  });

  it('resubscribing before the end reactivates the plan and extends it', async () => {
    const brand = await createBrand(t);
    const given = await giveSubscription(t, brand.id, { planId: 'basic' });
    await postJson(t, '/api/subscriptions/me/cancel', {}, brand.cookie);
    await subscribeInSandbox(t, brand, 'basic');
    const row = await subscriptionOf(t, brand.id);
    expect(row).toMatchObject({ status: 'active', subscriptionEndDate: null, cancellationDate: null });
    expect(row!.nextRenewalDate.getTime()).toBe(given.nextRenewalDate.getTime() + 30 * DAY);
  });
});

describe('changing plans', () => {
  it('a downgrade waits for the end of the paid period, without payment', async () => {
    const brand = await createBrand(t);
    const given = await giveSubscription(t, brand.id, { planId: 'premium' });
    const response = await postJson(
      t,
      '/api/subscriptions/me/change-plan',
      { planId: 'basic' },
      brand.cookie,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      message: planChangeScheduledMessage('Basic', given.nextRenewalDate),
      limits: { planId: 'premium' },
    });
    expect(await getLimits(t, brand)).toMatchObject({ planId: 'premium', campaignPostLimit: 9 });
  });

  it('refuses upgrades, free, enterprise, the same plan and unknown plans', async () => {
    const brand = await createBrand(t);
    await giveSubscription(t, brand.id, { planId: 'basic' });
    const cases: [unknown, number][] = [
      [{ planId: 'premium' }, 409],
      [{ planId: 'basic' }, 409],
      [{ planId: 'free' }, 400],
      [{ planId: 'enterprise' }, 400],
      [{ planId: 'gold' }, 400],
      [{}, 400],
    ];
    for (const [body, status] of cases) {
      const response = await postJson(t, '/api/subscriptions/me/change-plan', body, brand.cookie);
      expect(response.status, JSON.stringify(body)).toBe(status);
    }
    expect((await subscriptionOf(t, brand.id))!.planId).toBe('basic');
  });
});

describe('renewal', () => {
  it('reminds once a few days before next_renewal_date with a payment link; paying extends the period', async () => {
    const brand = await createBrand(t);
    // Other tests' brands share the database: count this brand only.
    const sweep = async (now: Date) => {
      const result = await runRenewalSweep(t.deps, now);
      return {
        reminded: result.reminded.filter((id) => id === brand.id).length,
        expired: result.expired.filter((id) => id === brand.id).length,
      };
    };
    const given = await giveSubscription(t, brand.id, { planId: 'basic' });
    const start = given.billingCycleStart;

    expect(await sweep(later(start, 26 * DAY))).toEqual({ reminded: 0, expired: 0 });
    const passes = await Promise.all([sweep(later(start, 27.5 * DAY)), sweep(later(start, 27.6 * DAY))]);
    expect(passes[0]!.reminded + passes[1]!.reminded).toBe(1);
    expect((await sweep(later(start, 28 * DAY))).reminded).toBe(0);

    const reminders = await mailsMatching(t, brand.email, /^Renew your Basic plan/);
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.text).toContain('http://localhost:3000/profile?tab=account&renew=basic');
    expect(reminders[0]!.text).toContain('AED 320');
    const notes = await notificationsOf(brand.id);
    expect(notes.filter((note) => note.title === 'Your subscription renews soon')).toHaveLength(1);

    const renewal = await subscribeInSandbox(t, brand, 'basic');
    expect(renewal.purpose).toBe('renewal');
    const renewed = await subscriptionOf(t, brand.id);
    expect(renewed!.nextRenewalDate.getTime()).toBe(given.nextRenewalDate.getTime() + 30 * DAY);

    // Not expired at the old date; reminded again before the new one.
    expect(await sweep(later(start, 30.5 * DAY))).toEqual({ reminded: 0, expired: 0 });
    expect((await sweep(later(start, 57.5 * DAY))).reminded).toBe(1);
  });

  it('an unpaid subscription falls back to free at its end date', async () => {
    const brand = await createBrand(t);
    const given = await giveSubscription(t, brand.id, { planId: 'premium' });
    const justBefore = later(given.nextRenewalDate, -1000);
    expect((await runRenewalSweep(t.deps, justBefore)).expired).not.toContain(brand.id);
    expect(
      (await getSubscriptionLimits(t.deps.database.db, brand.id, justBefore)).hasActiveSubscription,
    ).toBe(true);

    const afterEnd = later(given.nextRenewalDate, 1000);
    expect((await runRenewalSweep(t.deps, afterEnd)).expired).toContain(brand.id);
    expect((await runRenewalSweep(t.deps, afterEnd)).expired).not.toContain(brand.id);
    expect(await getSubscriptionLimits(t.deps.database.db, brand.id, afterEnd)).toMatchObject({
      planId: 'free',
      hasActiveSubscription: false,
      canCreateCampaigns: false,
    });
    expect((await notificationsOf(brand.id)).map((note) => note.title)).toContain(
      'Your subscription has ended',
    );
    // Paying again starts a new period from now.
    const payment = await subscribeInSandbox(t, brand, 'premium');
    expect(payment.purpose).toBe('subscribe');
  });

  it('enterprise subscriptions (custom pricing) get no payment reminder', async () => {
    const brand = await createBrand(t);
    const given = await giveSubscription(t, brand.id, { planId: 'enterprise' });
    expect((await runRenewalSweep(t.deps, later(given.billingCycleStart, 28 * DAY))).reminded).not.toContain(
      brand.id,
    );
  });

  it('runs as a job on the queue', async () => {
    const brand = await createBrand(t);
    await giveSubscription(t, brand.id, { planId: 'basic', startedAt: new Date(Date.now() - 31 * DAY) });
    await registerSubscriptionJobs(t.deps);
    await t.deps.jobs.send(RENEWAL_SWEEP_JOB, {});
    await vi.waitFor(async () => expect((await subscriptionOf(t, brand.id))!.status).toBe('expired'), {
      timeout: 10_000,
      interval: 100,
    });
  });
});
