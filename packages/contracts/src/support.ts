import { z } from 'zod';
import {
  SUPPORT_PRIORITIES,
  SUPPORT_REQUEST_STATUSES,
  SUPPORT_REQUEST_TYPES,
  type SupportPriority,
  type SupportRequestStatus,
  type SupportRequestType,
} from './admin';
import { USER_TYPES } from './enums';
import { hasNoNul, INVALID_CHARACTER } from './text-input';

// Help & Feedback (spec 03 'Help & Feedback', support_request, 'Help form', toasts) and the
// admin console's support inbox (issue 19 item 7).

export const SUPPORT_MESSAGES = {
  /** The API's 401 and the 'Authentication Required' toast's text (spec 03 'Help form'). */
  signInRequired: 'Please sign in to submit a support request.',
  authenticationRequired: 'Authentication Required',
  submittedTitle: 'Request Submitted',
  submitted: "Your help request has been submitted successfully. We'll get back to you soon!",
  failedTitle: 'Submission Failed',
  failed: 'There was an error submitting your request. Please try again.',
  throttled: 'You have sent several requests in the last hour. Please try again later.',
  notFound: 'Support request not found',
  replyClosed: 'This request is closed and can no longer be answered.',
  alreadyClosed: 'This request is already closed.',
  replySent: 'Reply sent',
  replySentDetail: 'The user has been e-mailed and notified.',
  requestClosed: 'Request closed',
} as const;

export const SUPPORT_REQUEST_TYPE_LABELS: Record<SupportRequestType, string> = {
  help: 'Help',
  feedback: 'Feedback',
  bug_report: 'Bug Report',
  feature_request: 'Feature Request',
};

export const SUPPORT_STATUS_LABELS: Record<SupportRequestStatus, string> = {
  open: 'Open',
  answered: 'Answered',
  closed: 'Closed',
};

export const SUPPORT_PRIORITY_LABELS: Record<SupportPriority, string> = {
  high: 'High',
  medium: 'Medium',
};

/** Spec 03: priority high for a bug report, medium otherwise (set by the server, never the client). */
export function supportPriorityFor(requestType: SupportRequestType): SupportPriority {
  return requestType === 'bug_report' ? 'high' : 'medium';
}

export const SUPPORT_SUBJECT_MAX = 150;
export const SUPPORT_MESSAGE_MAX = 5000;
export const SUPPORT_REPLY_MAX = 5000;
/** Requests a user may send within an hour (each one e-mails the support team). */
export const SUPPORT_REQUESTS_PER_HOUR = 10;
/** The newest requests 'My requests' lists. */
export const MY_SUPPORT_REQUESTS_LIMIT = 50;
export const SUPPORT_INBOX_PAGE_SIZE = 20;

const requiredText = (max: number, label: string) =>
  z
    .string({ error: `${label} is required` })
    .refine(hasNoNul, INVALID_CHARACTER)
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** Body of POST /api/support-requests: all three required (spec 03 'Help form'). */
export const createSupportRequestInput = z.object({
  requestType: z.enum(SUPPORT_REQUEST_TYPES, { error: 'Please choose a request type' }),
  subject: requiredText(SUPPORT_SUBJECT_MAX, 'Subject'),
  message: requiredText(SUPPORT_MESSAGE_MAX, 'Message'),
});
export type CreateSupportRequestInput = z.input<typeof createSupportRequestInput>;
export type CreateSupportRequest = z.output<typeof createSupportRequestInput>;

/** A support request as its sender sees it (times are ISO strings). */
export const supportRequestSchema = z.object({
  id: z.uuid(),
  requestType: z.enum(SUPPORT_REQUEST_TYPES),
  subject: z.string(),
  message: z.string(),
  status: z.enum(SUPPORT_REQUEST_STATUSES),
  priority: z.enum(SUPPORT_PRIORITIES),
  /** The support team's answer, once given. */
  reply: z.string().nullable(),
  repliedAt: z.iso.datetime().nullable(),
  closedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type SupportRequest = z.infer<typeof supportRequestSchema>;

/** GET /api/support-requests/mine: the caller's newest requests first. */
export const mySupportRequestsSchema = z.object({ requests: z.array(supportRequestSchema) });
export type MySupportRequests = z.infer<typeof mySupportRequestsSchema>;

// --- admin inbox --------------------------------------------------------------------------

export const SUPPORT_INBOX_FILTERS = ['all', ...SUPPORT_REQUEST_STATUSES] as const;
export type SupportInboxFilter = (typeof SUPPORT_INBOX_FILTERS)[number];

/** GET /api/admin/support: open first, then high priority first, then the oldest first. */
export const adminSupportListQuery = z.object({
  status: z.enum(SUPPORT_INBOX_FILTERS, { error: 'Unknown status filter' }).default('all'),
  requestType: z.enum(SUPPORT_REQUEST_TYPES, { error: 'Unknown request type' }).optional(),
  page: z.coerce.number({ error: 'Page must be a number' }).int().min(1).max(10_000).default(1),
});
export type AdminSupportListQuery = z.input<typeof adminSupportListQuery>;

export const supportIdParam = z.object({ id: z.uuid('Invalid support request id') });

const personSchema = z.object({ id: z.string(), name: z.string() });

export const adminSupportRequestSchema = supportRequestSchema.extend({
  requester: personSchema.extend({ email: z.string(), userType: z.enum(USER_TYPES).nullable() }),
  /** The admin who answered last; null before a reply (or when that account is gone). */
  repliedBy: personSchema.nullable(),
});
export type AdminSupportRequest = z.infer<typeof adminSupportRequestSchema>;

export const adminSupportListSchema = z.object({
  requests: z.array(adminSupportRequestSchema),
  /** Requests matching the filters (all pages). */
  total: z.int().nonnegative(),
  page: z.int().min(1),
  pageSize: z.int().min(1),
  /** Requests per status, whatever the filters: the filter chips' counts. */
  counts: z.object({ open: z.int(), answered: z.int(), closed: z.int() }),
});
export type AdminSupportList = z.infer<typeof adminSupportListSchema>;

/** POST /api/admin/support/:id/reply: the answer, e-mailed to the user and shown in their requests. */
export const supportReplyInput = z.object({ message: requiredText(SUPPORT_REPLY_MAX, 'Reply') });
export type SupportReplyInput = z.infer<typeof supportReplyInput>;

/** Realtime: a request of the user changed (sent to its sender and to every admin). data: { id } */
export const SUPPORT_EVENTS = { changed: 'support.changed' } as const;
