import {
  isContentApproved,
  reviewOutcome,
  SUBMISSION_MESSAGES,
  type ContentStatus,
  type reviewSubmissionInput,
  type SubmissionResult,
} from '@partnerly/contracts';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { campaignApplications, campaigns, submissions } from '../../db/schema';
import { AppError } from '../../middleware/errors';
import type { ApplicationDeps } from '../applications/applications.types';
import type { Membership } from '../workspaces/membership';
import { recordActivity } from '../workspaces/record-activity';
import { assertMayWorkOn } from '../workspaces/workspace-access';
import { announceSubmissionChange } from './submission-notices';
import { applicationSubmissions, toSubmissionViews } from './submission-view';

type ReviewInput = z.output<typeof reviewSubmissionInput>;

const submissionNotFound = () => new AppError('NOT_FOUND', SUBMISSION_MESSAGES.notFound);

/**
 * The brand's review (spec 03 section 4, ADR 0042): approve, request a revision or reject,
 * as REVIEW_TRANSITIONS allows (409 otherwise). The application and then the submission are
 * locked (the order submitting takes them), so of two concurrent reviews one wins and the
 * other gets 409. When every required platform is approved the application's content status
 * becomes approved. Another workspace's submission answers 404; a member not assigned to the
 * campaign's brand profile 403.
 */
export async function reviewSubmission(
  deps: ApplicationDeps,
  brand: Membership,
  submissionId: string,
  input: ReviewInput,
  now = new Date(),
): Promise<SubmissionResult> {
  const { db } = deps.database;
  const outcome = await db.transaction(async (tx) => {
    const [found] = await tx
      .select({
        applicationId: submissions.applicationId,
        campaignId: campaigns.id,
        title: campaigns.title,
        brandProfileId: campaigns.brandProfileId,
        platforms: campaigns.platforms,
      })
      .from(submissions)
      .innerJoin(campaigns, eq(campaigns.id, submissions.campaignId))
      .where(and(eq(submissions.id, submissionId), eq(campaigns.brandId, brand.workspaceId)));
    if (!found) throw submissionNotFound();
    assertMayWorkOn(brand, found.brandProfileId);

    // Locks in the order submitting takes them (the application, then the submission), so a
    // review and a concurrent submission queue up instead of deadlocking.
    const [application] = await tx
      .select()
      .from(campaignApplications)
      .where(eq(campaignApplications.id, found.applicationId))
      .for('update');
    const [current] = await tx
      .select()
      .from(submissions)
      .where(eq(submissions.id, submissionId))
      .for('update');
    if (!current) throw submissionNotFound();
    const next = reviewOutcome(current.status, input.action);
    if (!next) throw new AppError('CONFLICT', SUBMISSION_MESSAGES.notReviewable);

    const [reviewed] = await tx
      .update(submissions)
      .set({
        status: next,
        feedback: input.feedback,
        manualInputRequested: input.manualInputRequested,
        revisionRequested: next === 'revision_requested',
        reviewedBy: brand.userId,
        reviewedAt: now,
        updatedAt: now,
      })
      .where(eq(submissions.id, submissionId))
      .returning();

    const latest = await applicationSubmissions(tx, application!.id);
    const contentStatus: ContentStatus =
      application!.contentStatus === 'pre_approval' && isContentApproved(found.platforms, latest)
        ? 'approved'
        : application!.contentStatus;
    const [updated] = await tx
      .update(campaignApplications)
      .set({ contentStatus, updatedAt: now })
      .where(eq(campaignApplications.id, application!.id))
      .returning();

    await recordActivity(tx, {
      workspaceId: brand.workspaceId,
      actorId: brand.userId,
      action: 'submission_reviewed',
      subject: found.title,
      details: { submissionId, applicationId: application!.id, outcome: next },
    });
    return { submission: reviewed!, application: updated! };
  });

  await announceSubmissionChange(deps, {
    ...outcome,
    brandId: brand.workspaceId,
    change: 'reviewed',
    contentStatus: outcome.application.contentStatus,
  });
  const [view] = await toSubmissionViews(db, [outcome.submission]);
  return {
    submission: view!,
    contentStatus: outcome.application.contentStatus,
    message: SUBMISSION_MESSAGES.reviewed,
  };
}
