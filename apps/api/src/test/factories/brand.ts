import { randomBytes } from 'node:crypto';
import { BILLING_PERIOD_DAYS, type PlanId, type WorkspaceRole } from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import {
  brandSubscriptions,
  profiles,
  workspaceMemberProfiles,
  workspaceMembers,
  workspaces,
} from '../../db/schema';
import { ensureWorkspace } from '../../modules/workspaces/membership';
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
  await ensureWorkspace(t.deps.database.db, user.id);
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
    workspaceId: userId,
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
    .onConflictDoUpdate({ target: brandSubscriptions.workspaceId, set: values })
    .returning();
  return row!;
}

export async function subscriptionOf(t: TestApp, userId: string) {
  const [row] = await t.deps.database.db
    .select()
    .from(brandSubscriptions)
    .where(eq(brandSubscriptions.workspaceId, userId));
  return row;
}

/**
 * A signed-in colleague in the workspace with the given role (their own empty workspace from
 * sign-up is dropped, as accepting an invitation does), assigned to `brandProfileIds`.
 */
export async function createColleague(
  t: TestApp,
  workspaceId: string,
  role: WorkspaceRole,
  brandProfileIds: string[] = [],
): Promise<TestUser> {
  const user = await createBrand(t);
  const { db } = t.deps.database;
  await db.delete(workspaces).where(eq(workspaces.id, user.id));
  await db.insert(workspaceMembers).values({ workspaceId, userId: user.id, role });
  if (brandProfileIds.length > 0) {
    await db
      .insert(workspaceMemberProfiles)
      .values(brandProfileIds.map((brandProfileId) => ({ workspaceId, userId: user.id, brandProfileId })));
  }
  return user;
}
