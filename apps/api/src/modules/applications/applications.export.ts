import { and, asc, eq, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { campaignApplications, campaigns } from '../../db/schema';
import type { Actor, ApplicationRow, OfferRow } from './applications.types';
import { creatorSideScope } from './find-application';
import { loadOffers } from './load-views';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * The applications part of a user's data export: the applications they made as a creator
 * or sent for a creator as their agent, each with its negotiation rounds (amounts and
 * messages, not who typed them), then, for a brand, its side of the applications its
 * campaigns received (`exportBrandSideOfApplications`). It shows what the read routes show
 * the user now, and no more.
 */
export async function exportApplications(db: Executor, actor: Actor) {
  return [
    ...(await exportCreatorSideOfApplications(db, actor)),
    ...(actor.workspace?.role === 'owner'
      ? await exportBrandSideOfApplications(db, actor.workspace.workspaceId)
      : []),
  ];
}

const toExportedOffer = (offer: OfferRow) => ({
  round: offer.round,
  madeBy: offer.madeBy,
  isByAgent: offer.isByAgent,
  amount: offer.amount,
  deliverables: offer.deliverables,
  message: offer.message,
  createdAt: iso(offer.createdAt),
});

/**
 * The creator's applications, and those an agent sent. While the agent represents the
 * creator it gets what `GET /api/applications/:id` shows it (the whole negotiation); after
 * the representation ended the read routes show it nothing, so it keeps only what it wrote
 * itself (the pitch and its own offers), not the negotiation's later course or outcome.
 */
async function exportCreatorSideOfApplications(db: Executor, actor: Actor) {
  const { userId } = actor;
  const mine = or(
    eq(campaignApplications.creatorId, userId),
    eq(campaignApplications.submittedByAgentId, userId),
  );
  const rows = await db
    .select()
    .from(campaignApplications)
    .where(mine)
    .orderBy(asc(campaignApplications.createdAt), asc(campaignApplications.id));
  const scope = await creatorSideScope(db, actor);
  const visible = scope
    ? await db.select({ id: campaignApplications.id }).from(campaignApplications).where(and(mine, scope))
    : [];
  const visibleIds = new Set(visible.map((row) => row.id));
  const offers = await loadOffers(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    visibleIds.has(row.id)
      ? toVisibleApplication(row, offers.get(row.id) ?? [], userId)
      : toFormerAgentsApplication(row, offers.get(row.id) ?? [], userId),
  );
}

function toVisibleApplication(row: ApplicationRow, offers: OfferRow[], userId: string) {
  return {
    id: row.id,
    campaignId: row.campaignId,
    role: row.creatorId === userId ? ('creator' as const) : ('agent' as const),
    status: row.status,
    applicationType: row.applicationType,
    negotiationStatus: row.negotiationStatus,
    pitch: row.pitch,
    quotedRate: row.quotedRate,
    agreedRate: row.agreedRate,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    decidedAt: iso(row.decidedAt),
    offers: offers.map(toExportedOffer),
  };
}

/** An application the agent sent for a creator it no longer represents: its own part only. */
function toFormerAgentsApplication(row: ApplicationRow, offers: OfferRow[], agentId: string) {
  return {
    id: row.id,
    campaignId: row.campaignId,
    role: 'former-agent' as const,
    applicationType: row.applicationType,
    pitch: row.pitch,
    createdAt: iso(row.createdAt),
    offers: offers.filter((offer) => offer.authorId === agentId).map(toExportedOffer),
  };
}

/**
 * A brand's own part of the applications to its campaigns: its decision (status, when), the
 * negotiation's outcome and the counter offers and messages it sent. Nothing the creator or
 * their agent wrote (pitch, proposals) and no creator details: those are the creator's data.
 */
async function exportBrandSideOfApplications(db: Executor, brandId: string) {
  const rows = await db
    .select({ application: campaignApplications })
    .from(campaignApplications)
    .innerJoin(campaigns, eq(campaigns.id, campaignApplications.campaignId))
    .where(eq(campaigns.brandId, brandId))
    .orderBy(asc(campaignApplications.createdAt), asc(campaignApplications.id));
  const applications = rows.map((row) => row.application);
  const offers = await loadOffers(
    db,
    applications.map((row) => row.id),
  );
  return applications.map((row) => ({
    id: row.id,
    campaignId: row.campaignId,
    role: 'brand' as const,
    status: row.status,
    applicationType: row.applicationType,
    negotiationStatus: row.negotiationStatus,
    agreedRate: row.agreedRate,
    viewed: row.viewedByBrand,
    receivedAt: iso(row.createdAt),
    decidedAt: iso(row.decidedAt),
    counterOffers: (offers.get(row.id) ?? [])
      .filter((offer) => offer.madeBy === 'brand')
      .map((offer) => ({
        round: offer.round,
        amount: offer.amount,
        deliverables: offer.deliverables,
        message: offer.message,
        createdAt: iso(offer.createdAt),
      })),
  }));
}
