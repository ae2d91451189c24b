import {
  ENTERPRISE_ADMIN_PAGE_SIZE,
  type AdminLimitRequest,
  type AdminLimitRequestList,
  type EnterpriseWorkspace,
  type EnterpriseWorkspaceList,
  type EnterpriseWorkspaceListQuery,
  type LimitRequestListQuery,
  type LimitRequestStatus,
  type PlanId,
} from '@partnerly/contracts';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AppDeps } from '../../../context';
import type { Executor } from '../../../db/client';
import {
  brandSubscriptions,
  enterpriseLimitRequests,
  subscriptionPlans,
  workspaceMembers,
  workspaces,
} from '../../../db/schema';
import { summariseWorkspaces, workspaceMatches } from '../../workspaces/workspace-summaries';
import { effectiveLimits } from '../limits/effective-limits';
import type { PlanRow } from '../plans/plans.service';
import { describeAccess, type SubscriptionRow } from '../subscription-state';

// The console's Enterprise tab: brand workspaces with their subscription and the limits that
// apply now (the limits service's own effectiveLimits), and the brands' limit requests.

type Deps = Pick<AppDeps, 'database'>;

async function plansById(db: Executor): Promise<Map<string, PlanRow>> {
  const rows = await db.select().from(subscriptionPlans);
  return new Map(rows.map((row) => [row.id, row]));
}

/** Workspaces somebody still belongs to (a deleted brand's is left without people). */
const hasPeople = sql`exists (select 1 from ${workspaceMembers} where ${workspaceMembers.workspaceId} = ${workspaces.id})`;

/**
 * The plan a subscription gives now, in SQL (describeAccess's rule: a scheduled downgrade takes
 * over at its date; free without access).
 */
function planNowIs(planId: PlanId, now: Date): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  const plan = sql`case when ${brandSubscriptions.scheduledChangeAt} <= ${at}
    then coalesce(${brandSubscriptions.scheduledPlanId}, ${brandSubscriptions.planId})
    else ${brandSubscriptions.planId} end`;
  const accessEnd = sql`case when ${brandSubscriptions.status} = 'cancelled'
    then coalesce(${brandSubscriptions.subscriptionEndDate}, ${brandSubscriptions.nextRenewalDate})
    else ${brandSubscriptions.nextRenewalDate} end`;
  const hasAccess = sql`(${brandSubscriptions.status} is not null and ${brandSubscriptions.status} <> 'expired'
    and ${brandSubscriptions.planId} <> 'free' and ${accessEnd} > ${at})`;
  return planId === 'free'
    ? sql`not coalesce(${hasAccess}, false)`
    : sql`coalesce(${hasAccess} and ${plan} = ${planId}, false)`;
}

/** GET /api/admin/enterprise/workspaces: brand workspaces, newest first, 25 a page. */
export async function listEnterpriseWorkspaces(
  deps: Deps,
  query: EnterpriseWorkspaceListQuery,
  now = new Date(),
): Promise<EnterpriseWorkspaceList> {
  const { db } = deps.database;
  const conditions: SQL[] = [hasPeople];
  if (query.search) conditions.push(workspaceMatches(workspaces.id, query.search));
  if (query.plan) conditions.push(planNowIs(query.plan, now));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({ workspaceId: workspaces.id, subscription: brandSubscriptions })
      .from(workspaces)
      .leftJoin(brandSubscriptions, eq(brandSubscriptions.workspaceId, workspaces.id))
      .where(where)
      .orderBy(desc(workspaces.createdAt), asc(workspaces.id))
      .limit(ENTERPRISE_ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ENTERPRISE_ADMIN_PAGE_SIZE),
    db
      .select({ value: count() })
      .from(workspaces)
      .leftJoin(brandSubscriptions, eq(brandSubscriptions.workspaceId, workspaces.id))
      .where(where),
  ]);
  return {
    workspaces: await describeWorkspaces(db, rows, now),
    total: total?.value ?? 0,
    page: query.page,
    pageSize: ENTERPRISE_ADMIN_PAGE_SIZE,
  };
}

/** One workspace as the tab lists it (after a grant). */
export async function findEnterpriseWorkspace(
  db: Executor,
  workspaceId: string,
  now = new Date(),
): Promise<EnterpriseWorkspace | undefined> {
  const rows = await db
    .select({ workspaceId: workspaces.id, subscription: brandSubscriptions })
    .from(workspaces)
    .leftJoin(brandSubscriptions, eq(brandSubscriptions.workspaceId, workspaces.id))
    .where(eq(workspaces.id, workspaceId));
  return (await describeWorkspaces(db, rows, now))[0];
}

