import {
  APPLICATION_EVENTS,
  APPLICATION_LINKS,
  applicationTab,
  formatRate,
  type ApplicationChange,
  type ApplicationChangedEvent,
  type AppLanguage,
  type NotificationType,
} from '@partnerly/contracts';
import { afterCommit } from '../../lib/after-commit';
import { nameIn, translatorFor } from '../../lib/i18n';
import { isRepresenting } from '../agents/representations';
import { announceCampaignCounts } from '../campaigns/campaign-counters';
import { publishToUser } from '../notifications/notification-events';
import { notifyAfterCommit, type NotificationCopy } from '../notifications/create-notification';
import { listWorkspacePeople } from '../workspaces/membership';
import { publishToWorkspace } from '../workspaces/workspace-events';
import type { Actor, ApplicationDeps, ApplicationRow } from './applications.types';
import type { CampaignSummary } from './find-application';
import { brandNameOf, loadPeople, nameOf } from './people';

// After a change committed: the live update to both sides, the campaign counters, and the
// notification (bell and e-mail by preference) for the side that did not act.

export interface ApplicationNotice {
  application: ApplicationRow;
  campaign: CampaignSummary;
  change: ApplicationChange;
  actor: Actor;
  /** The offer or agreed rate the change is about. */
  amount?: number | null;
  /** The code an approval created. */
  affiliateCode?: string;
  /** The campaign's counters changed (new application, approval). */
  hasCountsChanged?: boolean;
}

interface Message {
  to: 'brand' | 'creator';
  type: NotificationType;
  /** The words in the recipient's language (issue 25). */
  localized: (language: AppLanguage) => NotificationCopy;
}

/** The approval's words in a language, from the message catalogs. */
function approvalCopy(
  language: AppLanguage,
  facts: { brand: string; campaign: string; agreedRate: number | null; affiliateCode?: string },
): NotificationCopy {
  const { t, format } = translatorFor(language);
  const { brand, campaign, agreedRate, affiliateCode } = facts;
  const decision =
    agreedRate != null
      ? t('applications.approvedAtRate', { brand, campaign, rate: format.aed(agreedRate) })
      : t('applications.approved', { brand, campaign });
  const codeNote = affiliateCode ? ` ${t('applications.affiliateCodeNote', { code: affiliateCode })}` : '';
  return { title: t('applications.approvedTitle'), message: `${decision}${codeNote}` };
}

type ApplicationCopy =
  | 'applicationReceived'
  | 'negotiationReceived'
  | 'applicationRejected'
  | 'counterByBrand'
  | 'counterByCreator'
  | 'counterAccepted'
  | 'negotiationRejected'
  | 'counterDeclined'
  | 'applicationWithdrawn';

/** A catalog copy (`notifications.<copy>.title` and `.message`) with the application's names. */
function copyOf(
  copy: ApplicationCopy,
  values: { creator: string; brand: string; campaign: string; amount?: number | null },
) {
  return (language: AppLanguage): NotificationCopy => {
    const translator = translatorFor(language);
    const { t, format } = translator;
    // English keeps its 'AED 1,500' (tests and e2e read it); Arabic writes the amount its way.
    const rate =
      values.amount == null ? '' : language === 'en' ? formatRate(values.amount) : format.aed(values.amount);
    const creator = nameIn(translator, values.creator);
    const brand = nameIn(translator, values.brand);
    const { campaign } = values;
    return {
      title: t(`notifications.${copy}.title`),
      message: t(`notifications.${copy}.message`, { creator, brand, campaign, rate }),
    };
  };
}

