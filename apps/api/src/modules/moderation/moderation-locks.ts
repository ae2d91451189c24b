import type { ReportTargetType } from '@partnerly/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { contentReports, userActionsLog } from '../../db/schema';

// What the Partnerly team switched off stays off (decision 0065): the owner's own
// switch refuses to turn it back on. The modules that own the switches (campaigns, private
// codes, share links) ask here before they activate.

/** Whether a report of this campaign, page or code was taken down. */
export async function isTakenDown(
  db: Executor,
  targetType: ReportTargetType,
  targetId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: contentReports.id })
    .from(contentReports)
    .where(
      and(
        eq(contentReports.targetType, targetType),
        eq(contentReports.targetId, targetId),
        eq(contentReports.status, 'taken_down'),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Whether an admin closed the campaign, from the Campaigns tab or by taking a report of it down. */
export async function isCampaignClosedByModeration(db: Executor, campaignId: string): Promise<boolean> {
  if (await isTakenDown(db, 'campaign', campaignId)) return true;
  const [row] = await db
    .select({ id: userActionsLog.id })
    .from(userActionsLog)
    .where(
      and(
        eq(userActionsLog.actionType, 'campaign_closed'),
        sql`${userActionsLog.actionDetails} ->> 'campaignId' = ${campaignId}`,
      ),
    )
    .limit(1);
  return Boolean(row);
}
