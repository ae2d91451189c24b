import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { contentReports } from '../../db/schema';

/**
 * The reports part of a user's data export: what they reported, why and where it stands. The
 * reviewing admin and their internal note stay out.
 */
export async function exportReportsFiled(db: Executor, userId: string) {
  const rows = await db
    .select()
    .from(contentReports)
    .where(eq(contentReports.reporterId, userId))
    .orderBy(asc(contentReports.createdAt), asc(contentReports.id));
  return rows.map((row) => ({
    id: row.id,
    targetType: row.targetType,
    targetId: row.targetId,
    reason: row.reason,
    details: row.details,
    status: row.status,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }));
}
