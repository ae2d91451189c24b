import {
  PLATFORM_ANALYTICS_DAYS,
  type AdminAnalytics,
  type AdminOverview,
  type PlatformDay,
} from '@partnerly/contracts';
import { and, count, desc, eq, gte, isNull, lte, ne, sum } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import type { Executor } from '../../db/client';
import {
  campaigns,
  disputes,
  payments,
  platformAnalytics,
  profiles,
  verificationRequests,
} from '../../db/schema';
import { platformDays } from './platform-days';
import { addDays, uaeDay, uaeDayStart, uaeMonthStart } from './uae-days';

type Deps = Pick<AppDeps, 'database'>;

const countOf = async (rows: Promise<{ value: number }[]>) => (await rows)[0]?.value ?? 0;

/** GET /api/admin/overview: the six cards (spec 03), revenue included, from live data. */
export async function adminOverview(deps: Deps, now = new Date()): Promise<AdminOverview> {
  const { db } = deps.database;
  const revenueSince = (since?: Date) =>
    db
      .select({ value: sum(payments.amountFils) })
      .from(payments)
      .where(and(eq(payments.status, 'completed'), since ? gte(payments.completedAt, since) : undefined))
      .then((rows) => Number(rows[0]?.value ?? 0));
  const [
    totalUsers,
    activeCampaigns,
    totalCampaigns,
    pendingVerifications,
    openDisputes,
    thisMonthFils,
    allTimeFils,
  ] = await Promise.all([
    countOf(db.select({ value: count() }).from(profiles).where(isNull(profiles.deletedAt))),
    countOf(db.select({ value: count() }).from(campaigns).where(eq(campaigns.status, 'active'))),
    countOf(db.select({ value: count() }).from(campaigns)),
    countOf(
      db
        .select({ value: count() })
        .from(verificationRequests)
        .where(eq(verificationRequests.status, 'pending')),
    ),
    countOf(db.select({ value: count() }).from(disputes).where(ne(disputes.status, 'resolved'))),
    revenueSince(uaeDayStart(uaeMonthStart(now))),
    revenueSince(),
  ]);
  return {
    totalUsers,
    activeCampaigns,
    pendingVerifications,
    openDisputes,
    totalCampaigns,
    revenue: { thisMonthFils, allTimeFils },
  };
}

const storedDay = (row: typeof platformAnalytics.$inferSelect): PlatformDay => ({
  date: row.dateRecorded,
  totalUsers: row.totalUsers,
  signUps: { creator: 0, brand: 0, agent: 0, admin: 0, ...row.signUpsByType },
  campaigns: row.campaignsCreated,
  applications: row.applications,
  approvals: row.approvals,
  redemptions: row.redemptions,
  revenueFils: row.revenueFils,
});

/**
 * GET /api/admin/analytics: the last 30 UAE days from the daily snapshots, today (and any day
 * the job has not recorded yet) computed from live data.
 */
export async function adminAnalytics(deps: Deps, now = new Date()): Promise<AdminAnalytics> {
  const { db } = deps.database;
  const today = uaeDay(now);
  const first = addDays(today, -(PLATFORM_ANALYTICS_DAYS - 1));
  const stored = await db
    .select()
    .from(platformAnalytics)
    .where(
      and(
        gte(platformAnalytics.dateRecorded, first),
        lte(platformAnalytics.dateRecorded, addDays(today, -1)),
      ),
    )
    .orderBy(platformAnalytics.dateRecorded);
  const byDay = new Map(stored.map((row) => [row.dateRecorded, storedDay(row)]));
  // Live from the first day without a snapshot through today (usually today alone).
  let firstMissing = first;
  while (byDay.has(firstMissing)) firstMissing = addDays(firstMissing, 1);
  for (const day of await platformDays(db, firstMissing, today))
    if (!byDay.has(day.date)) byDay.set(day.date, day);
  const days = [...byDay.values()].sort((a, b) => a.date.localeCompare(b.date));
  return { days, recordedThrough: await latestRecorded(db) };
}

async function latestRecorded(db: Executor): Promise<string | null> {
  const [latest] = await db
    .select({ day: platformAnalytics.dateRecorded })
    .from(platformAnalytics)
    .orderBy(desc(platformAnalytics.dateRecorded))
    .limit(1);
  return latest?.day ?? null;
}

/**
 * The daily job: records every finished UAE day of the last 30 that has no snapshot yet, and
 * records the latest recorded day again (a payment completed after its snapshot counts).
 * Returns the days written.
 */
export async function recordPlatformAnalytics(deps: Deps, now = new Date()): Promise<string[]> {
  const { db } = deps.database;
  const yesterday = addDays(uaeDay(now), -1);
  const earliest = addDays(yesterday, -(PLATFORM_ANALYTICS_DAYS - 2));
  const latest = await latestRecorded(db);
  const from = latest && latest > earliest ? (latest > yesterday ? yesterday : latest) : earliest;
  const days = await platformDays(db, from, yesterday);
  for (const day of days) {
    const values = {
      totalUsers: day.totalUsers,
      signUpsByType: day.signUps,
      campaignsCreated: day.campaigns,
      applications: day.applications,
      approvals: day.approvals,
      redemptions: day.redemptions,
      revenueFils: day.revenueFils,
    };
    await db
      .insert(platformAnalytics)
      .values({ dateRecorded: day.date, ...values })
      .onConflictDoUpdate({ target: platformAnalytics.dateRecorded, set: values });
  }
  return days.map((day) => day.date);
}
