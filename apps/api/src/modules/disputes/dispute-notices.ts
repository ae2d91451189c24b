import {
  FALLBACK_NAME_MESSAGES,
  ADMIN_DISPUTES_PATH,
  ADMIN_USER_TYPES,
  APPLICATION_LINKS,
  DISPUTE_EVENTS,
  applicationTab,
  type DisputeChangedEvent,
  type DisputeParty,
  type NotificationType,
} from '@partnerly/contracts';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import type { Executor } from '../../db/client';
import { profiles } from '../../db/schema';
import { afterCommit } from '../../lib/after-commit';
import { isRepresenting } from '../agents/representations';
import { toCampaignBrand } from '../campaigns/campaign-view';
import { notifyAfterCommit, noticeCopy, type LocalizedCopy } from '../notifications/create-notification';
import { publishToUser } from '../notifications/notification-events';
import { listWorkspacePeople } from '../workspaces/membership';
import type { DisputedApplication } from './application-parties';
import { loadDisputePeople } from './dispute-people';
import { openedByOf, type DisputeRow } from './dispute-view';

// After a dispute changed (opened, investigating, resolved): the live update to both sides of
// the application and to every admin, and the notifications (bell, e-mail by preference).

export type DisputeDeps = Pick<AppDeps, 'database' | 'events' | 'mail' | 'publicUrl'>;

export interface DisputeNotice {
  /** The dispute as it is now (its status says what happened). */
  dispute: DisputeRow;
  application: DisputedApplication;
  /** Who changed it: not notified of their own step. */
  actorId: string;
}

/** Admin and super admin accounts that can work (not deleted or suspended). */
async function listAdmins(db: Executor): Promise<{ id: string; userType: string }[]> {
  return db
    .select({ id: profiles.id, userType: profiles.userType })
    .from(profiles)
    .where(
      and(
        inArray(profiles.userType, [...ADMIN_USER_TYPES]),
        isNull(profiles.deletedAt),
        isNull(profiles.suspendedAt),
      ),
    );
}

async function brandNameOf(db: Executor, brandId: string): Promise<string> {
  const [identity] = await db
    .select({
      companyName: profiles.companyName,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      profileImageUrl: profiles.profileImageUrl,
    })
    .from(profiles)
    .where(eq(profiles.id, brandId));
  return toCampaignBrand(brandId, identity ?? null).name;
}

/** The creator, and the agent who submitted the application while they still represent them. */
async function creatorSideOf(db: Executor, application: DisputedApplication): Promise<string[]> {
  const agentId = application.submittedByAgentId;
  const hasAgent = agentId !== null && (await isRepresenting(db, agentId, application.creatorId));
  return hasAgent ? [application.creatorId, agentId] : [application.creatorId];
}

interface Message {
  type: NotificationType;
  localized: LocalizedCopy;
}

function partyMessage(dispute: DisputeRow, opener: string, campaignTitle: string): Message {
  // The kind and the outcome are ICU selects in the catalogs ('payment', 'in_favour_of_initiator').
  const values = {
    opener,
    campaign: campaignTitle,
    kind: dispute.disputeType,
    outcome: dispute.outcome ?? '',
  };
  switch (dispute.status) {
    case 'open':
      return { type: 'dispute_opened', localized: noticeCopy('disputeOpened', values) };
    case 'investigating':
      return { type: 'dispute_updated', localized: noticeCopy('disputeInvestigating', values) };
    case 'resolved':
      return { type: 'dispute_updated', localized: noticeCopy('disputeResolved', values) };
  }
}

/** Call after commit; never throws (the change stands). */
export function announceDisputeChange(deps: DisputeDeps, notice: DisputeNotice): Promise<void> {
  return afterCommit(`the ${notice.dispute.status} notice of dispute ${notice.dispute.id}`, () =>
    announce(deps, notice),
  );
}

async function announce(deps: DisputeDeps, { dispute, application, actorId }: DisputeNotice) {
  const { db } = deps.database;
  const { campaign } = application;
  const creatorSide = await creatorSideOf(db, application);
  const brandSide = await listWorkspacePeople(db, campaign.brandId, {
    brandProfileId: campaign.brandProfileId,
  });
  const admins = await listAdmins(db);

  const event: DisputeChangedEvent = {
    disputeId: dispute.id,
    applicationId: application.id,
    campaignId: campaign.id,
    status: dispute.status,
  };
  const everyone = [
    ...creatorSide,
    ...(await listWorkspacePeople(db, campaign.brandId)),
    ...admins.map((admin) => admin.id),
  ];
  for (const userId of new Set(everyone)) {
    await publishToUser(deps, userId, DISPUTE_EVENTS.changed, event);
  }

  const people = await loadDisputePeople(db, [dispute.initiatorId]);
  const openedBy: DisputeParty = openedByOf(dispute, people);
  const opener =
    openedBy === 'brand'
      ? await brandNameOf(db, campaign.brandId)
      : (people.get(dispute.initiatorId)?.name ?? FALLBACK_NAME_MESSAGES.theCreator);
  const message = partyMessage(dispute, opener, campaign.title);
  const tab = applicationTab(application.status);
  // Opened: the other side hears of it; later steps: both sides.
  const toCreatorSide = dispute.status !== 'open' || openedBy === 'brand';
  const toBrandSide = dispute.status !== 'open' || openedBy === 'creator';
  if (toCreatorSide) {
    for (const userId of creatorSide) {
      if (userId === actorId) continue;
      await notifyAfterCommit(deps, { userId, ...message, link: APPLICATION_LINKS.myApplications(tab) });
    }
  }
  if (toBrandSide) {
    const link = APPLICATION_LINKS.brandApplications(campaign.id, tab);
    for (const userId of brandSide) {
      if (userId === actorId) continue;
      await notifyAfterCommit(deps, { userId, ...message, link });
    }
  }
  // A new dispute waits for a super admin (decision 0059: they investigate and resolve).
  if (dispute.status === 'open') {
    const values = { opener, campaign: campaign.title, kind: dispute.disputeType };
    for (const admin of admins) {
      if (admin.userType !== 'super_admin') continue;
      await notifyAfterCommit(deps, {
        userId: admin.id,
        type: 'dispute_opened',
        localized: noticeCopy('newDispute', values),
        link: ADMIN_DISPUTES_PATH,
      });
    }
  }
}
