import {
  ADMIN_DISPUTES_PAGE_SIZE,
  DISPUTE_MESSAGES,
  type AdminDisputeDetail,
  type AdminDisputeList,
  type DisputeStatus,
} from '@partnerly/contracts';
import type { AppDeps } from '../../context';
import type { Executor } from '../../db/client';
import { AppError } from '../../middleware/errors';
import { readUploadContent, uploadFactsOf, type StoredUpload } from '../uploads/uploads.service';
import { selectDispute, selectDisputePage, type AdminDisputeRow } from './admin-dispute-queries';
import { loadDisputePeople } from './dispute-people';
import { toAdminDispute, toAdminDisputeDetail } from './dispute-view';

// The admin console's Disputes tab (issue 19 item 6): what admins and super admins read.

export const disputeNotFound = () => new AppError('NOT_FOUND', DISPUTE_MESSAGES.notFound);

/** GET /api/admin/disputes: open first, then investigating, then resolved; newest first within each. */
export async function listAdminDisputes(
  db: Executor,
  query: { status?: DisputeStatus; page: number },
): Promise<AdminDisputeList> {
  const { rows, total, counts } = await selectDisputePage(db, query);
  const people = await loadDisputePeople(
    db,
    rows.flatMap(({ dispute }) => [dispute.initiatorId, dispute.respondentId]),
  );
  return {
    disputes: rows.map((row) => toAdminDispute(row.dispute, people, row.campaign)),
    total,
    page: query.page,
    pageSize: ADMIN_DISPUTES_PAGE_SIZE,
    counts,
  };
}

/** The detail of a row the console reads (names, evidence links). */
export async function toDetail(db: Executor, row: AdminDisputeRow): Promise<AdminDisputeDetail> {
  const { dispute } = row;
  const people = await loadDisputePeople(db, [
    dispute.initiatorId,
    dispute.respondentId,
    dispute.investigatingBy,
    dispute.resolvedBy,
    row.creatorId,
  ]);
  const uploads = await uploadFactsOf(db, dispute.evidenceUploadIds);
  return toAdminDisputeDetail(dispute, people, uploads, {
    creatorId: row.creatorId,
    status: row.applicationStatus,
    campaign: row.campaign,
  });
}

/** GET /api/admin/disputes/:id: the dispute, its steps and its evidence; 404 when unknown. */
export async function getAdminDispute(db: Executor, id: string): Promise<AdminDisputeDetail> {
  const row = await selectDispute(db, id);
  if (!row) throw disputeNotFound();
  return toDetail(db, row);
}

/**
 * GET /api/admin/disputes/:id/evidence/:uploadId: an evidence file of the dispute, whoever
 * uploaded it (evidence is private: GET /api/uploads/:id serves it to its owner only). 404
 * unless the file is one of this dispute's.
 */
export async function readDisputeEvidence(
  deps: Pick<AppDeps, 'database' | 'storage'>,
  disputeId: string,
  uploadId: string,
): Promise<StoredUpload> {
  const row = await selectDispute(deps.database.db, disputeId);
  if (!row?.dispute.evidenceUploadIds.includes(uploadId)) {
    throw new AppError('NOT_FOUND', DISPUTE_MESSAGES.evidenceNotFound);
  }
  return readUploadContent(deps, uploadId);
}
