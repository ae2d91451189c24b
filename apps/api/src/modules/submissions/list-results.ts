import {
  totalPaid,
  type BrandPayoutList,
  type CampaignResultList,
  type CreatorPayoutList,
  type MyResults,
} from '@partnerly/contracts';
import { asc, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { campaignApplications, campaignCreatorAnalytics, campaigns } from '../../db/schema';
import type { Actor } from '../applications/applications.types';
import { creatorSideScope, isCreatorSide } from '../applications/find-application';
import { getOwnCampaignOrThrow } from '../campaigns/find-campaign';
import { toPayouts, toResultView, toResultViews } from './results-view';
import { campaignNotFound } from './submit-content';

// The read side of final results and payouts (decision 0046). A brand has at most a few
// thousand results, so the lists are whole; totals are added in fils.

/** The campaign's results for the report dialog, best engagement first (spec 03), for anyone in its workspace. */
export async function listCampaignResults(
  db: Executor,
  workspaceId: string,
  campaignId: string,
): Promise<CampaignResultList> {
  await getOwnCampaignOrThrow(db, workspaceId, campaignId);
  const rows = await db
    .select()
    .from(campaignCreatorAnalytics)
    .where(eq(campaignCreatorAnalytics.campaignId, campaignId))
    .orderBy(desc(campaignCreatorAnalytics.engagementScore), asc(campaignCreatorAnalytics.createdAt));
  return { results: await toResultViews(db, rows) };
}

/** One application's results and content status for its creator or their agent (404 for anyone else). */
export async function getMyResults(db: Executor, actor: Actor, applicationId: string): Promise<MyResults> {
  const [application] = await db
    .select({ creatorId: campaignApplications.creatorId, contentStatus: campaignApplications.contentStatus })
    .from(campaignApplications)
    .where(eq(campaignApplications.id, applicationId));
  if (!application || !(await isCreatorSide(db, actor, application.creatorId))) throw campaignNotFound();
  const [row] = await db
    .select()
    .from(campaignCreatorAnalytics)
    .where(eq(campaignCreatorAnalytics.applicationId, applicationId));
  return { result: row ? await toResultView(db, row) : null, contentStatus: application.contentStatus };
}

const newestFirst = [
  desc(campaignCreatorAnalytics.finalResultsSubmittedAt),
  desc(campaignCreatorAnalytics.id),
];

/** Every payout of the workspace's campaigns, newest results first; total spent is the sum paid. */
export async function listBrandPayouts(db: Executor, workspaceId: string): Promise<BrandPayoutList> {
  const rows = await db
    .select({ results: campaignCreatorAnalytics })
    .from(campaignCreatorAnalytics)
    .innerJoin(campaigns, eq(campaigns.id, campaignCreatorAnalytics.campaignId))
    .where(eq(campaigns.brandId, workspaceId))
    .orderBy(...newestFirst);
  const payouts = await toPayouts(
    db,
    rows.map((row) => row.results),
  );
  return { payouts, totalSpent: totalPaid(payouts) };
}

/** The creator's payouts, or an agent's for the creators it represents now; total earned is the sum paid. */
export async function listMyPayouts(db: Executor, actor: Actor): Promise<CreatorPayoutList> {
  const scope = await creatorSideScope(db, actor);
  if (!scope) return { payouts: [], totalEarned: 0 };
  const rows = await db
    .select({ results: campaignCreatorAnalytics })
    .from(campaignCreatorAnalytics)
    .innerJoin(campaignApplications, eq(campaignApplications.id, campaignCreatorAnalytics.applicationId))
    .where(scope)
    .orderBy(...newestFirst);
  const payouts = await toPayouts(
    db,
    rows.map((row) => row.results),
  );
  return { payouts, totalEarned: totalPaid(payouts) };
}
