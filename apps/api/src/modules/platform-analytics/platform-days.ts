import type { PlatformDay, SignUpSeries } from '@partnerly/contracts';
import { and, count, eq, gte, inArray, isNotNull, lt, or, isNull, sql, sum, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { campaignApplications, campaigns, payments, privateCodeRedemptions, profiles } from '../../db/schema';
import { addDays, daysFrom, uaeDayStart } from './uae-days';

/** The UAE day of a timestamp column, as 'YYYY-MM-DD'. */
const dayOf = (column: AnyPgColumn) =>
  sql<string>`to_char(${column} at time zone 'Asia/Dubai', 'YYYY-MM-DD')`;

/** Which sign-up series an account type counts in (agencies are agents; super admins, admins). */
const SERIES_OF: Record<string, SignUpSeries> = {
  creator: 'creator',
  brand: 'brand',
  agent: 'agent',
  agency: 'agent',
  admin: 'admin',
  super_admin: 'admin',
};

const inRange = (column: AnyPgColumn, start: Date, end: Date): SQL =>
  and(gte(column, start), lt(column, end))!;

/** An approved application stays approved once its work starts (in_progress). */
const APPROVED_STATUSES = ['approved', 'in_progress'] as const;

type PerDay = Map<string, number>;

async function perDay(rows: Promise<{ day: string; value: number | string | null }[]>): Promise<PerDay> {
  return new Map((await rows).map((row) => [row.day, Number(row.value ?? 0)]));
}

/**
 * The platform's figures for each UAE day from `from` through `to` (spec 03 platform_analytics;
 * issue 19: sign-ups by role, campaigns, applications, approvals, redemptions, revenue). Eight
 * grouped queries whatever the number of days. Revenue is completed payments by completion day
 * (a payment refunded later no longer counts, in any day).
 */
export async function platformDays(db: Executor, from: string, to: string): Promise<PlatformDay[]> {
  const start = uaeDayStart(from);
  const end = uaeDayStart(addDays(to, 1));
  const [
    before,
    signUpRows,
    deletions,
    campaignsPerDay,
    applicationsPerDay,
    approvalsPerDay,
    redemptionsPerDay,
    revenuePerDay,
  ] = await Promise.all([
    db
      .select({ value: count() })
      .from(profiles)
      .where(
        and(lt(profiles.createdAt, start), or(isNull(profiles.deletedAt), gte(profiles.deletedAt, start))),
      ),
    db
      .select({ day: dayOf(profiles.createdAt), userType: profiles.userType, value: count() })
      .from(profiles)
      .where(inRange(profiles.createdAt, start, end))
      .groupBy(sql`1`, profiles.userType),
    perDay(
      db
        .select({ day: dayOf(profiles.deletedAt), value: count() })
        .from(profiles)
        .where(and(isNotNull(profiles.deletedAt), inRange(profiles.deletedAt, start, end)))
        .groupBy(sql`1`),
    ),
    perDay(
      db
        .select({ day: dayOf(campaigns.createdAt), value: count() })
        .from(campaigns)
        .where(inRange(campaigns.createdAt, start, end))
        .groupBy(sql`1`),
    ),
    perDay(
      db
        .select({ day: dayOf(campaignApplications.createdAt), value: count() })
        .from(campaignApplications)
        .where(inRange(campaignApplications.createdAt, start, end))
        .groupBy(sql`1`),
    ),
    perDay(
      db
        .select({ day: dayOf(campaignApplications.decidedAt), value: count() })
        .from(campaignApplications)
        .where(
          and(
            inArray(campaignApplications.status, APPROVED_STATUSES),
            inRange(campaignApplications.decidedAt, start, end),
          ),
        )
        .groupBy(sql`1`),
    ),
    perDay(
      db
        .select({ day: dayOf(privateCodeRedemptions.redeemedAt), value: count() })
        .from(privateCodeRedemptions)
        .where(
          and(
            eq(privateCodeRedemptions.success, true),
            inRange(privateCodeRedemptions.redeemedAt, start, end),
          ),
        )
        .groupBy(sql`1`),
    ),
    perDay(
      db
        .select({ day: dayOf(payments.completedAt), value: sum(payments.amountFils) })
        .from(payments)
        .where(and(eq(payments.status, 'completed'), inRange(payments.completedAt, start, end)))
        .groupBy(sql`1`),
    ),
  ]);

  let totalUsers = before[0]?.value ?? 0;
  return daysFrom(from, to).map((day) => {
    const signUps = { creator: 0, brand: 0, agent: 0, admin: 0 };
    for (const row of signUpRows) {
      if (row.day === day) signUps[SERIES_OF[row.userType] ?? 'admin'] += row.value;
    }
    totalUsers += signUps.creator + signUps.brand + signUps.agent + signUps.admin - (deletions.get(day) ?? 0);
    return {
      date: day,
      totalUsers,
      signUps,
      campaigns: campaignsPerDay.get(day) ?? 0,
      applications: applicationsPerDay.get(day) ?? 0,
      approvals: approvalsPerDay.get(day) ?? 0,
      redemptions: redemptionsPerDay.get(day) ?? 0,
      revenueFils: revenuePerDay.get(day) ?? 0,
    };
  });
}
