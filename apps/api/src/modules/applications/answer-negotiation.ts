import {
  APPLICATION_MESSAGES,
  isNegotiationOpen,
  negotiationActions,
  type AcceptOfferInput,
  type ApplicationChange,
  type BrandApplicationResult,
  type CounterOfferValues,
  type MyApplicationResult,
  type NegotiationAction,
} from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { applicationOffers, campaignApplications } from '../../db/schema';
import { AppError } from '../../middleware/errors';
import type { StoredCampaign } from '../campaigns/campaign-view';
import { announceApplicationChange } from './application-notices';
import { negotiationStateOf } from './application-view';
import {
  isAgent,
  partyOf,
  type Actor,
  type ApplicationDeps,
  type ApplicationRow,
  type OfferRow,
  workspaceOfActor,
} from './applications.types';
import { approveInTransaction } from './approve-in-transaction';
import { lockForBrand, lockForCreatorSide, type CampaignSummary } from './find-application';
import { loadBrandApplication, loadMyApplication, loadOffers } from './load-views';

const RESULT_MESSAGES: Record<NegotiationAction, string> = {
  accept: APPLICATION_MESSAGES.negotiationAccepted,
  counter: APPLICATION_MESSAGES.counterOfferSent,
  reject: APPLICATION_MESSAGES.negotiationRejected,
};

interface Step {
  application: ApplicationRow;
  campaign: CampaignSummary;
  change: ApplicationChange;
  amount: number | null;
  affiliateCode?: string;
  hasCountsChanged: boolean;
}

function refuse(application: ApplicationRow): never {
  if (application.applicationType !== 'negotiation') {
    throw new AppError('CONFLICT', APPLICATION_MESSAGES.notANegotiation);
  }
  const isOpen = application.status === 'pending' && isNegotiationOpen(application.negotiationStatus);
  throw new AppError(
    'CONFLICT',
    isOpen ? APPLICATION_MESSAGES.notYourTurn : APPLICATION_MESSAGES.negotiationClosed,
  );
}

async function lockFor(tx: Tx, actor: Actor, id: string) {
  if (actor.userType === 'brand') {
    const { application, campaign } = await lockForBrand(tx, workspaceOfActor(actor), id);
    return {
      application,
      campaign: campaign as CampaignSummary,
      lockedCampaign: campaign as StoredCampaign | null,
    };
  }
  return { ...(await lockForCreatorSide(tx, actor, id)), lockedCampaign: null };
}

async function update(tx: Tx, id: string, values: Partial<ApplicationRow>): Promise<ApplicationRow> {
  const [row] = await tx
    .update(campaignApplications)
    .set(values)
    .where(eq(campaignApplications.id, id))
    .returning();
  return row!;
}

async function applyAction(
  tx: Tx,
  actor: Actor,
  id: string,
  action: NegotiationAction,
  offer: CounterOfferValues | undefined,
  now: Date,
  accept: AcceptOfferInput,
): Promise<Step> {
  const party = partyOf(actor);
  const { application, campaign, lockedCampaign } = await lockFor(tx, actor, id);
  const offers: OfferRow[] = (await loadOffers(tx, [application.id])).get(application.id) ?? [];
  const lastOffer = offers.at(-1);
  if (application.applicationType !== 'negotiation' || !lastOffer) refuse(application);
  if (!negotiationActions(negotiationStateOf(application, offers), party).includes(action))
    refuse(application);

  if (action === 'counter') {
    await tx.insert(applicationOffers).values({
      applicationId: application.id,
      round: lastOffer.round + 1,
      madeBy: party,
      authorId: actor.userId,
      isByAgent: isAgent(actor.userType),
      amount: offer!.amount,
      message: offer!.message,
      createdAt: now,
    });
    const row = await update(tx, application.id, { negotiationStatus: 'in_progress', updatedAt: now });
    return {
      application: row,
      campaign,
      change: 'countered',
      amount: offer!.amount,
      hasCountsChanged: false,
    };
  }
  if (action === 'reject') {
    const row = await update(tx, application.id, {
      negotiationStatus: 'rejected',
      status: 'rejected',
      decidedAt: now,
      updatedAt: now,
    });
    return {
      application: row,
      campaign,
      change: 'negotiation-rejected',
      amount: null,
      hasCountsChanged: false,
    };
  }
  // accept: the brand accepting the creator's offer approves the application; the creator
  // accepting the brand's counter agrees the rate and leaves the approval to the brand.
  const agreed = { status: 'completed' as const, agreedRate: lastOffer.amount };
  if (lockedCampaign) {
    const approved = await approveInTransaction(tx, {
      application,
      campaign: lockedCampaign,
      now,
      negotiation: agreed,
      approver: { userId: actor.userId, isPermitMissingConfirmed: accept.confirmPermitMissing === true },
    });
    return { ...approved, campaign, change: 'approved', amount: lastOffer.amount, hasCountsChanged: true };
  }
  const row = await update(tx, application.id, {
    negotiationStatus: agreed.status,
    agreedRate: agreed.agreedRate,
    updatedAt: now,
  });
  return {
    application: row,
    campaign,
    change: 'negotiation-accepted',
    amount: lastOffer.amount,
    hasCountsChanged: false,
  };
}

/**
 * Accept, counter or reject the other side's latest offer (spec 02 section 4, spec 03
 * section 4): the brand for its campaigns, the creator or their agent for the application.
 * Only the side whose turn it is may move; anything else answers 409.
 */
export async function answerNegotiation(
  deps: ApplicationDeps,
  actor: Actor,
  applicationId: string,
  action: NegotiationAction,
  offer?: CounterOfferValues,
  now = new Date(),
  /** The brand's accept approves: it may confirm approving without a valid Advertiser Permit. */
  accept: AcceptOfferInput = {},
): Promise<BrandApplicationResult | MyApplicationResult> {
  const { db } = deps.database;
  const step = await db.transaction((tx) =>
    applyAction(tx, actor, applicationId, action, offer, now, accept),
  );
  await announceApplicationChange(deps, { ...step, actor });
  const message = RESULT_MESSAGES[action];
  return actor.userType === 'brand'
    ? {
        application: await loadBrandApplication(db, workspaceOfActor(actor).workspaceId, applicationId),
        message,
      }
    : { application: await loadMyApplication(db, applicationId), message };
}
