import {
  averageEngagement,
  campaignBudgetTotal,
  pickRecentActivity,
  RECENT_ACTIVITY_LIMITS,
  type BrandDashboard,
  type RecentActivityItem,
} from '@partnerly/contracts';
import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { campaigns } from '../../db/schema';

/**
 * The application items of Recent Activity (newest first, at most `limit`). The
 * applications module provides it; without one the brand has no applications yet.
 */
export type RecentApplicationsLoader = (
  db: Executor,
  brandId: string,
  limit: number,
) => Promise<RecentActivityItem[]>;

const noApplicationsYet: RecentApplicationsLoader = async () => [];

/** The brand dashboard's Home: four stat cards and Recent Activity (spec 02 section 2). */
export async function getBrandDashboard(
  db: Executor,
  brandId: string,
  loadRecentApplications: RecentApplicationsLoader = noApplicationsYet,
): Promise<BrandDashboard> {
  // A brand has at most a few hundred campaigns (50 a month on the largest plan): the
  // pure rules of the contracts package add them up.
  const rows = await db
    .select({
      id: campaigns.id,
      title: campaigns.title,
      status: campaigns.status,
      budgetMin: campaigns.budgetMin,
      budgetMax: campaigns.budgetMax,
      applicationsCount: campaigns.applicationsCount,
      activeCreators: campaigns.activeCreators,
      engagementRate: campaigns.engagementRate,
      createdAt: campaigns.createdAt,
    })
    .from(campaigns)
    .where(eq(campaigns.brandId, brandId))
    .orderBy(desc(campaigns.createdAt), desc(campaigns.id));

  const recentCampaigns = rows.slice(0, RECENT_ACTIVITY_LIMITS.campaigns).map((row): RecentActivityItem => ({
    kind: 'campaign',
    id: row.id,
    campaignId: row.id,
    title: row.title,
    status: row.status,
    at: row.createdAt.toISOString(),
  }));
  const recentApplications = await loadRecentApplications(db, brandId, RECENT_ACTIVITY_LIMITS.applications);

  return {
    stats: {
      campaignBudgetTotal: campaignBudgetTotal(rows),
      activeCampaigns: rows.filter((row) => row.activeCreators > 0).length,
      totalCampaigns: rows.length,
      applications: rows.reduce((sum, row) => sum + row.applicationsCount, 0),
      averageEngagement: averageEngagement(rows.map((row) => row.engagementRate)),
    },
    recentActivity: pickRecentActivity(recentApplications, recentCampaigns),
  };
}
