import {
  CREATOR_PLACE_STATUSES,
  creatorWorkStatus,
  isWorkOverdue,
  type CreatorWorkDetail,
  type CreatorWorkItem,
  type CreatorWorkList,
  type Submission,
} from '@partnerly/contracts';
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { campaignApplications, campaigns, profiles, submissions } from '../../db/schema';
import type { Actor } from '../applications/applications.types';
import { creatorSideScope, isCreatorSide } from '../applications/find-application';
import { loadOffers } from '../applications/load-views';
import { loadPeople, nameOf } from '../applications/people';
import { toCampaignBrand } from '../campaigns/campaign-view';
import { campaignNotFound } from './submit-content';
import { toSubmissionViews } from './submission-view';

// Creator work (issue 15, spec 03 'Creator work' and 'Campaign work panel'): the creator
// side's approved applications with their submissions, read in a fixed number of queries
// however many applications there are.

const workColumns = {
  application: campaignApplications,
  campaign: {
    title: campaigns.title,
    brandId: campaigns.brandId,
    platforms: campaigns.platforms,
    description: campaigns.description,
    brief: campaigns.brief,
    requirements: campaigns.requirements,
    campaignType: campaigns.campaignType,
    contentDeadline: campaigns.contentDeadline,
  },
  brand: {
    companyName: profiles.companyName,
    firstName: profiles.firstName,
    lastName: profiles.lastName,
    profileImageUrl: profiles.profileImageUrl,
  },
};

function loadWorkRows(db: Executor, where: SQL | undefined) {
  return db
    .select(workColumns)
    .from(campaignApplications)
    .innerJoin(campaigns, eq(campaigns.id, campaignApplications.campaignId))
    .leftJoin(profiles, eq(profiles.id, campaigns.brandId))
    .where(where)
    .orderBy(desc(campaignApplications.createdAt), desc(campaignApplications.id));
}

type WorkRow = Awaited<ReturnType<typeof loadWorkRows>>[number];

/** The rows as work items: their submissions and creators in one query each. */
async function toWorkItems(db: Executor, rows: WorkRow[], now: Date): Promise<CreatorWorkItem[]> {
  const ids = rows.map((row) => row.application.id);
  const submissionRows =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(submissions)
          .where(inArray(submissions.applicationId, ids))
          .orderBy(asc(submissions.createdAt), asc(submissions.id));
  const views = await toSubmissionViews(db, submissionRows);
  const byApplication = new Map<string, Submission[]>(ids.map((id) => [id, []]));
  for (const view of views) byApplication.get(view.applicationId)?.push(view);
  const creators = await loadPeople(
    db,
    rows.map((row) => row.application.creatorId),
  );

  return rows.map(({ application, campaign, brand }) => {
    const applicationSubmissions = byApplication.get(application.id) ?? [];
    const workStatus = creatorWorkStatus(campaign.platforms, applicationSubmissions);
    // A null deadline on the application means the campaign's content deadline applies.
    const deadline = application.submissionDeadline ?? campaign.contentDeadline;
    return {
      applicationId: application.id,
      campaignId: application.campaignId,
      campaignTitle: campaign.title,
      brandName: toCampaignBrand(campaign.brandId, brand).name,
      creatorId: application.creatorId,
      creatorName: nameOf(creators.get(application.creatorId)),
      platforms: campaign.platforms as CreatorWorkItem['platforms'],
      applicationStatus: application.status,
      contentStatus: application.contentStatus,
      submissionDeadline: deadline,
      isOverdue: isWorkOverdue(deadline, workStatus, now),
      workStatus,
      submissions: applicationSubmissions,
    };
  });
}

/**
 * GET /api/submissions/work: the caller's approved (or in-progress) applications, or for an
 * agent those of every creator it represents now, newest first.
 */
export async function listCreatorWork(
  db: Executor,
  actor: Actor,
  now = new Date(),
): Promise<CreatorWorkList> {
  const owned = await creatorSideScope(db, actor);
  if (!owned) return { items: [] };
  const rows = await loadWorkRows(
    db,
    and(owned, inArray(campaignApplications.status, [...CREATOR_PLACE_STATUSES])),
  );
  return { items: await toWorkItems(db, rows, now) };
}

/**
 * GET /api/submissions/work/:applicationId: one application's work and what the panel's
 * Overview shows. Another creator's application, or one of a creator the agent does not
 * represent (any more), answers 404 like a missing one. An own application that is not
 * approved is answered too: the panel says content waits for the approval.
 */
export async function getCreatorWork(
  db: Executor,
  actor: Actor,
  applicationId: string,
  now = new Date(),
): Promise<CreatorWorkDetail> {
  const [row] = await loadWorkRows(db, eq(campaignApplications.id, applicationId));
  if (!row || !(await isCreatorSide(db, actor, row.application.creatorId))) throw campaignNotFound();
  const [item] = await toWorkItems(db, [row], now);
  const offers = (await loadOffers(db, [applicationId])).get(applicationId) ?? [];
  const deliverables = offers.findLast((offer) => offer.deliverables?.trim())?.deliverables ?? null;
  return {
    item: item!,
    overview: {
      description: row.campaign.description,
      brief: row.campaign.brief,
      requirements: row.campaign.requirements,
      campaignType: row.campaign.campaignType,
      contentDeadline: row.campaign.contentDeadline,
      agreedRate: row.application.agreedRate,
      deliverables,
    },
  };
}
