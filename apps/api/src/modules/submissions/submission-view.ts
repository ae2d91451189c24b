import type { Submission } from '@partnerly/contracts';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { campaigns, submissions } from '../../db/schema';
import { loadPeople, nameOf } from '../applications/people';
import { uploadLinks } from '../uploads/uploads.service';

export type SubmissionRow = typeof submissions.$inferSelect;

/** The titles of these campaigns, in one query. */
async function campaignTitles(db: Executor, ids: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: campaigns.id, title: campaigns.title })
    .from(campaigns)
    .where(inArray(campaigns.id, unique));
  return new Map(rows.map((row) => [row.id, row.title]));
}

/**
 * The rows as the screens show them, in one query per kind of thing they name (people,
 * campaigns, screenshots) however many rows: a deleted creator shows as 'Deleted Creator', a
 * screenshot whose upload is gone is left out.
 */
export async function toSubmissionViews(db: Executor, rows: SubmissionRow[]): Promise<Submission[]> {
  const people = await loadPeople(
    db,
    rows.map((row) => row.creatorId),
  );
  const titles = await campaignTitles(
    db,
    rows.map((row) => row.campaignId),
  );
  const screenshots = await uploadLinks(
    db,
    rows.flatMap((row) => row.screenshotUploadIds),
  );
  return rows.map((row) => ({
    id: row.id,
    applicationId: row.applicationId,
    campaignId: row.campaignId,
    campaignTitle: titles.get(row.campaignId) ?? '',
    creatorId: row.creatorId,
    creatorName: nameOf(people.get(row.creatorId)),
    platform: row.platform as Submission['platform'],
    contentUrl: row.contentUrl,
    contentType: row.contentType,
    caption: row.caption,
    screenshotUploadIds: row.screenshotUploadIds,
    screenshots: row.screenshotUploadIds.flatMap((id) => {
      const url = screenshots.get(id);
      return url ? [{ id, url }] : [];
    }),
    metrics: row.metrics ?? null,
    status: row.status,
    feedback: row.feedback,
    manualInputRequested: row.manualInputRequested,
    revisionRequested: row.revisionRequested,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

/** The application's submissions, oldest first (one per platform). */
export function applicationSubmissions(db: Executor, applicationId: string): Promise<SubmissionRow[]> {
  return db
    .select()
    .from(submissions)
    .where(eq(submissions.applicationId, applicationId))
    .orderBy(asc(submissions.createdAt), asc(submissions.id));
}