async function describeWorkspaces(
  db: Executor,
  rows: readonly { workspaceId: string; subscription: SubscriptionRow | null }[],
  now: Date,
): Promise<EnterpriseWorkspace[]> {
  const ids = rows.map((row) => row.workspaceId);
  const [plans, summaries, pending] = await Promise.all([
    plansById(db),
    summariseWorkspaces(db, ids),
    ids.length
      ? db
          .select({ workspaceId: enterpriseLimitRequests.workspaceId, value: count() })
          .from(enterpriseLimitRequests)
          .where(
            and(
              inArray(enterpriseLimitRequests.workspaceId, ids),
              eq(enterpriseLimitRequests.status, 'pending'),
            ),
          )
          .groupBy(enterpriseLimitRequests.workspaceId)
      : [],
  ]);
  const pendingOf = new Map(pending.map((row) => [row.workspaceId, row.value]));
  return rows.map(({ workspaceId, subscription }) => {
    const row = subscription ?? undefined;
    const access = describeAccess(row, now);
    const plan = plans.get(access.effectivePlanId)!;
    const limits = effectiveLimits(plan, row);
    const summary = summaries.get(workspaceId)!;
    return {
      workspaceId,
      name: summary.companyName,
      owner: summary.owner,
      planId: access.effectivePlanId,
      planName: plan.name,
      status: access.status,
      accessEndsAt: access.hasAccess ? (access.accessEndsAt?.toISOString() ?? null) : null,
      customQrCodeLimit: row?.customQrCodeLimit ?? null,
      customRedemptionLimit: row?.customRedemptionLimit ?? null,
      limits: {
        campaignPostLimit: limits.campaignPostLimit,
        qrCodeLimit: limits.qrCodeLimit,
        maxRedemptionsPerCode: limits.maxRedemptionsPerCode,
      },
      pendingLimitRequests: pendingOf.get(workspaceId) ?? 0,
    };
  });
}

const isPending = sql`(${enterpriseLimitRequests.status} = 'pending')`;

/** GET /api/admin/enterprise/limit-requests: pending first (oldest first), then the newest. */
export async function listLimitRequests(
  deps: Deps,
  query: LimitRequestListQuery,
  now = new Date(),
): Promise<AdminLimitRequestList> {
  const { db } = deps.database;
  const where = query.status ? eq(enterpriseLimitRequests.status, query.status) : undefined;
  const [rows, [total], [pending]] = await Promise.all([
    db
      .select()
      .from(enterpriseLimitRequests)
      .where(where)
      .orderBy(
        desc(isPending),
        asc(sql`case when ${isPending} then ${enterpriseLimitRequests.createdAt} end`),
        desc(enterpriseLimitRequests.createdAt),
        desc(enterpriseLimitRequests.id),
      )
      .limit(ENTERPRISE_ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ENTERPRISE_ADMIN_PAGE_SIZE),
    db.select({ value: count() }).from(enterpriseLimitRequests).where(where),
    db.select({ value: count() }).from(enterpriseLimitRequests).where(isPending),
  ]);
  return {
    requests: await describeLimitRequests(db, rows, now),
    total: total?.value ?? 0,
    pendingTotal: pending?.value ?? 0,
    page: query.page,
    pageSize: ENTERPRISE_ADMIN_PAGE_SIZE,
  };
}

/** One limit request as the tab lists it (after a decision). */
export async function findLimitRequest(
  db: Executor,
  requestId: string,
  now = new Date(),
): Promise<AdminLimitRequest | undefined> {
  const rows = await db
    .select()
    .from(enterpriseLimitRequests)
    .where(eq(enterpriseLimitRequests.id, requestId));
  return (await describeLimitRequests(db, rows, now))[0];
}

async function describeLimitRequests(
  db: Executor,
  rows: readonly (typeof enterpriseLimitRequests.$inferSelect)[],
  now: Date,
): Promise<AdminLimitRequest[]> {
  const workspaceIds = [...new Set(rows.map((row) => row.workspaceId))];
  const subscriptionRows = workspaceIds.length
    ? await db.select().from(brandSubscriptions).where(inArray(brandSubscriptions.workspaceId, workspaceIds))
    : [];
  const subscriptionOf = new Map(subscriptionRows.map((row) => [row.workspaceId, row]));
  const [plans, summaries] = await Promise.all([plansById(db), summariseWorkspaces(db, workspaceIds)]);
  return rows.map((row) => {
    const subscription = subscriptionOf.get(row.workspaceId);
    const access = describeAccess(subscription, now);
    const limits = effectiveLimits(plans.get(access.effectivePlanId)!, subscription);
    return {
      id: row.id,
      workspaceId: row.workspaceId,
      workspaceName: summaries.get(row.workspaceId)!.companyName,
      currentPlan: row.currentPlan,
      requestedQrLimit: row.requestedQrLimit,
      requestedRedemptionLimit: row.requestedRedemptionLimit,
      businessJustification: row.businessJustification,
      campaignVolumeEstimate: row.campaignVolumeEstimate,
      status: row.status as LimitRequestStatus,
      currentLimits: {
        campaignPostLimit: limits.campaignPostLimit,
        qrCodeLimit: limits.qrCodeLimit,
        maxRedemptionsPerCode: limits.maxRedemptionsPerCode,
      },
      isOnEnterprise: access.hasAccess && access.effectivePlanId === 'enterprise',
      createdAt: row.createdAt.toISOString(),
    };
  });
}
