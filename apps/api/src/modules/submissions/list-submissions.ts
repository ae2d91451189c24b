import type { SubmissionList, SubmissionStatus } from '@partnerly/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { campaignApplications, campaigns, submissions } from '../../db/schema';
import type { Actor } from '../applications/applications.types';
import { isCreatorSide } from '../applications/find-application';
import { getOwnCampaignOrThrow } from '../campaigns/find-campaign';
import { campaignNotFound } from './submit-content';
import { applicationSubmissions, toSubmissionViews } from './submission-view';

/** The application's submissions for its creator or their agent (404 for anyone else). */
export async function listMySubmissions(
  db: Executor,
  actor: Actor,
  applicationId: string,
): Promise<SubmissionList> {
  const [application] = await db
    .select({ creatorId: campaignApplications.creatorId, contentStatus: campaignApplications.contentStatus })
    .from(campaignApplications)
    .where(eq(campaignApplications.id, applicationId));
  if (!application || !(await isCreatorSide(db, actor, application.creatorId))) throw campaignNotFound();
  const rows = await applicationSubmissions(db, applicationId);
  return { submissions: await toSubmissionViews(db, rows), contentStatus: application.contentStatus };
}

export interface BrandSubmissionFilters {
  campaignId?: string;
  status?: SubmissionStatus;
}

/**
 * The submissions to the workspace's campaigns, oldest first (the review queue), for anyone
 * in the workspace; narrowed to one campaign (another workspace's answers 404, as the campaign
 * routes do) or one status.
 */
export async function listBrandSubmissions(
  db: Executor,
  workspaceId: string,
  filters: BrandSubmissionFilters = {},
): Promise<SubmissionList> {
  if (filters.campaignId) await getOwnCampaignOrThrow(db, workspaceId, filters.campaignId);
  const rows = await db
    .select({ submission: submissions })
    .from(submissions)
    .innerJoin(campaigns, eq(campaigns.id, submissions.campaignId))
    .where(
      and(
        eq(campaigns.brandId, workspaceId),
        filters.campaignId ? eq(submissions.campaignId, filters.campaignId) : undefined,
        filters.status ? eq(submissions.status, filters.status) : undefined,
      ),
    )
    .orderBy(asc(submissions.createdAt), asc(submissions.id));
  return {
    submissions: await toSubmissionViews(
      db,
      rows.map((row) => row.submission),
    ),
    contentStatus: null,
  };
}

/** The campaign's submissions, oldest first (the review queue), for anyone in its workspace. */
export function listCampaignSubmissions(
  db: Executor,
  workspaceId: string,
  campaignId: string,
): Promise<SubmissionList> {
  return listBrandSubmissions(db, workspaceId, { campaignId });
}
