import type { DisputeParty } from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { campaignApplications, campaigns } from '../../db/schema';
import type { Actor } from '../applications/applications.types';
import { applicationNotFound, isCreatorSide } from '../applications/find-application';
import { mayWorkOn } from '../workspaces/workspace-access';

/** The application a dispute is about, with its campaign: who its two sides are. */
export interface DisputedApplication {
  id: string;
  status: string;
  creatorId: string;
  submittedByAgentId: string | null;
  campaign: { id: string; title: string; brandId: string; brandProfileId: string | null };
}

/** The caller's place on an application. */
export interface CallerSide {
  application: DisputedApplication;
  side: DisputeParty;
  /**
   * Whether the caller may open a dispute for their side: the creator or their agent; on the
   * brand side whoever may decide on the campaign's applications (owners, managers, members
   * assigned to its brand profile), as for approving and rejecting.
   */
  mayAct: boolean;
}

/** The application with its campaign; with `shouldLock` its row is locked (FOR UPDATE). */
export async function findDisputedApplication(
  db: Executor,
  applicationId: string,
  { shouldLock = false } = {},
): Promise<DisputedApplication | null> {
  const query = db
    .select({
      id: campaignApplications.id,
      status: campaignApplications.status,
      creatorId: campaignApplications.creatorId,
      submittedByAgentId: campaignApplications.submittedByAgentId,
      campaign: {
        id: campaigns.id,
        title: campaigns.title,
        brandId: campaigns.brandId,
        brandProfileId: campaigns.brandProfileId,
      },
    })
    .from(campaignApplications)
    .innerJoin(campaigns, eq(campaigns.id, campaignApplications.campaignId))
    .where(eq(campaignApplications.id, applicationId));
  const [row] = shouldLock ? await query.for('update', { of: campaignApplications }) : await query;
  return row ?? null;
}

/**
 * The caller's side of the application: the brand workspace that runs its campaign, or the
 * creator and the agent who represents them now. Anyone else (another brand, another creator)
 * gets 404, as for a missing application.
 */
export async function callerSideOf(
  db: Executor,
  actor: Actor,
  applicationId: string,
  options: { shouldLock?: boolean } = {},
): Promise<CallerSide> {
  const application = await findDisputedApplication(db, applicationId, options);
  if (!application) throw applicationNotFound();
  if (actor.userType === 'brand') {
    const workspace = actor.workspace;
    if (!workspace || application.campaign.brandId !== workspace.workspaceId) throw applicationNotFound();
    return { application, side: 'brand', mayAct: mayWorkOn(workspace, application.campaign.brandProfileId) };
  }
  if (!(await isCreatorSide(db, actor, application.creatorId))) throw applicationNotFound();
  return { application, side: 'creator', mayAct: true };
}
