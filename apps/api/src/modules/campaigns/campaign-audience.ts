import type { UserType } from '@partnerly/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  campaignApplications,
  campaigns,
  favoriteCreators,
  profiles,
  workspaceMembers,
} from '../../db/schema';

/**
 * A brand's approved network (spec 02 section 6: "Private campaign visibility is shown only
 * to the brand's approved network"): the creators the brand has approved for one of its
 * campaigns (an application approved or in progress) and the creators it keeps as favourites
 * (favorite_creators, the brand network screen). The people of the brand workspace also see
 * its private campaigns. See docs/decisions/0020-private-network-campaigns.md.
 */
const NETWORK_APPLICATION_STATUSES = ['approved', 'in_progress'] as const;

export interface CampaignViewer {
  userType: UserType | null;
  /** The brands whose private campaigns this viewer may see. */
  privateBrandIds: string[];
}

const viewerQueries = new WeakMap<Executor, ReturnType<typeof buildViewerQuery>>();

// One round trip: the viewer's type and the brands whose approved network holds them
// (campaign_applications_creator_idx finds the viewer's applications,
// favorite_creators_creator_idx the brands that keep them as a favourite).
function buildViewerQuery(db: Executor) {
  const viewerId = sql.placeholder('viewerId');
  return db
    .select({
      userType: profiles.userType,
      // Written out: drizzle leaves the columns of a raw subquery unqualified. `union` drops
      // the brands found both ways.
      networkBrandIds: sql<string[]>`array(
        select c.brand_id from campaign_applications a
        join campaigns c on c.id = a.campaign_id
        where a.creator_id = ${viewerId} and a.status in ('approved', 'in_progress')
        union
        select f.brand_id from favorite_creators f where f.creator_id = ${viewerId})`,
      // A brand user's own workspace (campaigns.brand_id), never their user id (decision 0041).
      workspaceId: sql<
        string | null
      >`(select m.workspace_id from workspace_members m where m.user_id = ${viewerId})`,
    })
    .from(profiles)
    .where(eq(profiles.id, viewerId))
    .prepare('campaign_feed_viewer');
}

/** Who is looking at the feed, and which brands' private campaigns they may see. */
export async function findCampaignViewer(db: Executor, viewerId: string): Promise<CampaignViewer> {
  let query = viewerQueries.get(db);
  if (!query) {
    query = buildViewerQuery(db);
    viewerQueries.set(db, query);
  }
  const [viewer] = await query.execute({ viewerId });
  const userType = viewer?.userType ?? null;
  if (userType === 'brand')
    return { userType, privateBrandIds: viewer?.workspaceId ? [viewer.workspaceId] : [] };
  return { userType, privateBrandIds: viewer?.networkBrandIds ?? [] };
}

/** Whether the user is one of the people of the brand workspace `brandId` (campaigns.brand_id). */
export async function isInWorkspace(db: Executor, userId: string, brandId: string): Promise<boolean> {
  const [member] = await db
    .select({ userId: workspaceMembers.userId })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.userId, userId), eq(workspaceMembers.workspaceId, brandId)));
  return member !== undefined;
}

/** Whether the creator is one of the favourites of the brand workspace `brandId`. */
export async function isFavouriteOf(db: Executor, creatorId: string, brandId: string): Promise<boolean> {
  const [row] = await db
    .select({ creatorId: favoriteCreators.creatorId })
    .from(favoriteCreators)
    .where(and(eq(favoriteCreators.brandId, brandId), eq(favoriteCreators.creatorId, creatorId)));
  return row !== undefined;
}

/** Whether the viewer may see the private campaigns of `brandId`. */
export async function isInBrandNetwork(db: Executor, viewerId: string, brandId: string): Promise<boolean> {
  if (await isInWorkspace(db, viewerId, brandId)) return true;
  if (await isFavouriteOf(db, viewerId, brandId)) return true;
  const [row] = await db
    .select({ id: campaignApplications.id })
    .from(campaignApplications)
    .innerJoin(campaigns, eq(campaigns.id, campaignApplications.campaignId))
    .where(
      and(
        eq(campaignApplications.creatorId, viewerId),
        eq(campaigns.brandId, brandId),
        inArray(campaignApplications.status, [...NETWORK_APPLICATION_STATUSES]),
      ),
    )
    .limit(1);
  return row !== undefined;
}
