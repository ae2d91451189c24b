import type { ApplicationDisputeSummary, DisputeType } from '@partnerly/contracts';
import { desc, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { disputes } from '../../db/schema';

/**
 * The newest dispute of each application (one query for any number), for the application
 * views: their badge and the Open Dispute rule. Applications without one are left out.
 */
export async function latestDisputesOf(
  db: Executor,
  applicationIds: readonly string[],
): Promise<Map<string, ApplicationDisputeSummary>> {
  if (applicationIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([disputes.applicationId], {
      applicationId: disputes.applicationId,
      id: disputes.id,
      status: disputes.status,
      disputeType: disputes.disputeType,
    })
    .from(disputes)
    .where(inArray(disputes.applicationId, [...new Set(applicationIds)]))
    .orderBy(disputes.applicationId, desc(disputes.createdAt), desc(disputes.id));
  return new Map(
    rows.map((row) => [
      row.applicationId,
      { id: row.id, status: row.status, disputeType: row.disputeType as DisputeType },
    ]),
  );
}
