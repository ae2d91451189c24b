import { asc, eq, or } from 'drizzle-orm';
import { campaignApplications, campaigns } from '../../db/schema';
import type { Executor } from './applications.types';
import { loadOffers } from './load-views';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * The applications part of a user's data export: the applications they made as a creator
 * or sent for a creator as their agent, each with its negotiation rounds (amounts and
 * messages, not who typed them), then, for a brand, its side of the applications its
 * campaigns received (`exportBrandSideOfApplications`).
 */
export async function exportApplications(db: Executor, userId: string) {
  return [
    ...(await exportCreatorSideOfApplications(db, userId)),
    ...(await exportBrandSideOfApplications(db, userId)),
  ];
}

async function exportCreatorSideOfApplications(db: Executor, userId: string) {
  const rows = await db
    .select()
    .from(campaignApplications)
    .where(
      or(eq(campaignApplications.creatorId, userId), eq(campaignApplications.submittedByAgentId, userId)),
    )
    .orderBy(asc(campaignApplications.createdAt));
  const offers = await loadOffers(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    campaignId: row.campaignId,
    role: row.creatorId === userId ? 'creator' : 'agent',
    status: row.status,
    applicationType: row.applicationType,
    negotiationStatus: row.negotiationStatus,
    pitch: row.pitch,
    quotedRate: row.quotedRate,
    agreedRate: row.agreedRate,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    decidedAt: iso(row.decidedAt),
    offers: (offers.get(row.id) ?? []).map((offer) => ({
      round: offer.round,
      madeBy: offer.madeBy,
      isByAgent: offer.isByAgent,
      amount: offer.amount,
      deliverables: offer.deliverables,
      message: offer.message,
      createdAt: iso(offer.createdAt),
    })),
  }));
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
