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
import { notifyAfterCommit, noticeCopy } from '../notifications/create-notification';
import { listWorkspacePeople } from '../workspaces/membership';
import type { SubmissionRow } from './submission-view';
import { type Translator } from '../../lib/i18n';

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
  /** Its copy in the catalogs: 'notifications.<copy>.title' and '.message'. */
  copy: 'contentApproved' | 'revisionRequested' | 'contentRejected';
}

/** A review's outcome as the creator side hears of it; other statuses tell nobody anything. */
const OUTCOMES: Partial<Record<SubmissionStatus, Outcome>> = {
  approved: { type: 'submission_approved', copy: 'contentApproved' },
  revision_requested: { type: 'submission_revision_requested', copy: 'revisionRequested' },
  rejected: { type: 'submission_rejected', copy: 'contentRejected' },
};

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

const quote = ({ t }: Translator, feedback: string | null) =>
  feedback ? ` ${t('notifications.feedback', { feedback: clip(feedback, FEEDBACK_QUOTE_MAX) })}` : '';

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
      localized: noticeCopy(
        isResubmission ? 'contentResubmitted' : 'contentSubmitted',
        { creator, platform, campaign: campaign.title },
        { max: MESSAGE_MAX, action: 'notifications.reviewContent' },
      ),
      link: SUBMISSION_LINKS.brandSubmissions(submission.campaignId),
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
  const isAllApproved = submission.status === 'approved' && notice.contentStatus === 'approved';
  for (const userId of creatorSide) {
    // The agent reads whose content it was.
    const whose = userId === application.creatorId ? 'own' : 'agent';
    const values = (translator: Translator) => ({
      brand,
      creator,
      whose,
      platform,
      campaign: campaign.title,
      more: `${isAllApproved ? ` ${translator.t('notifications.allContentApproved')}` : ''}${quote(translator, submission.feedback)}`,
    });
    await notifyAfterCommit(deps, {
      userId,
      type: outcome.type,
      localized: noticeCopy(outcome.copy, values, {
        max: MESSAGE_MAX,
        action: 'notifications.openCampaignWork',
      }),
      link: SUBMISSION_LINKS.campaignWork(submission.campaignId, application.id),
    });
  }
}
