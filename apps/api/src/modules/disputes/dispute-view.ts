import type {
  AdminDispute,
  AdminDisputeDetail,
  DisputeEvidence,
  DisputeOutcome,
  DisputeParty,
  DisputeType,
  PartyDispute,
} from '@partnerly/contracts';
import type { disputes } from '../../db/schema';
import { uploadUrl, type UploadFacts } from '../uploads/uploads.service';
import { optionalPersonOf, personOf, type DisputePerson } from './dispute-people';

// Rows to the views of contracts/disputes.ts (no queries here).

export type DisputeRow = typeof disputes.$inferSelect;

/** The side that opened it: a brand account for the brand, anyone else (creator, agent) for the creator. */
export function openedByOf(row: DisputeRow, people: Map<string, DisputePerson>): DisputeParty {
  return people.get(row.initiatorId)?.userType === 'brand' ? 'brand' : 'creator';
}

/** The evidence files still stored, in the order they were attached. */
function evidenceOf(
  row: DisputeRow,
  uploads: Map<string, UploadFacts>,
  urlOf: (uploadId: string) => string,
): DisputeEvidence[] {
  return row.evidenceUploadIds.flatMap((id) => {
    const upload = uploads.get(id);
    return upload ? [{ id, url: urlOf(id), contentType: upload.contentType, size: upload.size }] : [];
  });
}

function toCore(row: DisputeRow, people: Map<string, DisputePerson>, uploads: Map<string, UploadFacts>) {
  return {
    id: row.id,
    applicationId: row.applicationId,
    disputeType: row.disputeType as DisputeType,
    description: row.description,
    status: row.status,
    openedBy: openedByOf(row, people),
    initiator: personOf(people, row.initiatorId),
    respondent: optionalPersonOf(people, row.respondentId),
    evidenceCount: evidenceOf(row, uploads, uploadUrl).length,
    createdAt: row.createdAt.toISOString(),
    investigatingAt: row.investigatingAt?.toISOString() ?? null,
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    outcome: (row.outcome as DisputeOutcome | null) ?? null,
    resolutionNote: row.resolutionNote,
  };
}

/**
 * A dispute as one side of the application sees it. Evidence files are private: only the
 * person who attached them gets their links (admins open them in the console).
 */
export function toPartyDispute(
  row: DisputeRow,
  people: Map<string, DisputePerson>,
  uploads: Map<string, UploadFacts>,
  caller: { userId: string; side: DisputeParty },
): PartyDispute {
  const core = toCore(row, people, uploads);
  return {
    ...core,
    isOwnSide: core.openedBy === caller.side,
    evidence: row.initiatorId === caller.userId ? evidenceOf(row, uploads, uploadUrl) : [],
  };
}

/** Where the console opens an evidence file (the admin route checks it belongs to the dispute). */
const adminEvidenceUrl = (disputeId: string, uploadId: string) =>
  `/api/admin/disputes/${disputeId}/evidence/${uploadId}`;

/** The campaign and brand a dispute's application belongs to, for the console. */
export interface DisputeCampaign {
  id: string;
  title: string;
  brandName: string;
}

export function toAdminDispute(
  row: DisputeRow,
  people: Map<string, DisputePerson>,
  campaign: DisputeCampaign,
): AdminDispute {
  const adminPerson = (id: string) => ({
    ...personOf(people, id),
    userType: people.get(id)?.userType ?? null,
  });
  return {
    id: row.id,
    applicationId: row.applicationId,
    disputeType: row.disputeType as DisputeType,
    status: row.status,
    openedBy: openedByOf(row, people),
    initiator: adminPerson(row.initiatorId),
    respondent: row.respondentId === null ? null : adminPerson(row.respondentId),
    campaign,
    createdAt: row.createdAt.toISOString(),
    updatedAt: (row.resolvedAt ?? row.investigatingAt ?? row.createdAt).toISOString(),
  };
}

export function toAdminDisputeDetail(
  row: DisputeRow,
  people: Map<string, DisputePerson>,
  uploads: Map<string, UploadFacts>,
  application: { creatorId: string; status: string; campaign: DisputeCampaign },
): AdminDisputeDetail {
  return {
    ...toAdminDispute(row, people, application.campaign),
    description: row.description,
    evidence: evidenceOf(row, uploads, (uploadId) => adminEvidenceUrl(row.id, uploadId)),
    creator: personOf(people, application.creatorId),
    applicationStatus: application.status,
    investigatingAt: row.investigatingAt?.toISOString() ?? null,
    investigatingBy: optionalPersonOf(people, row.investigatingBy),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    resolvedBy: optionalPersonOf(people, row.resolvedBy),
    outcome: (row.outcome as DisputeOutcome | null) ?? null,
    resolutionNote: row.resolutionNote,
  };
}
