import { ADMIN_DISPUTES_PAGE_SIZE, DISPUTE_STATUSES, type DisputeStatus } from '@partnerly/contracts';
import { count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { campaignApplications, campaigns, disputes, profiles } from '../../db/schema';
import { toCampaignBrand } from '../campaigns/campaign-view';
import type { DisputeCampaign, DisputeRow } from './dispute-view';

// The console's reads of disputes with their application, campaign and brand.

const brand = alias(profiles, 'dispute_brand');

/** Open first, then investigating, then resolved. */
const statusRank = sql`case ${disputes.status} when 'open' then 0 when 'investigating' then 1 else 2 end`;

export interface AdminDisputeRow {
  dispute: DisputeRow;
  creatorId: string;
  applicationStatus: string;
  campaign: DisputeCampaign;
}

function selectRows(db: Executor, where: SQL | undefined) {
  return db
    .select({
      dispute: disputes,
      creatorId: campaignApplications.creatorId,
      applicationStatus: campaignApplications.status,
      campaignId: campaigns.id,
      campaignTitle: campaigns.title,
      brandId: campaigns.brandId,
      brandCompany: brand.companyName,
      brandFirstName: brand.firstName,
      brandLastName: brand.lastName,
    })
    .from(disputes)
    .innerJoin(campaignApplications, eq(campaignApplications.id, disputes.applicationId))
    .innerJoin(campaigns, eq(campaigns.id, campaignApplications.campaignId))
    .leftJoin(brand, eq(brand.id, campaigns.brandId))
    .where(where);
}

type SelectedRow = Awaited<ReturnType<typeof selectRows>>[number];

function toRow(row: SelectedRow): AdminDisputeRow {
  const identity = {
    companyName: row.brandCompany,
    firstName: row.brandFirstName,
    lastName: row.brandLastName,
    profileImageUrl: null,
  };
  return {
    dispute: row.dispute,
    creatorId: row.creatorId,
    applicationStatus: row.applicationStatus,
    campaign: {
      id: row.campaignId,
      title: row.campaignTitle,
      brandName: toCampaignBrand(row.brandId, identity).name,
    },
  };
}

/** One page of disputes (open first, newest first within a status) and the count per status. */
export async function selectDisputePage(
  db: Executor,
  { status, page }: { status?: DisputeStatus; page: number },
): Promise<{ rows: AdminDisputeRow[]; total: number; counts: Record<DisputeStatus, number> }> {
  const where = status ? eq(disputes.status, status) : undefined;
  const rows = await selectRows(db, where)
    .orderBy(statusRank, desc(disputes.createdAt), desc(disputes.id))
    .limit(ADMIN_DISPUTES_PAGE_SIZE)
    .offset((page - 1) * ADMIN_DISPUTES_PAGE_SIZE);
  const perStatus = await db
    .select({ status: disputes.status, count: count() })
    .from(disputes)
    .groupBy(disputes.status);
  const counts = Object.fromEntries(DISPUTE_STATUSES.map((value) => [value, 0])) as Record<
    DisputeStatus,
    number
  >;
  for (const entry of perStatus) counts[entry.status] = entry.count;
  const total = status ? counts[status] : perStatus.reduce((sum, entry) => sum + entry.count, 0);
  return { rows: rows.map(toRow), total, counts };
}

/** One dispute with its application and campaign; null when unknown. */
export async function selectDispute(db: Executor, id: string): Promise<AdminDisputeRow | null> {
  const [row] = await selectRows(db, eq(disputes.id, id));
  return row ? toRow(row) : null;
}
