import { SUBMISSION_EVENTS, type ContentStatus, type SubmissionChangedEvent } from '@partnerly/contracts';
import { afterCommit } from '../../lib/after-commit';
import { isRepresenting } from '../agents/representations';
import type { ApplicationDeps, ApplicationRow } from '../applications/applications.types';
import { publishToUser } from '../notifications/notification-events';
import { publishToWorkspace } from '../workspaces/workspace-events';
import { notifyContentSubmitted, notifyReviewOutcome } from './submission-notifications';
import type { SubmissionRow } from './submission-view';

export interface SubmissionNotice {
  submission: SubmissionRow;
  application: ApplicationRow;
  brandId: string;
  change: SubmissionChangedEvent['change'];
  contentStatus: ContentStatus;
}

/** The creator and the agents who acted for them (applied or submitted) while they still represent them. */
async function creatorSideOf(deps: ApplicationDeps, notice: SubmissionNotice): Promise<Set<string>> {
  const { submission, application } = notice;
  const creatorSide = new Set([application.creatorId]);
  for (const agentId of [application.submittedByAgentId, submission.submittedBy]) {
    if (agentId && agentId !== application.creatorId) {
      if (await isRepresenting(deps.database.db, agentId, application.creatorId)) creatorSide.add(agentId);
    }
  }
  return creatorSide;
}

/**
 * After commit: the live update to the creator side (the creator and a representing agent)
 * and to everyone in the brand workspace, then the notifications (content_submitted to the
 * campaign's reviewers, the review's outcome to the creator side). Never throws (the change
 * stands); a failing notification leaves the live update in place.
 */
export function announceSubmissionChange(deps: ApplicationDeps, notice: SubmissionNotice): Promise<void> {
  const { submission, application } = notice;
  return afterCommit(
    `the ${notice.change} notice of submission ${submission.id}`,
    async () => {
      const event: SubmissionChangedEvent = {
        submissionId: submission.id,
        applicationId: application.id,
        campaignId: submission.campaignId,
        change: notice.change,
        status: submission.status,
        contentStatus: notice.contentStatus,
      };
      for (const userId of await creatorSideOf(deps, notice)) {
        await publishToUser(deps, userId, SUBMISSION_EVENTS.changed, event);
      }
      await publishToWorkspace(deps, notice.brandId, SUBMISSION_EVENTS.changed, event);
    },
    async () =>
      notice.change === 'submitted'
        ? notifyContentSubmitted(deps, notice)
        : notifyReviewOutcome(deps, notice, await creatorSideOf(deps, notice)),
  );
}
