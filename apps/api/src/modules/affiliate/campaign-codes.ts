import {
  affiliateExpiryDay,
  type AcceptedCreator,
  type BrandAffiliateCode,
  type CampaignAffiliateCodes,
} from '@partnerly/contracts';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { affiliateCodes, campaignApplications } from '../../db/schema';
import { loadPeople, nameOf } from '../applications/people';
import { getOwnCampaignOrThrow } from '../campaigns/find-campaign';
import type { Membership } from '../workspaces/membership';
import { mayWorkOn } from '../workspaces/workspace-access';
import { brandWebsite } from './issue-approval-code';

export type AffiliateCodeRow = typeof affiliateCodes.$inferSelect;

/** Applications the brand accepted (spec 02: 'accepted' and 'approved' alike; in progress is approved work). */
export const ACCEPTED_STATUSES = ['approved', 'in_progress'] as const;

/** A stored code as the brand's screens show it. */
export function toBrandCode(row: AffiliateCodeRow, now = new Date()): BrandAffiliateCode {
  return {
    id: row.id,
    code: row.code,
    brandUrl: row.brandUrl,
    instructions: row.instructions,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    expiresOn: row.expiresAt ? affiliateExpiryDay(row.expiresAt) : null,
    isExpired: row.expiresAt !== null && row.expiresAt.getTime() < now.getTime(),
    status: row.status,
    isFromApproval: row.applicationId !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The campaign's accepted applications: one per creator. */
function acceptedApplications(db: Executor, campaignId: string) {
  return db
    .select({ id: campaignApplications.id, creatorId: campaignApplications.creatorId })
    .from(campaignApplications)
    .where(
      and(
        eq(campaignApplications.campaignId, campaignId),
        inArray(campaignApplications.status, [...ACCEPTED_STATUSES]),
      ),
    );
}

/**
 * The Campaign Affiliate Codes dialog (spec 02 section 7 'Affiliate codes'): the campaign's
 * accepted creators by name, each with the codes the brand gave them on this campaign (active
 * first, newest first; deleted ones stay, shown as secondary). Everyone in the workspace reads it;
 * another workspace's campaign answers 404.
 */
export async function listCampaignCodes(
  db: Db,
  brand: Membership,
  campaignId: string,
  now = new Date(),
): Promise<CampaignAffiliateCodes> {
  const campaign = await getOwnCampaignOrThrow(db, brand.workspaceId, campaignId);
  const [applications, codes, defaultBrandUrl] = await Promise.all([
    acceptedApplications(db, campaignId),
    db
      .select()
      .from(affiliateCodes)
      .where(and(eq(affiliateCodes.campaignId, campaignId), eq(affiliateCodes.brandId, brand.workspaceId)))
      .orderBy(affiliateCodes.status, desc(affiliateCodes.createdAt), affiliateCodes.code),
    brandWebsite(db, brand.workspaceId),
  ]);
  const people = await loadPeople(
    db,
    applications.map((application) => application.creatorId),
  );
  const creators: AcceptedCreator[] = applications.map((application) => {
    const person = people.get(application.creatorId);
    return {
      creatorId: application.creatorId,
      applicationId: application.id,
      name: nameOf(person),
      profileImageUrl: person && !person.deletedAt ? person.profileImageUrl : null,
      codes: codes
        .filter((code) => code.creatorId === application.creatorId)
        .map((code) => toBrandCode(code, now)),
    };
  });
  creators.sort((a, b) => a.name.localeCompare(b.name) || a.creatorId.localeCompare(b.creatorId));
  return {
    campaign: { id: campaign.id, title: campaign.title },
    defaultBrandUrl,
    creators,
    canManage: mayWorkOn(brand, campaign.brandProfileId),
  };
}
