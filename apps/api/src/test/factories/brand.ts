import { randomBytes } from 'node:crypto';
import { BILLING_PERIOD_DAYS, type PlanId } from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import { brandSubscriptions, profiles } from '../../db/schema';
import type { TestApp } from '../create-test-app';
import { createTestUser, type TestUser } from '../users';

/** A signed-in brand account (auth user, brand profile, session cookie). */
export async function createBrand(t: TestApp, email?: string): Promise<TestUser> {
  const user = await createTestUser(t, {
    userType: 'brand',
    email: email ?? `brand-${randomBytes(4).toString('hex')}@example.com`,
  });
  // Made a brand explicitly, whatever the sign-up hooks did with the metadata.
  await t.deps.database.db
    .insert(profiles)
    .values({ id: user.id, email: user.email, userType: 'brand', companyName: 'Test Brand Co.' })
    .onConflictDoUpdate({ target: profiles.id, set: { userType: 'brand' } });
  return user;
}

export interface GivenSubscription {
  planId?: PlanId;
  status?: 'active' | 'cancelled' | 'expired';
  /** Start of the paid period (default now); it lasts 30 days. */
  startedAt?: Date;
  /** End of the paid period (default 30 days after startedAt). */
  paidUntil?: Date;
  customQrCodeLimit?: number;
  customRedemptionLimit?: number;
}

/** Writes a subscription row directly, as if a payment had activated it. */
export async function giveSubscription(t: TestApp, userId: string, options: GivenSubscription = {}) {
  const startedAt = options.startedAt ?? new Date();
  const nextRenewalDate =
    options.paidUntil ?? new Date(startedAt.getTime() + BILLING_PERIOD_DAYS * 24 * 60 * 60 * 1000);
  const values = {
    userId,
    planId: options.planId ?? 'basic',
    status: options.status ?? 'active',
    billingCycleStart: startedAt,
    nextRenewalDate,
    subscriptionEndDate: options.status === 'cancelled' ? nextRenewalDate : null,
    cancellationDate: options.status === 'cancelled' ? startedAt : null,
    customQrCodeLimit: options.customQrCodeLimit ?? null,
    customRedemptionLimit: options.customRedemptionLimit ?? null,
    paymentMethod: 'sandbox' as const,
    createdAt: startedAt,
    updatedAt: startedAt,
  };
  const [row] = await t.deps.database.db
    .insert(brandSubscriptions)
    .values(values)
    .onConflictDoUpdate({ target: brandSubscriptions.userId, set: values })
    .returning();
  return row!;
}

export async function subscriptionOf(t: TestApp, userId: string) {
  const [row] = await t.deps.database.db
    .select()
    .from(brandSubscriptions)
    .where(eq(brandSubscriptions.userId, userId));
  return row;
}
