import {
  RESULTS_EVENTS,
  SUBMISSION_LINKS,
  type NotificationType,
  type ResultsChangedEvent,
} from '@partnerly/contracts';
import { afterCommit } from '../../lib/after-commit';
import { isRepresenting } from '../agents/representations';
import type { ApplicationDeps, ApplicationRow } from '../applications/applications.types';
import { brandNameOf, loadPeople, nameOf } from '../applications/people';
import { notifyAfterCommit, noticeCopy } from '../notifications/create-notification';
import { publishToUser } from '../notifications/notification-events';
import { listWorkspacePeople } from '../workspaces/membership';
import { publishToWorkspace } from '../workspaces/workspace-events';
import type { ResultsRow } from './results-view';
import { type Translator } from '../../lib/i18n';

// Final results and payouts as both sides hear of them: the live update to the creator side and
// the whole brand workspace, then the bell (and e-mail, by preference) to whoever must act or
// learns the outcome.

export interface ResultsNotice {
  results: ResultsRow;
  application: ApplicationRow;
  campaign: { id: string; title: string; brandId: string; brandProfileId: string | null };
  change: ResultsChangedEvent['change'];
}

const MESSAGE_MAX = 1000;
const QUOTE_MAX = 400;
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** 'AED 1,500.50': payouts keep their fils. */
const formatPayout = (amount: number) =>
  `AED ${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The creator and the agents who acted for them (applied or submitted the results) while they still represent them. */
async function creatorSideOf(deps: ApplicationDeps, notice: ResultsNotice): Promise<Set<string>> {
  const { application, results } = notice;
  const creatorSide = new Set([application.creatorId]);
  for (const agentId of [application.submittedByAgentId, results.submittedBy]) {
    if (agentId && agentId !== application.creatorId) {
      if (await isRepresenting(deps.database.db, agentId, application.creatorId)) creatorSide.add(agentId);
    }
  }
  return creatorSide;
}

/** New or corrected results: everyone who may review the campaign's work hears of them. */
async function notifyReviewers(deps: ApplicationDeps, notice: ResultsNotice): Promise<void> {
  const { campaign, application, results } = notice;
  const people = await loadPeople(deps.database.db, [application.creatorId]);
  const creator = nameOf(people.get(application.creatorId));
  const isResubmission = results.brandReviewedAt !== null;
  const reviewers = await listWorkspacePeople(deps.database.db, campaign.brandId, {
    brandProfileId: campaign.brandProfileId,
  });
  for (const userId of reviewers) {
    await notifyAfterCommit(deps, {
      userId,
      type: 'results_submitted',
      localized: noticeCopy(
        isResubmission ? 'resultsResubmitted' : 'resultsSubmitted',
        { creator, campaign: campaign.title },
        { max: MESSAGE_MAX, action: 'notifications.reviewResults' },
      ),
      link: SUBMISSION_LINKS.brandReport(campaign.id),
    });
  }
}

interface CreatorNotice {
  type: NotificationType;
  /** Its copy in the catalogs: 'notifications.<copy>.title' and '.message'. */
  copy: 'resultsApproved' | 'resultsCorrection' | 'payoutPaid';
}

const CREATOR_NOTICES: Partial<Record<ResultsNotice['change'], CreatorNotice>> = {
  approved: { type: 'results_approved', copy: 'resultsApproved' },
  correction_requested: { type: 'results_correction_requested', copy: 'resultsCorrection' },
  paid: { type: 'payment_received', copy: 'payoutPaid' },
};

/** The values of a creator notice's message in a language. */
function creatorValues({ t, format }: Translator, notice: ResultsNotice) {
  const { results } = notice;
  const payout = results.payoutAmount ?? 0;
  return {
    campaign: notice.campaign.title,
    // English keeps its 'AED 1,500.00' (tests read it); Arabic writes the amount its way.
    payout: format.language === 'en' ? formatPayout(payout) : format.number(payout, PAYOUT_IN_ARABIC),
    correction: clip(results.correctionMessage ?? '', QUOTE_MAX),
    paidOn:
      format.language === 'en' || !results.paidOn ? (results.paidOn ?? '') : format.date(results.paidOn),
    reference: results.payoutReference
      ? ` ${t('notifications.payoutReference', { reference: results.payoutReference })}`
      : '',
  };
}

const PAYOUT_IN_ARABIC: Intl.NumberFormatOptions = {
  style: 'currency',
  currency: 'AED',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
};

/** The brand's answer (approval, correction, payment) to the creator and a representing agent. */
async function notifyCreatorSide(deps: ApplicationDeps, notice: ResultsNotice): Promise<void> {
  const creatorNotice = CREATOR_NOTICES[notice.change];
  if (!creatorNotice) return;
  const { application, campaign } = notice;
  const people = await loadPeople(deps.database.db, [campaign.brandId, application.creatorId]);
  const brand = brandNameOf(people.get(campaign.brandId));
  const creator = nameOf(people.get(application.creatorId));
  for (const userId of await creatorSideOf(deps, notice)) {
    const whose = userId === application.creatorId ? 'own' : 'agent';
    await notifyAfterCommit(deps, {
      userId,
      type: creatorNotice.type,
      localized: noticeCopy(
        creatorNotice.copy,
        (translator) => ({ ...creatorValues(translator, notice), brand, creator, whose }),
        { max: MESSAGE_MAX, action: 'notifications.openCampaignWork' },
      ),
      link: SUBMISSION_LINKS.campaignWork(campaign.id, application.id),
    });
  }
}

/**
 * After commit: `results.changed` to the creator side and the brand workspace, then the
 * notifications. Never throws (the change stands).
 */
export function announceResultsChange(deps: ApplicationDeps, notice: ResultsNotice): Promise<void> {
  const { application, results, campaign } = notice;
  return afterCommit(
    `the ${notice.change} notice of the results of application ${application.id}`,
    async () => {
      const event: ResultsChangedEvent = {
        applicationId: application.id,
        campaignId: campaign.id,
        change: notice.change,
        contentStatus: application.contentStatus,
        payoutStatus: results.payoutStatus,
      };
      for (const userId of await creatorSideOf(deps, notice)) {
        await publishToUser(deps, userId, RESULTS_EVENTS.changed, event);
      }
      await publishToWorkspace(deps, campaign.brandId, RESULTS_EVENTS.changed, event);
    },
    () => (notice.change === 'submitted' ? notifyReviewers(deps, notice) : notifyCreatorSide(deps, notice)),
  );
}
