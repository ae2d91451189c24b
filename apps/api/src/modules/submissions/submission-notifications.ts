import {
  platformLabel,
  SUBMISSION_LINKS,
  type ContentStatus,
  type NotificationType,
  type SubmissionStatus,
} from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import { campaigns } from '../../db/schema';
import type { ApplicationDeps, ApplicationRow } from '../applications/applications.types';
import { brandNameOf, loadPeople, nameOf } from '../applications/people';
import { notifyAfterCommit } from '../notifications/create-notification';
import { listWorkspacePeople } from '../workspaces/membership';
import type { SubmissionRow } from './submission-view';

// The bell (and e-mail, by preference) for the content workflow: content_submitted to the
// brand side, the review's outcome to the creator side.

/** The committed change a notification is about. */
interface SubmissionChange {
  submission: SubmissionRow;
  application: ApplicationRow;
  /** The application's content status after the change. */
  contentStatus: ContentStatus;
}

/** Feedback quoted in a notification is cut here, names and title take the rest. */
const FEEDBACK_QUOTE_MAX = 400;
/** A notification's message holds at most this many characters. */
const MESSAGE_MAX = 1000;

interface Outcome {
  type: NotificationType;
  title: string;
  /** The verb before whose content it was: '… asked for a revision of your Instagram content …'. */
  did: string;
}

/** A review's outcome as the creator side hears of it; other statuses tell nobody anything. */
const OUTCOMES: Partial<Record<SubmissionStatus, Outcome>> = {
  approved: { type: 'submission_approved', title: 'Content approved', did: 'approved' },
  revision_requested: {
    type: 'submission_revision_requested',
    title: 'Revision requested',
    did: 'asked for a revision of',
  },
  rejected: { type: 'submission_rejected', title: 'Content rejected', did: 'rejected' },
};

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

const quote = (feedback: string | null) =>
  feedback ? ` Feedback: ${clip(feedback, FEEDBACK_QUOTE_MAX)}` : '';

async function campaignOf(deps: ApplicationDeps, campaignId: string) {
  const [campaign] = await deps.database.db
    .select({ title: campaigns.title, brandId: campaigns.brandId, brandProfileId: campaigns.brandProfileId })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId));
  return campaign;
}

/**
 * New or resubmitted content: everyone who may review the campaign's submissions hears of
 * it (owners, managers, and the members assigned to its brand profile), as for applications.
 */
export async function notifyContentSubmitted(deps: ApplicationDeps, notice: SubmissionChange): Promise<void> {
  const { submission } = notice;
  const campaign = await campaignOf(deps, submission.campaignId);
  if (!campaign) return;
  const people = await loadPeople(deps.database.db, [submission.creatorId]);
  const creator = nameOf(people.get(submission.creatorId));
  const platform = platformLabel(submission.platform);
  // A row that was reviewed before is back after a revision or a rejection.
  const isResubmission = submission.reviewedAt !== null;
  const reviewers = await listWorkspacePeople(deps.database.db, campaign.brandId, {
    brandProfileId: campaign.brandProfileId,
  });
  for (const userId of reviewers) {
    await notifyAfterCommit(deps, {
      userId,
      type: 'content_submitted',
      title: isResubmission ? 'Content resubmitted' : 'Content submitted',
      message: clip(
        isResubmission
          ? `${creator} resubmitted their ${platform} content for "${campaign.title}".`
          : `${creator} submitted ${platform} content for "${campaign.title}".`,
        MESSAGE_MAX,
      ),
      link: SUBMISSION_LINKS.brandSubmissions(submission.campaignId),
      email: { actionLabel: 'Review the content' },
    });
  }
}

/** The review's outcome, with the brand's feedback, to the creator and a representing agent. */
export async function notifyReviewOutcome(
  deps: ApplicationDeps,
  notice: SubmissionChange,
  creatorSide: Iterable<string>,
): Promise<void> {
  const { submission, application } = notice;
  const outcome = OUTCOMES[submission.status];
  const campaign = await campaignOf(deps, submission.campaignId);
  if (!outcome || !campaign) return;
  const people = await loadPeople(deps.database.db, [campaign.brandId, application.creatorId]);
  const brand = brandNameOf(people.get(campaign.brandId));
  const creator = nameOf(people.get(application.creatorId));
  const platform = platformLabel(submission.platform);
  const allApproved =
    submission.status === 'approved' && notice.contentStatus === 'approved'
      ? ' All the content for this campaign is approved now.'
      : '';
  for (const userId of creatorSide) {
    // The agent reads whose content it was.
    const whose = userId === application.creatorId ? 'your' : `${creator}'s`;
    const message = `${brand} ${outcome.did} ${whose} ${platform} content for "${campaign.title}".${allApproved}${quote(submission.feedback)}`;
    await notifyAfterCommit(deps, {
      userId,
      type: outcome.type,
      title: outcome.title,
      message: clip(message, MESSAGE_MAX),
      link: SUBMISSION_LINKS.campaignWork(submission.campaignId, application.id),
      email: { actionLabel: 'Open the campaign work' },
    });
  }
}
