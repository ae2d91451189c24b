import {
  computeEngagement,
  CREATOR_PLACE_STATUSES,
  RESULTS_FLOW_MESSAGES,
  type ResultsOutcome,
  type submitResultsInput,
} from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { campaignApplications, campaignCreatorAnalytics } from '../../db/schema';
import { AppError } from '../../middleware/errors';
import type { Actor, ApplicationDeps } from '../applications/applications.types';
import { lockForCreatorSide } from '../applications/find-application';
import { announceResultsChange } from './results-notices';
import { toResultView } from './results-view';
import { assertOwnScreenshots, campaignNotFound } from './submit-content';

type SubmitResults = z.output<typeof submitResultsInput>;

/**
 * The creator (or their agent) reports the final results once every platform's content is
 * approved (content status approved; 409 otherwise), also after the brand asked for a
 * correction (decision 0046). The server computes the engagement; the one row per application
 * is written or replaced (a resubmission may keep the earlier screenshots), and the content
 * status becomes final_submitted ('Results Under Review'). The application is locked, so of
 * two concurrent submissions one wins and the other finds final_submitted (409).
 */
export async function submitResults(
  deps: ApplicationDeps,
  actor: Actor,
  input: SubmitResults,
  now = new Date(),
): Promise<ResultsOutcome> {
  const { db } = deps.database;
  const outcome = await db.transaction(async (tx) => {
    const { application, campaign } = await lockForCreatorSide(tx, actor, input.applicationId).catch(
      (error: unknown) => {
        throw error instanceof AppError && error.code === 'NOT_FOUND' ? campaignNotFound() : error;
      },
    );
    const isPlaced = (CREATOR_PLACE_STATUSES as readonly string[]).includes(application.status);
    if (!isPlaced || application.contentStatus !== 'approved') {
      throw new AppError('CONFLICT', RESULTS_FLOW_MESSAGES.notApprovedYet);
    }
    // A resubmission may keep the evidence of the results it replaces, whichever of the creator
    // and their agent uploaded it; anything new must be the caller's own upload.
    const [earlier] = await tx
      .select({ screenshotUploadIds: campaignCreatorAnalytics.screenshotUploadIds })
      .from(campaignCreatorAnalytics)
      .where(eq(campaignCreatorAnalytics.applicationId, application.id));
    const kept = new Set(earlier?.screenshotUploadIds ?? []);
    await assertOwnScreenshots(
      tx,
      actor.userId,
      input.screenshotUploadIds.filter((id) => !kept.has(id)),
    );

    const metrics = {
      views: input.views,
      likes: input.likes,
      comments: input.comments,
      shares: input.shares,
    };
    const engagement = computeEngagement(metrics);
    const figures = {
      ...metrics,
      submittedBy: actor.userId,
      contentUrl: input.contentUrl,
      engagementRate: engagement.rate,
      engagementScore: engagement.score,
      engagementLevel: engagement.level,
      screenshotUploadIds: input.screenshotUploadIds,
      finalResultsSubmittedAt: now,
      updatedAt: now,
    };
    // A correction leaves the row in place (payout still pending): the new figures replace it.
    const [results] = await tx
      .insert(campaignCreatorAnalytics)
      .values({
        ...figures,
        applicationId: application.id,
        campaignId: application.campaignId,
        creatorId: application.creatorId,
        createdAt: now,
      })
      .onConflictDoUpdate({ target: campaignCreatorAnalytics.applicationId, set: figures })
      .returning();
    const [updated] = await tx
      .update(campaignApplications)
      .set({ contentStatus: 'final_submitted', updatedAt: now })
      .where(eq(campaignApplications.id, application.id))
      .returning();
    return { results: results!, application: updated!, campaign };
  });

  await announceResultsChange(deps, { ...outcome, change: 'submitted' });
  return { result: await toResultView(db, outcome.results), message: RESULTS_FLOW_MESSAGES.submitted };
}
