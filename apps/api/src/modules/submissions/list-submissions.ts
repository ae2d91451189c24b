import type { SubmissionList } from '@partnerly/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { campaignApplications, submissions } from '../../db/schema';
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

/** The campaign's submissions, oldest first (the review queue), for anyone in its workspace. */
export async function listCampaignSubmissions(
  db: Executor,
  workspaceId: string,
  campaignId: string,
): Promise<SubmissionList> {
  await getOwnCampaignOrThrow(db, workspaceId, campaignId);
  const rows = await db
    .select()
    .from(submissions)
    .where(eq(submissions.campaignId, campaignId))
    .orderBy(asc(submissions.createdAt), asc(submissions.id));
  return { submissions: await toSubmissionViews(db, rows), contentStatus: null };
}
