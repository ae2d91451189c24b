import { z } from 'zod';
import { DISPUTE_STATUSES, type DisputeStatus } from './admin';
import { USER_TYPES } from './enums';
import { hasNoNul, INVALID_CHARACTER } from './text-input';

// Disputes on an application (issue 19 item 6; spec 03 'disputes', 'Super admin area';
// decision 0059: admins read them, super admins Mark Investigating and Resolve Dispute).

/** What a dispute is about (spec 03 dispute_type; the original's list is not shown). */
export const DISPUTE_TYPES = ['payment', 'content', 'deadline', 'communication', 'other'] as const;
export type DisputeType = (typeof DISPUTE_TYPES)[number];
export const DISPUTE_TYPE_LABELS: Record<DisputeType, string> = {
  payment: 'Payment',
  content: 'Content',
  deadline: 'Deadline',
  communication: 'Communication',
  other: 'Other',
};

/** How a super admin settles a dispute. */
export const DISPUTE_OUTCOMES = [
  'in_favour_of_initiator',
  'in_favour_of_respondent',
  'partial',
  'no_action',
] as const;
export type DisputeOutcome = (typeof DISPUTE_OUTCOMES)[number];
export const DISPUTE_OUTCOME_LABELS: Record<DisputeOutcome, string> = {
  in_favour_of_initiator: 'In favour of the side that opened it',
  in_favour_of_respondent: 'In favour of the other side',
  partial: 'Partly in favour of each side',
  no_action: 'No action needed',
};

export const DISPUTE_STATUS_LABELS: Record<DisputeStatus, string> = {
  open: 'Open',
  investigating: 'Investigating',
  resolved: 'Resolved',
};

/** The side of the application that opened the dispute. */
export const DISPUTE_PARTIES = ['brand', 'creator'] as const;
export type DisputeParty = (typeof DISPUTE_PARTIES)[number];

export const DISPUTE_DESCRIPTION_MIN = 20;
export const DISPUTE_DESCRIPTION_MAX = 2000;
export const DISPUTE_RESOLUTION_NOTE_MAX = 2000;
/** Evidence files per dispute (images or PDFs the initiator uploaded). */
export const DISPUTE_EVIDENCE_MAX = 5;
/** Rows per page of the admin console's dispute list. */
export const ADMIN_DISPUTES_PAGE_SIZE = 20;

/**
 * Applications the parties work on together: only these can be disputed (a pending, rejected
 * or withdrawn application has no work, payment or deadline to dispute).
 */
export const DISPUTABLE_APPLICATION_STATUSES = ['approved', 'in_progress'] as const;

/** Whether a new dispute may be opened: an approved application whose last dispute (if any) is resolved. */
export function isDisputeOpenable(
  applicationStatus: string,
  latestDisputeStatus: DisputeStatus | null,
): boolean {
  return (
    (DISPUTABLE_APPLICATION_STATUSES as readonly string[]).includes(applicationStatus) &&
    (latestDisputeStatus === null || latestDisputeStatus === 'resolved')
  );
}

/** The super admin's buttons on a dispute: Mark Investigating while open, Resolve until resolved. */
export function disputeAdminActions(status: DisputeStatus): { canInvestigate: boolean; canResolve: boolean } {
  return { canInvestigate: status === 'open', canResolve: status !== 'resolved' };
}

export const DISPUTE_MESSAGES = {
  openDispute: 'Open Dispute',
  opened: 'Dispute Opened',
  openedDescription: 'The other side and the Partnerly team have been told. You will hear of every step.',
  openFailed: 'Failed to open dispute',
  alreadyOpen:
    'This application already has a dispute in progress. It must be resolved before another one is opened.',
  notDisputable: 'A dispute can only be opened on an approved application.',
  typeRequired: 'Choose what the dispute is about',
  descriptionRequired: 'Describe what went wrong',
  descriptionTooShort: `Describe what went wrong in at least ${DISPUTE_DESCRIPTION_MIN} characters`,
  descriptionTooLong: `The description must be at most ${DISPUTE_DESCRIPTION_MAX} characters`,
  evidenceTooMany: `Attach at most ${DISPUTE_EVIDENCE_MAX} files`,
  evidenceRepeated: 'Each file can be attached once',
  evidenceInvalid: 'Attach images or PDFs you uploaded for this dispute',
  notFound: 'Dispute not found',
  evidenceNotFound: 'File not found',
  markInvestigating: 'Mark Investigating',
  resolveDispute: 'Resolve Dispute',
  markedInvestigating: 'Dispute Marked Investigating',
  resolved: 'Dispute Resolved',
  updateFailed: 'Failed to update dispute',
  alreadyInvestigating: 'This dispute is already being investigated.',
  alreadyResolved: 'This dispute is already resolved.',
  resolutionNoteRequired: 'Write the resolution both sides will read',
  resolutionNoteTooLong: `The resolution must be at most ${DISPUTE_RESOLUTION_NOTE_MAX} characters`,
  outcomeRequired: 'Choose the outcome',
  loadFailed: 'Failed to load disputes',
} as const;

