import { campaignNotice, type BrandApplication, type MyApplication } from '@partnerly/contracts';
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { applicationOffers, campaignApplications, campaigns, profiles } from '../../db/schema';
import { permitConfirmationsOf, toApplicationPermit } from '../advertiser-permits/permit-approval';
import { permitsOf } from '../advertiser-permits/permit-view';
import { toCampaignBrand } from '../campaigns/campaign-view';
import { latestDisputesOf } from '../disputes/dispute-summaries';
import { hiddenProfileIds } from '../settings/settings.service';
import { toBrandApplication, toMyApplication } from './application-view';
import type { ApplicationRow, OfferRow } from './applications.types';
import { loadPeople } from './people';

// The queries behind every application view: the rows, their offers and the people named.

export async function loadOffers(db: Executor, applicationIds: string[]): Promise<Map<string, OfferRow[]>> {
  const byApplication = new Map<string, OfferRow[]>(applicationIds.map((id) => [id, []]));
  if (applicationIds.length === 0) return byApplication;
  const rows = await db
    .select()
    .from(applicationOffers)
    .where(inArray(applicationOffers.applicationId, applicationIds))
    .orderBy(asc(applicationOffers.applicationId), asc(applicationOffers.round));
  for (const row of rows) byApplication.get(row.applicationId)?.push(row);
  return byApplication;
}

const peopleOf = (rows: ApplicationRow[]) =>
  rows.flatMap((row) => (row.submittedByAgentId ? [row.creatorId, row.submittedByAgentId] : [row.creatorId]));

/**
 * The brand's view of applications on its campaigns (newest first). `where` narrows the
 * rows; ownership is the caller's check (every row must be on one of the brand's campaigns).
 */
export async function loadBrandApplications(
  db: Executor,
  brandId: string,
  where: SQL | undefined,
): Promise<BrandApplication[]> {
  const rows = await db
    .select({
      application: campaignApplications,
      campaign: {
        compensationTypes: campaigns.compensationTypes,
        targetCountries: campaigns.targetCountries,
        applicationDeadline: campaigns.applicationDeadline,
        deadline: campaigns.deadline,
        contentDeadline: campaigns.contentDeadline,
      },
    })
    .from(campaignApplications)
    .innerJoin(campaigns, eq(campaigns.id, campaignApplications.campaignId))
    .where(and(eq(campaigns.brandId, brandId), where))
    .orderBy(desc(campaignApplications.createdAt), desc(campaignApplications.id));
  const applications = rows.map((row) => row.application);
  const campaignOf = new Map(rows.map((row) => [row.application.id, row.campaign]));
  const offers = await loadOffers(
    db,
    applications.map((row) => row.id),
  );
  const people = await loadPeople(db, peopleOf(applications));
  const hidden = await hiddenProfileIds(
    db,
    applications.map((row) => row.creatorId),
    brandId,
  );
  const disputes = await latestDisputesOf(
    db,
    applications.map((row) => row.id),
  );
  const permits = await permitsOf(
    db,
    applications.map((row) => row.creatorId),
  );
  const confirmations = await permitConfirmationsOf(
    db,
    applications.map((row) => row.id),
  );
  const now = new Date();
  return applications.map((row) =>
    toBrandApplication(
      row,
      offers.get(row.id) ?? [],
      people,
      hidden.has(row.creatorId),
      disputes.get(row.id) ?? null,
      toApplicationPermit(
        {
          applicationId: row.id,
          campaign: campaignOf.get(row.id)!,
          submissionDeadline: row.submissionDeadline,
          permit: permits.get(row.creatorId),
        },
        confirmations.get(row.id),
        now,
      ),
    ),
  );
}

/** The creator side's view (the creator's own, or the represented creators' for an agent). */
export async function loadMyApplications(db: Executor, where: SQL, limit?: number): Promise<MyApplication[]> {
  const query = db
    .select({
      application: campaignApplications,
      campaign: {
        id: campaigns.id,
        title: campaigns.title,
        status: campaigns.status,
        campaignType: campaigns.campaignType,
        brandId: campaigns.brandId,
        budgetMin: campaigns.budgetMin,
        budgetMax: campaigns.budgetMax,
      },
      brand: {
        companyName: profiles.companyName,
        firstName: profiles.firstName,
        lastName: profiles.lastName,
        profileImageUrl: profiles.profileImageUrl,
      },
    })
    .from(campaignApplications)
    .innerJoin(campaigns, eq(campaigns.id, campaignApplications.campaignId))
    .leftJoin(profiles, eq(profiles.id, campaigns.brandId))
    .where(where)
    .orderBy(desc(campaignApplications.createdAt), desc(campaignApplications.id));
  const rows = limit === undefined ? await query : await query.limit(limit);
  const applications = rows.map((row) => row.application);
  const offers = await loadOffers(
    db,
    applications.map((row) => row.id),
  );
  const people = await loadPeople(db, peopleOf(applications));
  const disputes = await latestDisputesOf(
    db,
    applications.map((row) => row.id),
  );
  return rows.map(({ application, campaign, brand }) =>
    toMyApplication(
      application,
      offers.get(application.id) ?? [],
      people,
      disputes.get(application.id) ?? null,
      {
        id: campaign.id,
        title: campaign.title,
        status: campaign.status,
        campaignType: campaign.campaignType,
        notice: campaignNotice(campaign.status),
        brand: toCampaignBrand(campaign.brandId, brand),
        budgetMin: campaign.budgetMin,
        budgetMax: campaign.budgetMax,
      },
    ),
  );
}

/** One application as the brand sees it (after a change the brand made). */
export async function loadBrandApplication(db: Executor, brandId: string, id: string) {
  const [view] = await loadBrandApplications(db, brandId, eq(campaignApplications.id, id));
  return view!;
}

/** One application as the creator side sees it. */
export async function loadMyApplication(db: Executor, id: string) {
  const [view] = await loadMyApplications(db, eq(campaignApplications.id, id));
  return view!;
}
