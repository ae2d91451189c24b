import {
  FALLBACK_NAME_MESSAGES,
  type ApplicationPermit,
  awaitingParty,
  brandDecisions,
  negotiationActions,
  type ApplicationAgent,
  type ApplicationDisputeSummary,
  type ApplicationOffer,
  type BrandApplication,
  type MyApplication,
  type NegotiationState,
} from '@partnerly/contracts';
import type { ApplicationRow, OfferRow } from './applications.types';
import { isVerifiedPerson, nameOf, toApplicantProfile, type Person } from './people';

// Rows to the views of contracts/applications.ts (no queries here).

function toOffer(row: OfferRow): ApplicationOffer {
  return {
    id: row.id,
    round: row.round,
    madeBy: row.madeBy,
    isByAgent: row.isByAgent,
    amount: row.amount,
    deliverables: row.deliverables,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
  };
}

export function negotiationStateOf(row: ApplicationRow, offers: readonly OfferRow[]): NegotiationState {
  return {
    status: row.status,
    negotiationStatus: row.negotiationStatus,
    lastOfferBy: offers.at(-1)?.madeBy ?? null,
  };
}

/**
 * The agent who submitted the application. A brand (`forBrand`) gets the e-mail address (its
 * message-the-agent link) only while the agent's privacy tab shares contact information; the
 * creator side (the agent, the represented creator) always has it. A deleted agent has none.
 */
function toAgent(
  row: ApplicationRow,
  people: Map<string, Person>,
  forBrand: boolean,
): ApplicationAgent | null {
  if (!row.submittedByAgentId) return null;
  const person = people.get(row.submittedByAgentId);
  if (!person) return null;
  const sharesEmail = !person.deletedAt && (!forBrand || person.showContactInfo);
  return {
    id: person.id,
    name: nameOf(person, FALLBACK_NAME_MESSAGES.deletedAgent),
    email: sharesEmail ? person.email : null,
    isVerified: isVerifiedPerson(person),
  };
}

function toBase(
  row: ApplicationRow,
  offers: readonly OfferRow[],
  people: Map<string, Person>,
  forBrand: boolean,
  latestDispute: ApplicationDisputeSummary | null,
) {
  const first = offers[0];
  const brandOffers = offers.filter((offer) => offer.madeBy === 'brand');
  const latestCounter = brandOffers.at(-1);
  return {
    id: row.id,
    campaignId: row.campaignId,
    status: row.status,
    applicationType: row.applicationType,
    negotiationStatus: row.negotiationStatus,
    pitch: row.pitch,
    quotedRate: row.quotedRate,
    agreedRate: row.agreedRate,
    initialProposal:
      row.applicationType === 'negotiation' && first
        ? { proposedRate: first.amount, deliverables: first.deliverables, message: first.message }
        : null,
    latestCounterOffer: latestCounter ? toOffer(latestCounter) : null,
    offers: offers.map(toOffer),
    awaiting: awaitingParty(negotiationStateOf(row, offers)),
    submittedByAgent: row.submittedByAgentId !== null,
    agent: toAgent(row, people, forBrand),
    submissionDeadline: row.submissionDeadline,
    latestDispute,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toBrandApplication(
  row: ApplicationRow,
  offers: readonly OfferRow[],
  people: Map<string, Person>,
  isProfileHidden: boolean,
  latestDispute: ApplicationDisputeSummary | null,
  advertiserPermit: ApplicationPermit,
): BrandApplication {
  const state = negotiationStateOf(row, offers);
  return {
    ...toBase(row, offers, people, true, latestDispute),
    isViewed: row.viewedByBrand,
    applicant: toApplicantProfile(people.get(row.creatorId), row.creatorId, isProfileHidden),
    advertiserPermit,
    actions: { decisions: brandDecisions(state), negotiation: negotiationActions(state, 'brand') },
  };
}

export function toMyApplication(
  row: ApplicationRow,
  offers: readonly OfferRow[],
  people: Map<string, Person>,
  latestDispute: ApplicationDisputeSummary | null,
  campaign: MyApplication['campaign'],
): MyApplication {
  return {
    ...toBase(row, offers, people, false, latestDispute),
    campaign,
    creator: { id: row.creatorId, name: nameOf(people.get(row.creatorId)) },
    actions: {
      negotiation: negotiationActions(negotiationStateOf(row, offers), 'creator'),
      canWithdraw: row.status === 'pending',
    },
  };
}
