import { asc, eq, or } from 'drizzle-orm';
import { campaignApplications } from '../../db/schema';
import type { Executor } from './applications.types';
import { loadOffers } from './load-views';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * The applications part of a user's data export: the applications they made as a creator
 * or sent for a creator as their agent, each with its negotiation rounds (amounts and
 * messages, not who typed them).
 */
export async function exportApplications(db: Executor, userId: string) {
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