function messageFor(notice: ApplicationNotice, creator: string, brand: string): Message | null {
  const { change, application, actor, amount, affiliateCode } = notice;
  const values = { creator, brand, campaign: notice.campaign.title, amount };
  const byBrand = actor.userType === 'brand';
  switch (change) {
    case 'created':
      return {
        to: 'brand',
        type: 'application_received',
        localized: copyOf(
          application.applicationType === 'negotiation' ? 'negotiationReceived' : 'applicationReceived',
          values,
        ),
      };
    case 'approved': {
      const facts = {
        brand,
        campaign: notice.campaign.title,
        agreedRate: application.agreedRate,
        affiliateCode,
      };
      return {
        to: 'creator',
        type: 'application_accepted',
        localized: (language) => approvalCopy(language, facts),
      };
    }
    case 'rejected':
      return {
        to: 'creator',
        type: 'application_rejected',
        localized: copyOf('applicationRejected', values),
      };
    case 'countered':
      return byBrand
        ? { to: 'creator', type: 'negotiation_counter_offer', localized: copyOf('counterByBrand', values) }
        : { to: 'brand', type: 'negotiation_counter_offer', localized: copyOf('counterByCreator', values) };
    case 'negotiation-accepted':
      return { to: 'brand', type: 'negotiation_accepted', localized: copyOf('counterAccepted', values) };
    case 'negotiation-rejected':
      return byBrand
        ? { to: 'creator', type: 'negotiation_rejected', localized: copyOf('negotiationRejected', values) }
        : { to: 'brand', type: 'negotiation_rejected', localized: copyOf('counterDeclined', values) };
    case 'withdrawn':
      // No type of its own: it goes by the brand's 'New applications' preference.
      return { to: 'brand', type: 'application_received', localized: copyOf('applicationWithdrawn', values) };
    case 'viewed':
      return null;
  }
}

/** Call after commit; never throws (the change stands). */
export function announceApplicationChange(deps: ApplicationDeps, notice: ApplicationNotice): Promise<void> {
  return afterCommit(`the ${notice.change} notice of application ${notice.application.id}`, () =>
    announce(deps, notice),
  );
}

async function announce(deps: ApplicationDeps, notice: ApplicationNotice) {
  const { application, campaign } = notice;
  const agentId = application.submittedByAgentId;
  const hasAgent =
    agentId !== null && (await isRepresenting(deps.database.db, agentId, application.creatorId));
  const creatorSide = hasAgent ? [application.creatorId, agentId] : [application.creatorId];

  const event: ApplicationChangedEvent = {
    applicationId: application.id,
    campaignId: campaign.id,
    change: notice.change,
    status: application.status,
    negotiationStatus: application.negotiationStatus,
  };
  const brandSide = await listWorkspacePeople(deps.database.db, campaign.brandId, {
    brandProfileId: campaign.brandProfileId,
  });
  for (const userId of new Set([...brandSide, ...creatorSide])) {
    await publishToUser(deps, userId, APPLICATION_EVENTS.changed, event);
  }
  if (notice.hasCountsChanged) await announceCampaignCounts(deps, campaign.brandId, campaign.id);

  const people = await loadPeople(deps.database.db, [application.creatorId, campaign.brandId]);
  const message = messageFor(
    notice,
    nameOf(people.get(application.creatorId)),
    brandNameOf(people.get(campaign.brandId)),
  );
  if (!message) return;
  // The link opens the page and the tab the application is in now.
  const tab = applicationTab(application.status);
  if (message.to === 'brand') {
    // A withdrawn application leaves the brand's dialog: its link opens the campaign's Pending tab.
    const brandTab = application.status === 'withdrawn' ? 'pending' : tab;
    for (const userId of brandSide) {
      if (userId === notice.actor.userId) continue;
      await notifyAfterCommit(deps, {
        userId,
        ...message,
        link: APPLICATION_LINKS.brandApplications(campaign.id, brandTab),
      });
    }
    return;
  }
  for (const userId of creatorSide) {
    if (userId === notice.actor.userId) continue;
    await notifyAfterCommit(deps, { userId, ...message, link: APPLICATION_LINKS.myApplications(tab) });
  }
}

/** Viewed marks change no counters and notify nobody: the brand's other tabs refetch. */
export async function announceApplicationsViewed(deps: ApplicationDeps, brandId: string, campaignId: string) {
  const event: ApplicationChangedEvent = {
    applicationId: null,
    campaignId,
    change: 'viewed',
    status: null,
    negotiationStatus: null,
  };
  await publishToWorkspace(deps, brandId, APPLICATION_EVENTS.changed, event);
}