// ---- requests -------------------------------------------------------------------------

const text = (max: number, required: string, tooLong: string) =>
  z.string({ error: required }).refine(hasNoNul, INVALID_CHARACTER).trim().min(1, required).max(max, tooLong);

/** POST /api/applications/:id/disputes */
export const openDisputeInput = z.object({
  disputeType: z.enum(DISPUTE_TYPES, { error: DISPUTE_MESSAGES.typeRequired }),
  description: text(
    DISPUTE_DESCRIPTION_MAX,
    DISPUTE_MESSAGES.descriptionRequired,
    DISPUTE_MESSAGES.descriptionTooLong,
  ).refine(
    // A blank one has its own message above.
    (value) => value.length === 0 || value.length >= DISPUTE_DESCRIPTION_MIN,
    DISPUTE_MESSAGES.descriptionTooShort,
  ),
  evidenceUploadIds: z
    .array(z.uuid(DISPUTE_MESSAGES.evidenceInvalid), { error: DISPUTE_MESSAGES.evidenceInvalid })
    .max(DISPUTE_EVIDENCE_MAX, DISPUTE_MESSAGES.evidenceTooMany)
    .refine((ids) => new Set(ids).size === ids.length, DISPUTE_MESSAGES.evidenceRepeated)
    .default([]),
});
export type OpenDisputeInput = z.input<typeof openDisputeInput>;
export type OpenDisputeValues = z.output<typeof openDisputeInput>;

/** POST /api/admin/disputes/:id/resolve */
export const resolveDisputeInput = z.object({
  resolutionNote: text(
    DISPUTE_RESOLUTION_NOTE_MAX,
    DISPUTE_MESSAGES.resolutionNoteRequired,
    DISPUTE_MESSAGES.resolutionNoteTooLong,
  ),
  outcome: z.enum(DISPUTE_OUTCOMES, { error: DISPUTE_MESSAGES.outcomeRequired }),
});
export type ResolveDisputeInput = z.input<typeof resolveDisputeInput>;
export type ResolveDisputeValues = z.output<typeof resolveDisputeInput>;

export const disputeIdParam = z.object({ id: z.uuid(DISPUTE_MESSAGES.notFound) });
export const disputeEvidenceParam = z.object({
  id: z.uuid(DISPUTE_MESSAGES.notFound),
  uploadId: z.uuid(DISPUTE_MESSAGES.evidenceNotFound),
});

/** Blank query parameters (?status=) count as absent. */
const optionalParam = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** GET /api/admin/disputes: an optional status, the page (1-based). */
export const adminDisputeListQuery = z.object({
  status: optionalParam(z.enum(DISPUTE_STATUSES, { error: 'Choose open, investigating or resolved' })),
  page: z.coerce
    .number({ error: 'Page must be a number' })
    .int('Page must be a whole number')
    .min(1, 'Page must be at least 1')
    .max(100_000, 'Page is too large')
    .default(1),
});
/** The list's parameters as the console sends them. */
export interface AdminDisputeListParams {
  status?: DisputeStatus;
  page?: number;
}

// ---- views ----------------------------------------------------------------------------

const disputeStatusSchema = z.enum(DISPUTE_STATUSES);
const personSchema = z.object({ id: z.string(), name: z.string() });

/** On every application view: its newest dispute, for the badge and the Open Dispute rule. */
export const applicationDisputeSummarySchema = z.object({
  id: z.uuid(),
  status: disputeStatusSchema,
  disputeType: z.enum(DISPUTE_TYPES),
});
export type ApplicationDisputeSummary = z.infer<typeof applicationDisputeSummarySchema>;

/** An evidence file; `url` opens it (the initiator's own files, or the admin console's link). */
export const disputeEvidenceSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  contentType: z.string(),
  size: z.int().nonnegative(),
});
export type DisputeEvidence = z.infer<typeof disputeEvidenceSchema>;

