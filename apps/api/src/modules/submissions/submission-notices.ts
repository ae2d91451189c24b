import { SUBMISSION_EVENTS, type ContentStatus, type SubmissionChangedEvent } from '@partnerly/contracts';
import { afterCommit } from '../../lib/after-commit';
import { isRepresenting } from '../agents/representations';
import type { ApplicationDeps, ApplicationRow } from '../applications/applications.types';
import { publishToUser } from '../notifications/notification-events';
import { publishToWorkspace } from '../workspaces/workspace-events';
import type { SubmissionRow } from './submission-view';

export interface SubmissionNotice {
  submission: SubmissionRow;
  application: ApplicationRow;
  brandId: string;
  change: SubmissionChangedEvent['change'];
  contentStatus: ContentStatus;
}

/**
 * After commit: the live update to the creator side (the creator and a representing agent)
 * and to everyone in the brand workspace. Never throws (the change stands).
 */
export function announceSubmissionChange(deps: ApplicationDeps, notice: SubmissionNotice): Promise<void> {
  return afterCommit(`the ${notice.change} event of submission ${notice.submission.id}`, async () => {
    const { submission, application } = notice;
    const event: SubmissionChangedEvent = {
      submissionId: submission.id,
      applicationId: application.id,
      campaignId: submission.campaignId,
      change: notice.change,
      status: submission.status,
      contentStatus: notice.contentStatus,
    };
    const creatorSide = new Set([application.creatorId]);
    for (const agentId of [application.submittedByAgentId, submission.submittedBy]) {
      if (agentId && agentId !== application.creatorId) {
        if (await isRepresenting(deps.database.db, agentId, application.creatorId)) creatorSide.add(agentId);
      }
    }
    for (const userId of creatorSide) await publishToUser(deps, userId, SUBMISSION_EVENTS.changed, event);
    await publishToWorkspace(deps, notice.brandId, SUBMISSION_EVENTS.changed, event);
  });
}
