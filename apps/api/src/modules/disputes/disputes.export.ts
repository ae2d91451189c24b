import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { disputes } from '../../db/schema';

/**
 * The disputes part of a user's data export: the disputes they opened, with what they wrote,
 * their evidence's upload ids and how each was settled (the admins' ids stay out).
 */
export async function exportDisputes(db: Executor, userId: string) {
  const rows = await db
    .select()
    .from(disputes)
    .where(eq(disputes.initiatorId, userId))
    .orderBy(asc(disputes.createdAt), asc(disputes.id));
  return rows.map((row) => ({
    id: row.id,
    applicationId: row.applicationId,
    disputeType: row.disputeType,
    description: row.description,
    evidenceUploadIds: row.evidenceUploadIds,
    status: row.status,
    investigatingAt: row.investigatingAt?.toISOString() ?? null,
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    outcome: row.outcome,
    resolutionNote: row.resolutionNote,
    createdAt: row.createdAt.toISOString(),
  }));
}
