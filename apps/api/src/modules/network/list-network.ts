import {
  CONTENT_CATEGORIES,
  SOCIAL_PLATFORMS,
  type NetworkCreator,
  type NetworkIds,
  type NetworkList,
  type PlatformFigures,
} from '@partnerly/contracts';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { campaignApplications, campaigns, favoriteCreators } from '../../db/schema';
import { creatorPerformance } from '../analytics/creator-performance';
import { loadPeople, nameOf, type Person } from '../applications/people';
import { hiddenProfileIds } from '../settings/settings.service';

type FavouriteRow = typeof favoriteCreators.$inferSelect;

/** GET /api/network/ids: the workspace's favourites, for the buttons that add or remove one. */
export async function listNetworkIds(db: Executor, workspaceId: string): Promise<NetworkIds> {
  const rows = await db
    .select({ creatorId: favoriteCreators.creatorId })
    .from(favoriteCreators)
    .where(eq(favoriteCreators.brandId, workspaceId))
    .orderBy(favoriteCreators.creatorId);
  return { creatorIds: rows.map((row) => row.creatorId) };
}

/**
 * GET /api/network: the workspace's favourites, newest first, each with the creator as brands
 * may see them (`viewerId`, the signed-in brand user, decides what the creator's profile
 * visibility shows), their performance over this workspace's completed results, how many of
 * its campaigns they were approved for, and which of its active private campaigns they already
 * applied to. A handful of queries whatever the list's length.
 */
export async function listNetwork(db: Db, workspaceId: string, viewerId: string): Promise<NetworkList> {
  const rows = await db
    .select()
    .from(favoriteCreators)
    .where(eq(favoriteCreators.brandId, workspaceId))
    .orderBy(desc(favoriteCreators.createdAt), favoriteCreators.creatorId);
  if (rows.length === 0) return { creators: [] };
  const creatorIds = rows.map((row) => row.creatorId);
  const people = await loadPeople(db, creatorIds);
  const hidden = await hiddenProfileIds(db, creatorIds, viewerId);
  const performance = await creatorPerformance(db, workspaceId, creatorIds);
  const work = await workWithBrand(db, workspaceId, creatorIds);
  return {
    creators: rows.map((row) =>
      toNetworkCreator(row, people.get(row.creatorId), hidden.has(row.creatorId), {
        performance: performance.get(row.creatorId) ?? null,
        campaignsWithBrand: work.approved.get(row.creatorId)?.size ?? 0,
        appliedCampaignIds: [...(work.appliedOpenPrivate.get(row.creatorId) ?? [])],
      }),
    ),
  };
}

const APPROVED_STATUSES: readonly string[] = ['approved', 'in_progress'];

/** Per creator: the workspace's campaigns they were approved for, and its active private ones they applied to. */
async function workWithBrand(db: Executor, workspaceId: string, creatorIds: string[]) {
  const rows = await db
    .select({
      creatorId: campaignApplications.creatorId,
      campaignId: campaigns.id,
      applicationStatus: campaignApplications.status,
      campaignStatus: campaigns.status,
      visibility: campaigns.visibility,
    })
    .from(campaignApplications)
    .innerJoin(campaigns, eq(campaigns.id, campaignApplications.campaignId))
    .where(and(eq(campaigns.brandId, workspaceId), inArray(campaignApplications.creatorId, creatorIds)))
    .orderBy(campaigns.id);
  const approved = new Map<string, Set<string>>();
  const appliedOpenPrivate = new Map<string, Set<string>>();
  const add = (map: Map<string, Set<string>>, key: string, value: string) => {
    const set = map.get(key) ?? new Set<string>();
    set.add(value);
    map.set(key, set);
  };
  for (const row of rows) {
    if (APPROVED_STATUSES.includes(row.applicationStatus)) add(approved, row.creatorId, row.campaignId);
    if (row.visibility === 'private' && row.campaignStatus === 'active') {
      add(appliedOpenPrivate, row.creatorId, row.campaignId);
    }
  }
  return { approved, appliedOpenPrivate };
}

const categoryLabel = (id: string) => CONTENT_CATEGORIES.find((entry) => entry.id === id)?.label ?? id;

const handle = (value: unknown) =>
  typeof value === 'string' && value.trim() ? value.trim().replace(/^@+/, '') : null;

function handlesOf(record: Record<string, string> | null): PlatformFigures<string> {
  const result = {} as PlatformFigures<string>;
  for (const platform of SOCIAL_PLATFORMS) result[platform] = handle(record?.[platform]);
  return result;
}

/**
 * A favourite as the workspace sees it. Name and photo always (the brand must recognise whom it
 * saved, as on an application card); categories, location and handles only while the creator's
 * profile visibility lets brands see it, the handles also only while they share social links.
 * The performance is the workspace's own figures (its campaigns' completed results).
 */
function toNetworkCreator(
  row: FavouriteRow,
  person: Person | undefined,
  isProfileHidden: boolean,
  extra: Pick<NetworkCreator, 'performance' | 'campaignsWithBrand' | 'appliedCampaignIds'>,
): NetworkCreator {
  const isGone = !person || person.deletedAt !== null;
  const isHidden = isProfileHidden || isGone;
  return {
    creatorId: row.creatorId,
    name: nameOf(person),
    profileImageUrl: isGone ? null : (person.profileImageUrl ?? null),
    categories: isHidden ? [] : (person.contentCategories ?? []).map(categoryLabel),
    location: isHidden ? null : (person.location ?? null),
    handles: handlesOf(isHidden || !person.showSocialLinks ? null : person.socialPlatforms),
    isProfileHidden: isHidden,
    ...extra,
    addedAt: row.createdAt.toISOString(),
  };
}
