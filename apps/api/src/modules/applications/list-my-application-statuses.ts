import type { MyApplicationStatuses } from '@partnerly/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { campaignApplications } from '../../db/schema';

/**
 * GET /api/applications/mine/statuses: the creator's own application status for each of the
 * given campaigns she applied to (one per creator and campaign). Answered per viewer, next to
 * the feed's shared pages (decision 0017), so a card says 'Applied' whatever her history.
 */
export async function listMyApplicationStatuses(
  db: Executor,
  creatorId: string,
  campaignIds: readonly string[],
): Promise<MyApplicationStatuses> {
  const statuses = await db
    .select({ campaignId: campaignApplications.campaignId, status: campaignApplications.status })
    .from(campaignApplications)
    .where(
      and(
        eq(campaignApplications.creatorId, creatorId),
        inArray(campaignApplications.campaignId, [...campaignIds]),
      ),
    );
  return { statuses };
}
