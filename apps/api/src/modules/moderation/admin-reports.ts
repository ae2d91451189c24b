import {
  FALLBACK_NAME_MESSAGES,
  MODERATION_PAGE_SIZE,
  type AdminReport,
  type AdminReportList,
  type AdminReportListQuery,
  type ContentReportReason,
} from '@partnerly/contracts';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppDeps } from '../../context';
import type { Executor } from '../../db/client';
import { authUsers, contentReports, profiles } from '../../db/schema';
import { personName } from '../workspaces/workspace-people';
import { describeReportTargets } from './report-targets';

// The console's Reports tab: the queue of users' reports, open ones first (oldest first, as a
// queue is worked through), then the resolved ones (latest decision first).

const reviewerUsers = alias(authUsers, 'reviewer_user');
const reviewerProfiles = alias(profiles, 'reviewer_profile');

function selectReports(db: Executor) {
  return db
    .select({
      report: contentReports,
      reporterEmail: authUsers.email,
      reporterName: authUsers.name,
      reporterFirstName: profiles.firstName,
      reporterLastName: profiles.lastName,
      reviewerName: reviewerUsers.name,
      reviewerFirstName: reviewerProfiles.firstName,
      reviewerLastName: reviewerProfiles.lastName,
    })
    .from(contentReports)
    .leftJoin(authUsers, eq(authUsers.id, contentReports.reporterId))
    .leftJoin(profiles, eq(profiles.id, contentReports.reporterId))
    .leftJoin(reviewerUsers, eq(reviewerUsers.id, contentReports.reviewedBy))
    .leftJoin(reviewerProfiles, eq(reviewerProfiles.id, contentReports.reviewedBy));
}

type ReportRow = Awaited<ReturnType<ReturnType<typeof selectReports>['execute']>>[number];

async function toAdminReports(db: Executor, rows: readonly ReportRow[]): Promise<AdminReport[]> {
  const describe = await describeReportTargets(
    db,
    rows.map(({ report }) => report),
  );
  return rows.map((row) => {
    const { report } = row;
    const { ownerId: _ownerId, ...target } = describe(report.targetType, report.targetId);
    const reporterName = personName({
      firstName: row.reporterFirstName,
      lastName: row.reporterLastName,
      name: row.reporterName,
    });
    const reviewerName = personName({
      firstName: row.reviewerFirstName,
      lastName: row.reviewerLastName,
      name: row.reviewerName,
    });
    return {
      id: report.id,
      targetType: report.targetType,
      targetId: report.targetId,
      target,
      reason: report.reason as ContentReportReason,
      details: report.details,
      status: report.status,
      reporter:
        report.reporterId && row.reporterEmail
          ? { id: report.reporterId, name: reporterName || row.reporterEmail, email: row.reporterEmail }
          : null,
      createdAt: report.createdAt.toISOString(),
      reviewedAt: report.reviewedAt?.toISOString() ?? null,
      reviewerName: report.reviewedBy ? reviewerName || FALLBACK_NAME_MESSAGES.admin : null,
      reviewNote: report.reviewNote,
    };
  });
}

function conditionsOf(query: AdminReportListQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(contentReports.status, query.status));
  if (query.targetType) conditions.push(eq(contentReports.targetType, query.targetType));
  return and(...conditions);
}

const isOpen = sql`(${contentReports.status} = 'open')`;

/** GET /api/admin/reports: 25 a page, open first, with the total and the open queue's size. */
export async function listAdminReports(
  deps: Pick<AppDeps, 'database'>,
  query: AdminReportListQuery,
): Promise<AdminReportList> {
  const { db } = deps.database;
  const where = conditionsOf(query);
  const [rows, [total], [open]] = await Promise.all([
    selectReports(db)
      .where(where)
      .orderBy(
        desc(isOpen),
        asc(sql`case when ${isOpen} then ${contentReports.createdAt} end`),
        sql`${contentReports.reviewedAt} desc nulls last`,
        desc(contentReports.createdAt),
        desc(contentReports.id),
      )
      .limit(MODERATION_PAGE_SIZE)
      .offset((query.page - 1) * MODERATION_PAGE_SIZE),
    db.select({ value: count() }).from(contentReports).where(where),
    db.select({ value: count() }).from(contentReports).where(eq(contentReports.status, 'open')),
  ]);
  return {
    reports: await toAdminReports(db, rows),
    total: total?.value ?? 0,
    openTotal: open?.value ?? 0,
    page: query.page,
    pageSize: MODERATION_PAGE_SIZE,
  };
}

/** One report as the queue shows it (after a decision). */
export async function findAdminReport(db: Executor, id: string): Promise<AdminReport | undefined> {
  const rows = await selectReports(db).where(inArray(contentReports.id, [id]));
  return (await toAdminReports(db, rows))[0];
}
