import {
  canResubmit,
  CREATOR_PLACE_STATUSES,
  isImageUploadType,
  SUBMISSION_MESSAGES,
  type ContentStatus,
  type SubmissionResult,
  type submitContentInput,
} from '@partnerly/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client';
import { campaignApplications, campaigns, submissions, uploads } from '../../db/schema';
import { AppError } from '../../middleware/errors';
import type { Actor, ApplicationDeps } from '../applications/applications.types';
import { lockForCreatorSide } from '../applications/find-application';
import { announceSubmissionChange } from './submission-notices';
import { toSubmissionViews } from './submission-view';

type SubmitContent = z.output<typeof submitContentInput>;

export const campaignNotFound = () => new AppError('NOT_FOUND', SUBMISSION_MESSAGES.campaignNotFound);

/** The application, locked, if the caller is its creator or their agent; 404 otherwise. */
async function lockOwnApplication(tx: Tx, actor: Actor, applicationId: string) {
  try {
    return await lockForCreatorSide(tx, actor, applicationId);
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') throw campaignNotFound();
    throw error;
  }
}

export async function assertOwnScreenshots(tx: Tx, ownerId: string, ids: string[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const found = await tx
    .select({ id: uploads.id, contentType: uploads.contentType })
    .from(uploads)
    .where(and(eq(uploads.ownerId, ownerId), inArray(uploads.id, unique)));
  if (found.length !== unique.length || !found.every((upload) => isImageUploadType(upload.contentType))) {
    throw new AppError('VALIDATION_FAILED', SUBMISSION_MESSAGES.screenshotInvalid, {
      screenshotUploadIds: [SUBMISSION_MESSAGES.screenshotInvalid],
    });
  }
}

/**
 * The creator (or their agent) submits content for one of the campaign's platforms on an
 * approved application (ADR 0042). The first submission moves the application to
 * in_progress; a platform whose submission awaits revision or was rejected is resubmitted
 * (the same row returns to submitted with both request flags cleared). A platform awaiting
 * review or already approved answers 409, as does an application not approved.
 */
export async function submitContent(
  deps: ApplicationDeps,
  actor: Actor,
  input: SubmitContent,
  now = new Date(),
): Promise<SubmissionResult> {
  const { db } = deps.database;
  const outcome = await db.transaction(async (tx) => {
    const { application } = await lockOwnApplication(tx, actor, input.applicationId);
    if (!(CREATOR_PLACE_STATUSES as readonly string[]).includes(application.status)) {
      throw new AppError('CONFLICT', SUBMISSION_MESSAGES.notApproved);
    }
    const [campaign] = await tx
      .select({ id: campaigns.id, brandId: campaigns.brandId, platforms: campaigns.platforms })
      .from(campaigns)
      .where(eq(campaigns.id, application.campaignId));
    if (!campaign!.platforms.includes(input.platform)) {
      throw new AppError('VALIDATION_FAILED', SUBMISSION_MESSAGES.platformNotInCampaign, {
        platform: [SUBMISSION_MESSAGES.platformNotInCampaign],
      });
    }
    await assertOwnScreenshots(tx, actor.userId, input.screenshotUploadIds);

    const content = {
      submittedBy: actor.userId,
      contentUrl: input.contentUrl,
      contentType: input.contentType,
      caption: input.caption,
      screenshotUploadIds: input.screenshotUploadIds,
      metrics: input.metrics,
      status: 'submitted' as const,
      manualInputRequested: false,
      revisionRequested: false,
      updatedAt: now,
    };
    const [latest] = await tx
      .select()
      .from(submissions)
      .where(and(eq(submissions.applicationId, application.id), eq(submissions.platform, input.platform)))
      .for('update');
    let saved;
    if (!latest) {
      [saved] = await tx
        .insert(submissions)
        .values({
          ...content,
          applicationId: application.id,
          campaignId: campaign!.id,
          creatorId: application.creatorId,
          platform: input.platform,
          createdAt: now,
        })
        .returning();
    } else if (canResubmit(latest.status)) {
      [saved] = await tx.update(submissions).set(content).where(eq(submissions.id, latest.id)).returning();
    } else {
      throw new AppError(
        'CONFLICT',
        latest.status === 'approved'
          ? SUBMISSION_MESSAGES.alreadyApproved
          : SUBMISSION_MESSAGES.alreadyAwaitingReview,
      );
    }

    const contentStatus: ContentStatus =
      application.contentStatus === 'not_submitted' ? 'pre_approval' : application.contentStatus;
    const [updated] = await tx
      .update(campaignApplications)
      .set({ status: 'in_progress', contentStatus, updatedAt: now })
      .where(eq(campaignApplications.id, application.id))
      .returning();
    return { submission: saved!, application: updated!, brandId: campaign!.brandId };
  });

  await announceSubmissionChange(deps, {
    ...outcome,
    change: 'submitted',
    contentStatus: outcome.application.contentStatus,
  });
  const [view] = await toSubmissionViews(db, [outcome.submission]);
  return {
    submission: view!,
    contentStatus: outcome.application.contentStatus,
    message: SUBMISSION_MESSAGES.submitted,
  };
}
