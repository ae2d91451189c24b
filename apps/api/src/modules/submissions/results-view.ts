import type { CampaignResult, Payout } from '@partnerly/contracts';
import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { campaignApplications, type campaignCreatorAnalytics, campaigns } from '../../db/schema';
import { loadPeople, nameOf } from '../applications/people';
import { toCampaignBrand } from '../campaigns/campaign-view';
import { uploadLinks } from '../uploads/uploads.service';

export type ResultsRow = typeof campaignCreatorAnalytics.$inferSelect;

/** The applications and campaigns the rows name, one query each (none for no rows). */
async function loadContext(db: Executor, rows: ResultsRow[]) {
  const applicationIds = [...new Set(rows.map((row) => row.applicationId))];
  const campaignIds = [...new Set(rows.map((row) => row.campaignId))];
  const applications =
    rows.length === 0
      ? []
      : await db
          .select({
            id: campaignApplications.id,
            contentStatus: campaignApplications.contentStatus,
            agreedRate: campaignApplications.agreedRate,
            quotedRate: campaignApplications.quotedRate,
          })
          .from(campaignApplications)
          .where(inArray(campaignApplications.id, applicationIds));
  const campaignRows =
    rows.length === 0
      ? []
      : await db
          .select({ id: campaigns.id, title: campaigns.title, brandId: campaigns.brandId })
          .from(campaigns)
          .where(inArray(campaigns.id, campaignIds));
  return {
    applications: new Map(applications.map((row) => [row.id, row])),
    titles: new Map(campaignRows.map((row) => [row.id, row.title])),
    brandIds: new Map(campaignRows.map((row) => [row.id, row.brandId])),
  };
}

/**
 * The payouts as both sides' lists show them (a deleted creator as 'Deleted Creator'); the
 * brand is named as on the creator's My Work cards.
 */
export async function toPayouts(db: Executor, rows: ResultsRow[]): Promise<Payout[]> {
  const { titles, brandIds } = await loadContext(db, rows);
  const people = await loadPeople(db, [...rows.map((row) => row.creatorId), ...brandIds.values()]);
  const brandNameOf = (campaignId: string) => {
    const brandId = brandIds.get(campaignId) ?? '';
    return toCampaignBrand(brandId, people.get(brandId) ?? null).name;
  };
  return rows.map((row) => ({
    applicationId: row.applicationId,
    campaignId: row.campaignId,
    campaignTitle: titles.get(row.campaignId) ?? '',
    brandName: brandNameOf(row.campaignId),
    creatorId: row.creatorId,
    creatorName: nameOf(people.get(row.creatorId)),
    amount: row.payoutAmount,
    status: row.payoutStatus,
    paidOn: row.paidOn,
    reference: row.payoutReference,
    finalResultsSubmittedAt: row.finalResultsSubmittedAt.toISOString(),
  }));
}

/**
 * The rows as the report dialog and the work panel show them, in one query per kind of thing
 * they name however many rows; a screenshot whose upload is gone is left out.
 */
export async function toResultViews(db: Executor, rows: ResultsRow[]): Promise<CampaignResult[]> {
  const { applications, titles } = await loadContext(db, rows);
  const people = await loadPeople(
    db,
    rows.map((row) => row.creatorId),
  );
  const screenshots = await uploadLinks(
    db,
    rows.flatMap((row) => row.screenshotUploadIds),
  );
  return rows.map((row) => {
    const application = applications.get(row.applicationId);
    return {
      applicationId: row.applicationId,
      campaignId: row.campaignId,
      campaignTitle: titles.get(row.campaignId) ?? '',
      creatorId: row.creatorId,
      creatorName: nameOf(people.get(row.creatorId)),
      contentUrl: row.contentUrl,
      views: row.views,
      likes: row.likes,
      comments: row.comments,
      shares: row.shares,
      engagement: { rate: row.engagementRate, score: row.engagementScore, level: row.engagementLevel },
      screenshots: row.screenshotUploadIds.flatMap((id) => {
        const url = screenshots.get(id);
        return url ? [{ id, url }] : [];
      }),
      contentStatus: application?.contentStatus ?? 'final_submitted',
      payoutStatus: row.payoutStatus,
      payoutAmount: row.payoutAmount,
      suggestedPayout: application?.agreedRate ?? application?.quotedRate ?? null,
      paidOn: row.paidOn,
      payoutReference: row.payoutReference,
      correctionMessage: row.correctionMessage,
      finalResultsSubmittedAt: row.finalResultsSubmittedAt.toISOString(),
      brandReviewedAt: row.brandReviewedAt?.toISOString() ?? null,
    };
  });
}

/** One row's view (the answer of a change). */
export async function toResultView(db: Executor, row: ResultsRow): Promise<CampaignResult> {
  const [view] = await toResultViews(db, [row]);
  return view!;
}
