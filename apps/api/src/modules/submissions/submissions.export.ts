import { and, asc, eq, ne, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { submissions } from '../../db/schema';
import type { SubmissionRow } from './submission-view';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * The submissions part of a user's data export: a creator's content submissions with the
 * brand's review of them (status, feedback, flags) and the dates; for an agent, the content
 * it submitted last for a creator, without the review (the creator's data, as with a former
 * agent's applications). Screenshots are listed by upload id (the uploads part has the files).
 */
export async function exportSubmissions(db: Executor, userId: string) {
  const rows = await db
    .select()
    .from(submissions)
    .where(
      or(
        eq(submissions.creatorId, userId),
        and(eq(submissions.submittedBy, userId), ne(submissions.creatorId, userId)),
      ),
    )
    .orderBy(asc(submissions.createdAt), asc(submissions.id));
  return rows.map((row) => (row.creatorId === userId ? toCreatorsSubmission(row) : toAgentsSubmission(row)));
}

const content = (row: SubmissionRow) => ({
  id: row.id,
  applicationId: row.applicationId,
  campaignId: row.campaignId,
  platform: row.platform,
  contentUrl: row.contentUrl,
  contentType: row.contentType,
  caption: row.caption,
});

function toCreatorsSubmission(row: SubmissionRow) {
  return {
    ...content(row),
    role: 'creator' as const,
    screenshotUploadIds: row.screenshotUploadIds,
    metrics: row.metrics ?? null,
    status: row.status,
    feedback: row.feedback,
    manualInputRequested: row.manualInputRequested,
    revisionRequested: row.revisionRequested,
    submittedAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    reviewedAt: iso(row.reviewedAt),
  };
}

function toAgentsSubmission(row: SubmissionRow) {
  return { ...content(row), role: 'agent' as const, submittedAt: iso(row.updatedAt) };
}
