import { APPLICATION_MESSAGES } from '@partnerly/contracts';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { campaignApplications, campaigns } from '../../db/schema';
import { AppError } from '../../middleware/errors';
import { isRepresenting, representedCreatorIds } from '../agents/representations';
import type { StoredCampaign } from '../campaigns/campaign-view';
import { getOwnCampaignOrThrow } from '../campaigns/find-campaign';
import type { Membership } from '../workspaces/membership';
import { assertMayWorkOn } from '../workspaces/workspace-access';
import { isAgent, type Actor, type ApplicationRow } from './applications.types';

export const applicationNotFound = () => new AppError('NOT_FOUND', APPLICATION_MESSAGES.notFound);

/** The campaign fields notifications and views need. */
export interface CampaignSummary {
  id: string;
  title: string;
  brandId: string;
  /** Who in the brand workspace hears of its applications (see listWorkspacePeople). */
  brandProfileId: string | null;
}

async function lockApplication(tx: Tx, id: string): Promise<ApplicationRow> {
  const [row] = await tx
    .select()
    .from(campaignApplications)
    .where(eq(campaignApplications.id, id))
    .for('update');
  if (!row) throw applicationNotFound();
  return row;
}

/**
 * An application on one of the brand's campaigns, for a decision: locks the campaign
 * (approvals of one campaign queue up, so the creator limit holds) and then the
 * application. Another brand's application answers 404 like a missing one; a member not
 * assigned to the campaign's brand profile gets 403.
 */
export async function lockForBrand(
  tx: Tx,
  brand: Membership,
  applicationId: string,
): Promise<{ application: ApplicationRow; campaign: StoredCampaign }> {
  const brandId = brand.workspaceId;
  const [found] = await tx
    .select({ campaignId: campaignApplications.campaignId })
    .from(campaignApplications)
    .innerJoin(campaigns, eq(campaigns.id, campaignApplications.campaignId))
    .where(and(eq(campaignApplications.id, applicationId), eq(campaigns.brandId, brandId)));
  if (!found) throw applicationNotFound();
  const campaign = await getOwnCampaignOrThrow(tx, brandId, found.campaignId, { shouldLock: true });
  assertMayWorkOn(brand, campaign.brandProfileId);
  return { application: await lockApplication(tx, applicationId), campaign };
}

/**
 * The applications the caller may see on the creator side, as a condition: their own, or for
 * an agent those of every creator it represents now (null: none). A representation that ended
 * shows the former agent nothing more; the read routes and the data export both go by this
 * (and `isCreatorSide` for one application).
 */
export async function creatorSideScope(db: Executor, actor: Actor): Promise<SQL | null> {
  if (!isAgent(actor.userType)) return eq(campaignApplications.creatorId, actor.userId);
  const creatorIds = await representedCreatorIds(db, actor.userId);
  return creatorIds.length > 0 ? inArray(campaignApplications.creatorId, creatorIds) : null;
}

/** Whether the caller is the applicant or an agent representing them now. */
export async function isCreatorSide(db: Executor, actor: Actor, creatorId: string): Promise<boolean> {
  if (actor.userType === 'creator') return actor.userId === creatorId;
  if (isAgent(actor.userType)) return isRepresenting(db, actor.userId, creatorId);
  return false;
}

/** The application, locked, if the caller is its creator or their agent; 404 otherwise. */
export async function lockForCreatorSide(
  tx: Tx,
  actor: Actor,
  applicationId: string,
): Promise<{ application: ApplicationRow; campaign: CampaignSummary }> {
  const [found] = await tx
    .select({ creatorId: campaignApplications.creatorId })
    .from(campaignApplications)
    .where(eq(campaignApplications.id, applicationId));
  if (!found || !(await isCreatorSide(tx, actor, found.creatorId))) throw applicationNotFound();
  const application = await lockApplication(tx, applicationId);
  const [campaign] = await tx
    .select({
      id: campaigns.id,
      title: campaigns.title,
      brandId: campaigns.brandId,
      brandProfileId: campaigns.brandProfileId,
    })
    .from(campaigns)
    .where(eq(campaigns.id, application.campaignId));
  return { application, campaign: campaign! };
}
