import type { Submission } from '@partnerly/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { submissions } from '../../db/schema';
import { loadPeople, nameOf } from '../applications/people';

export type SubmissionRow = typeof submissions.$inferSelect;

/** The rows as the screens show them; a deleted creator shows as 'Deleted Creator'. */
export async function toSubmissionViews(db: Executor, rows: SubmissionRow[]): Promise<Submission[]> {
  const people = await loadPeople(
    db,
    rows.map((row) => row.creatorId),
  );
  return rows.map((row) => ({
    id: row.id,
    applicationId: row.applicationId,
    campaignId: row.campaignId,
    creatorId: row.creatorId,
    creatorName: nameOf(people.get(row.creatorId)),
    platform: row.platform as Submission['platform'],
    contentUrl: row.contentUrl,
    contentType: row.contentType,
    caption: row.caption,
    screenshotUploadIds: row.screenshotUploadIds,
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
