import { z } from 'zod';

// Deleting a campaign never silently loses agreed work (issue 13 item 1, ADR 0040): a
// campaign with approved or in-progress applications, or an accepted negotiation, can only
// be closed; deleting one with pending applications tells each applicant.

/** What deleting the campaign would do, for the confirmation dialog (counted by the server). */
export const campaignDeletionPreviewSchema = z.object({
  /** False while creators have approved or in-progress work on it: close it instead. */
  canDelete: z.boolean(),
  /** Approved or in-progress applications and accepted negotiations. */
  committedApplications: z.number().int().min(0),
  /** Pending applications: each applicant is told the campaign was withdrawn. */
  pendingApplicants: z.number().int().min(0),
  /** The dialog's sentence: what happens to whom. */
  summary: z.string(),
});
export type CampaignDeletionPreview = z.infer<typeof campaignDeletionPreviewSchema>;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const CAMPAIGN_DELETION_MESSAGES = {
  withdrawnTitle: 'Campaign withdrawn',
  withdrawn: (title: string) =>
    `The brand withdrew "${title}", so your application to it is closed. Nothing else is needed from you.`,
  noApplicants: 'No one has applied yet. Creators will no longer see it.',
} as const;

/** The 409 refusal and the dialog's explanation when the campaign has agreed work. */
export function campaignDeletionBlockedMessage(committed: number): string {
  return `This campaign cannot be deleted: ${plural(committed, 'creator has', 'creators have')} approved or in-progress work on it. Close the campaign instead; their deals stay as agreed.`;
}

/** What deleting does, to whom: the server's counts in one sentence. */
export function campaignDeletionSummary(counts: {
  committedApplications: number;
  pendingApplicants: number;
}): string {
  if (counts.committedApplications > 0) return campaignDeletionBlockedMessage(counts.committedApplications);
  if (counts.pendingApplicants === 0) return CAMPAIGN_DELETION_MESSAGES.noApplicants;
  const who = plural(counts.pendingApplicants, 'pending applicant', 'pending applicants');
  return `${who} will be told the campaign was withdrawn.`;
}
