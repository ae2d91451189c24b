import { campaignDeletionSummary, type CampaignDeletionPreview } from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { campaignApplications } from '../../db/schema';
import { getOwnCampaignOrThrow } from './find-campaign';

// Which applications a deletion would touch (ADR 0040). Approved or in-progress
// applications and accepted negotiations are agreed work: they block deletion. Pending
// applications (an open negotiation included) end with the campaign; their applicants are told.

function isCommitted(row: { status: string; negotiationStatus: string }): boolean {
  return row.status === 'approved' || row.status === 'in_progress' || row.negotiationStatus === 'completed';
}

interface CampaignApplicants {
  committedApplications: number;
  /** The creators of the pending applications. */
  pendingCreatorIds: string[];
  /** The agents who submitted pending applications for their creators (each once). */
  pendingAgentIds: string[];
}

/** `shouldLock` locks the rows, so no application is approved or agreed while the caller deletes. */
export async function loadCampaignApplicants(
  db: Executor,
  campaignId: string,
  options: { shouldLock?: boolean } = {},
): Promise<CampaignApplicants> {
  const query = db
    .select({
      creatorId: campaignApplications.creatorId,
      submittedByAgentId: campaignApplications.submittedByAgentId,
      status: campaignApplications.status,
      negotiationStatus: campaignApplications.negotiationStatus,
    })
    .from(campaignApplications)
    .where(eq(campaignApplications.campaignId, campaignId));
  const rows = options.shouldLock ? await query.for('update') : await query;
  const pending = rows.filter((row) => !isCommitted(row) && row.status === 'pending');
  return {
    committedApplications: rows.filter(isCommitted).length,
    pendingCreatorIds: pending.map((row) => row.creatorId),
    pendingAgentIds: [...new Set(pending.flatMap((row) => row.submittedByAgentId ?? []))],
  };
}

/** GET /api/campaigns/mine/:id/deletion: what deleting the brand's campaign would do. */
export async function previewCampaignDeletion(
  db: Executor,
  brandId: string,
  campaignId: string,
): Promise<CampaignDeletionPreview> {
  await getOwnCampaignOrThrow(db, brandId, campaignId);
  const applicants = await loadCampaignApplicants(db, campaignId);
  const counts = {
    committedApplications: applicants.committedApplications,
    pendingApplicants: applicants.pendingCreatorIds.length,
  };
  return {
    canDelete: counts.committedApplications === 0,
    ...counts,
    summary: campaignDeletionSummary(counts),
  };
}
