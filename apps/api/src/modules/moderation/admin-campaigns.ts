import {
  MODERATION_PAGE_SIZE,
  type AdminCampaign,
  type AdminCampaignList,
  type AdminCampaignListQuery,
} from '@partnerly/contracts';
import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import type { Executor } from '../../db/client';
import { brandProfiles, campaigns, contentReports } from '../../db/schema';
import { likePattern, summariseWorkspaces, workspaceMatches } from '../workspaces/workspace-summaries';

// The console's Campaigns tab (spec 03 'Campaigns: all campaigns with the brand's company or
// name'): every campaign whatever its status, with its brand and open reports.

const adminCampaignColumns = {
  id: campaigns.id,
  title: campaigns.title,
  status: campaigns.status,
  visibility: campaigns.visibility,
  brandId: campaigns.brandId,
  applicationsCount: campaigns.applicationsCount,
  createdAt: campaigns.createdAt,
  /** The brand profile it runs under, named only when it is not the main one. */
  brandProfileName: sql<
    string | null
  >`case when ${brandProfiles.isMainProfile} then null else ${brandProfiles.profileName} end`,
  openReports: sql<number>`(
    select count(*)::int from ${contentReports}
    where ${contentReports.targetType} = 'campaign' and ${contentReports.targetId} = ${campaigns.id}::text
      and ${contentReports.status} = 'open'
  )`,
};

function conditionsOf(query: AdminCampaignListQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.status) conditions.push(eq(campaigns.status, query.status));
  if (query.search) {
    conditions.push(
      or(
        ilike(campaigns.title, likePattern(query.search)),
        workspaceMatches(campaigns.brandId, query.search),
      ),
    );
  }
  return and(...conditions);
}

interface AdminCampaignRow {
  id: string;
  title: string;
  status: AdminCampaign['status'];
  visibility: AdminCampaign['visibility'];
  brandId: string;
  applicationsCount: number;
  createdAt: Date;
  brandProfileName: string | null;
  openReports: number;
}

async function withBrands(db: Executor, rows: readonly AdminCampaignRow[]): Promise<AdminCampaign[]> {
  const brands = await summariseWorkspaces(
    db,
    rows.map((row) => row.brandId),
  );
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    status: row.status,
    visibility: row.visibility,
    brand: brands.get(row.brandId)!,
    brandProfileName: row.brandProfileName,
    applicationsCount: row.applicationsCount,
    openReports: Number(row.openReports),
    createdAt: row.createdAt.toISOString(),
  }));
}

function selectAdminCampaigns(db: Executor) {
  return db
    .select(adminCampaignColumns)
    .from(campaigns)
    .leftJoin(brandProfiles, eq(brandProfiles.id, campaigns.brandProfileId));
}

/**
 * GET /api/admin/campaigns: every campaign, newest first, searched in its title and its brand's
 * names and owner, filtered by status, 25 a page with the total.
 */
export async function listAdminCampaigns(
  deps: Pick<AppDeps, 'database'>,
  query: AdminCampaignListQuery,
): Promise<AdminCampaignList> {
  const { db } = deps.database;
  const where = conditionsOf(query);
  const [rows, [total]] = await Promise.all([
    selectAdminCampaigns(db)
      .where(where)
      .orderBy(desc(campaigns.createdAt), desc(campaigns.id))
      .limit(MODERATION_PAGE_SIZE)
      .offset((query.page - 1) * MODERATION_PAGE_SIZE),
    db.select({ value: count() }).from(campaigns).where(where),
  ]);
  return {
    campaigns: await withBrands(db, rows),
    total: total?.value ?? 0,
    page: query.page,
    pageSize: MODERATION_PAGE_SIZE,
  };
}

/** Campaigns by id as the console lists them (missing ids are left out). */
export async function findAdminCampaigns(db: Executor, ids: readonly string[]): Promise<AdminCampaign[]> {
  if (ids.length === 0) return [];
  return withBrands(db, await selectAdminCampaigns(db).where(inArray(campaigns.id, [...ids])));
}