/** The dispute's steps and its settlement, shared by the parties' and the admins' views. */
const disputeCoreSchema = z.object({
  id: z.uuid(),
  applicationId: z.uuid(),
  disputeType: z.enum(DISPUTE_TYPES),
  description: z.string(),
  status: disputeStatusSchema,
  openedBy: z.enum(DISPUTE_PARTIES),
  initiator: personSchema,
  /** Null once the respondent's account is gone. */
  respondent: personSchema.nullable(),
  evidenceCount: z.int().nonnegative(),
  createdAt: z.iso.datetime(),
  investigatingAt: z.iso.datetime().nullable(),
  resolvedAt: z.iso.datetime().nullable(),
  outcome: z.enum(DISPUTE_OUTCOMES).nullable(),
  resolutionNote: z.string().nullable(),
});

/** A dispute as the application's parties see it. */
export const partyDisputeSchema = disputeCoreSchema.extend({
  /** The caller's side opened it. */
  isOwnSide: z.boolean(),
  /** The caller's own evidence files (the initiator's); empty for everyone else. */
  evidence: z.array(disputeEvidenceSchema),
});
export type PartyDispute = z.infer<typeof partyDisputeSchema>;

/** GET /api/applications/:id/disputes: newest first. */
export const applicationDisputesSchema = z.object({
  disputes: z.array(partyDisputeSchema),
  /** Whether the caller may open one now (approved, none in progress, their workspace role). */
  canOpen: z.boolean(),
});
export type ApplicationDisputes = z.infer<typeof applicationDisputesSchema>;

/** POST /api/applications/:id/disputes answer. */
export const openDisputeResultSchema = z.object({ dispute: partyDisputeSchema, message: z.string() });
export type OpenDisputeResult = z.infer<typeof openDisputeResultSchema>;

const adminPersonSchema = personSchema.extend({ userType: z.enum(USER_TYPES).nullable() });

/** One row of the admin console's dispute list. */
export const adminDisputeSchema = z.object({
  id: z.uuid(),
  applicationId: z.uuid(),
  disputeType: z.enum(DISPUTE_TYPES),
  status: disputeStatusSchema,
  openedBy: z.enum(DISPUTE_PARTIES),
  initiator: adminPersonSchema,
  respondent: adminPersonSchema.nullable(),
  campaign: z.object({ id: z.uuid(), title: z.string(), brandName: z.string() }),
  createdAt: z.iso.datetime(),
  /** Its last step: opened, marked investigating or resolved. */
  updatedAt: z.iso.datetime(),
});
export type AdminDispute = z.infer<typeof adminDisputeSchema>;

export const adminDisputeListSchema = z.object({
  disputes: z.array(adminDisputeSchema),
  /** Matching disputes on every page. */
  total: z.int().nonnegative(),
  page: z.int().positive(),
  pageSize: z.int().positive(),
  /** Disputes per status, over all of them (the filter's counts). */
  counts: z.object({
    open: z.int().nonnegative(),
    investigating: z.int().nonnegative(),
    resolved: z.int().nonnegative(),
  }),
});
export type AdminDisputeList = z.infer<typeof adminDisputeListSchema>;

/** GET /api/admin/disputes/:id */
export const adminDisputeDetailSchema = adminDisputeSchema.extend({
  description: z.string(),
  /** Each file's url is the console's own link (GET /api/admin/disputes/:id/evidence/:uploadId). */
  evidence: z.array(disputeEvidenceSchema),
  creator: personSchema,
  applicationStatus: z.string(),
  investigatingAt: z.iso.datetime().nullable(),
  investigatingBy: personSchema.nullable(),
  resolvedAt: z.iso.datetime().nullable(),
  resolvedBy: personSchema.nullable(),
  outcome: z.enum(DISPUTE_OUTCOMES).nullable(),
  resolutionNote: z.string().nullable(),
});
export type AdminDisputeDetail = z.infer<typeof adminDisputeDetailSchema>;

/** Answer of Mark Investigating and Resolve Dispute. */
export const adminDisputeResultSchema = z.object({ dispute: adminDisputeDetailSchema, message: z.string() });
export type AdminDisputeResult = z.infer<typeof adminDisputeResultSchema>;

/**
 * Pushed after every change of a dispute to both parties of the application and to every
 * admin: the application cards, the dispute panels and the console's list refetch.
 */
export const DISPUTE_EVENTS = { changed: 'disputes.changed' } as const;
export interface DisputeChangedEvent {
  disputeId: string;
  applicationId: string;
  campaignId: string;
  status: DisputeStatus;
}

/** Where a dispute notification leads the admins. */
export const ADMIN_DISPUTES_PATH = '/admin/disputes';
