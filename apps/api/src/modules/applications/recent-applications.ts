import type { RecentActivityItem } from '@partnerly/contracts';
import { and, desc, eq, ne } from 'drizzle-orm';
import { campaignApplications, campaigns } from '../../db/schema';
import type { RecentApplicationsLoader } from '../campaigns/get-brand-dashboard';
import { loadPeople, nameOf } from './people';

/** The brand dashboard's Recent Activity: the newest applications to the brand's campaigns. */
export const loadRecentApplications: RecentApplicationsLoader = async (db, brandId, limit) => {
  const rows = await db
    .select({
      id: campaignApplications.id,
      campaignId: campaignApplications.campaignId,
      creatorId: campaignApplications.creatorId,
      status: campaignApplications.status,
      createdAt: campaignApplications.createdAt,
      campaignTitle: campaigns.title,
    })
    .from(campaignApplications)
    .innerJoin(campaigns, eq(campaigns.id, campaignApplications.campaignId))
    .where(and(eq(campaigns.brandId, brandId), ne(campaignApplications.status, 'withdrawn')))
    .orderBy(desc(campaignApplications.createdAt), desc(campaignApplications.id))
    .limit(limit);
  const people = await loadPeople(
    db,
    rows.map((row) => row.creatorId),
  );
  return rows.map((row): RecentActivityItem => ({
    kind: 'application',
    id: row.id,
    campaignId: row.campaignId,
    title: `${nameOf(people.get(row.creatorId))} · ${row.campaignTitle}`,
    status: row.status,
    at: row.createdAt.toISOString(),
  }));
};
