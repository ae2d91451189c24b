import { z } from 'zod';
import { PLAN_IDS, SUBSCRIPTION_STATUSES } from './subscriptions';
import { hasNoNul, INVALID_CHARACTER } from './text-input';

// The console's Enterprise tab (issue 19 item 8; decision 0059: every admin reads it, super
// admins act): brand workspaces with their subscription, an enterprise subscription granted or
// extended with custom limits and an end date, and the brands' limit requests approved or
// declined. The brand's owners are notified and e-mailed.

export const ENTERPRISE_ADMIN_PAGE_SIZE = 25;
/** The furthest end date a grant may set, in days from today. */
export const ENTERPRISE_GRANT_MAX_DAYS = 5 * 366;
export const ENTERPRISE_QR_LIMIT_MAX = 100_000;
export const ENTERPRISE_REDEMPTION_LIMIT_MAX = 1_000_000;

/** enterprise_limit_requests.status: pending until a super admin approves or declines it. */
export const LIMIT_REQUEST_STATUSES = ['pending', 'approved', 'declined'] as const;
export type LimitRequestStatus = (typeof LIMIT_REQUEST_STATUSES)[number];

export const ENTERPRISE_ADMIN_MESSAGES = {
  granted: 'Enterprise plan granted',
  extended: 'Enterprise plan updated',
  approved: 'Limit request approved',
  declined: 'Limit request declined',
  workspaceNotFound: 'Brand workspace not found',
  requestNotFound: 'Limit request not found',
  requestResolved: 'This limit request has already been answered',
  notOnEnterprise:
    'This brand is not on an active Enterprise plan: grant one first, then approve the request',
  endsOnPast: 'Choose an end date after today',
  endsOnTooFar: 'Choose an end date within five years',
  declineReasonRequired: 'Enter the reason the brand will read',
  loadWorkspacesFailed: 'Failed to load brand workspaces',
  loadRequestsFailed: 'Failed to load limit requests',
} as const;

const optionalParam = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const pageParam = z.coerce
  .number({ error: 'Page must be a number' })
  .int('Page must be a whole number')
  .min(1, 'Page must be at least 1')
  .max(100_000, 'Page is too large')
  .default(1);

/** GET /api/admin/enterprise/workspaces: search in the brand's and owner's names and e-mail. */
export const enterpriseWorkspaceListQuery = z.object({
  search: optionalParam(
    z.string().trim().max(100, 'Search must be at most 100 characters').refine(hasNoNul, INVALID_CHARACTER),
  ),
  /** Only brands whose subscription is on this plan now ('free': none, or ended). */
  plan: optionalParam(z.enum(PLAN_IDS, { error: 'Choose a plan from the list' })),
  page: pageParam,
});
export type EnterpriseWorkspaceListQuery = z.infer<typeof enterpriseWorkspaceListQuery>;
/** The list's parameters as the web app sends them. */
export type EnterpriseWorkspaceListParams = Partial<EnterpriseWorkspaceListQuery>;

/** The limits that apply to the brand now (the plan's, raised by custom enterprise limits). */
export const enterpriseLimitsSchema = z.object({
  campaignPostLimit: z.int().nonnegative(),
  qrCodeLimit: z.int().nonnegative(),
  maxRedemptionsPerCode: z.int().nonnegative(),
});

export const enterpriseWorkspaceSchema = z.object({
  workspaceId: z.string(),
  name: z.string(),
  owner: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  /** The plan whose limits apply now: free without an active subscription. */
  planId: z.enum(PLAN_IDS),
  planName: z.string(),
  /** 'none' without a subscription; 'expired' once its period is over. */
  status: z.enum([...SUBSCRIPTION_STATUSES, 'none']),
  /** When access ends (the paid period, or the enterprise end date); null without access. */
  accessEndsAt: z.iso.datetime().nullable(),
  customQrCodeLimit: z.int().nullable(),
  customRedemptionLimit: z.int().nullable(),
  limits: enterpriseLimitsSchema,
  pendingLimitRequests: z.int().nonnegative(),
});
export type EnterpriseWorkspace = z.infer<typeof enterpriseWorkspaceSchema>;

export const enterpriseWorkspaceListSchema = z.object({
  workspaces: z.array(enterpriseWorkspaceSchema),
  total: z.int().nonnegative(),
  page: z.int().positive(),
  pageSize: z.int().positive(),
});
export type EnterpriseWorkspaceList = z.infer<typeof enterpriseWorkspaceListSchema>;

/** /api/admin/enterprise/workspaces/:workspaceId – workspace ids are text (decision 0041). */
export const enterpriseWorkspaceParam = z.object({ workspaceId: z.string().min(1).max(100) });
export const limitRequestParam = z.object({ id: z.uuid('Invalid limit request id') });

const optionalLimit = (label: string, max: number) =>
  z
    .preprocess(
      (value) => (value === '' ? null : value),
      z.coerce
        .number(`${label} must be a number`)
        .int(`${label} must be a whole number`)
        .min(1, `${label} must be at least 1`)
        .max(max, `${label} must be at most ${max.toLocaleString('en-US')}`)
        .nullable(),
    )
    .optional()
    .transform((value) => value ?? null);

/**
 * POST /api/admin/enterprise/workspaces/:workspaceId/grant – the Enterprise plan until the end
 * of `endsOn` in the UAE, with custom limits (blank: the Enterprise plan's own 30 QR codes a
 * month and 300 redemptions per code). Extends the brand's enterprise subscription when it has
 * one.
 */
export const enterpriseGrantInput = z.object({
  qrCodeLimit: optionalLimit('QR codes per month', ENTERPRISE_QR_LIMIT_MAX),
  redemptionLimit: optionalLimit('Redemptions per code', ENTERPRISE_REDEMPTION_LIMIT_MAX),
  endsOn: z.iso.date({ error: 'Choose an end date' }),
});
export type EnterpriseGrantInput = z.input<typeof enterpriseGrantInput>;
export type EnterpriseGrant = z.output<typeof enterpriseGrantInput>;

export const enterpriseGrantResultSchema = z.object({
  workspace: enterpriseWorkspaceSchema,
  message: z.string(),
});
export type EnterpriseGrantResult = z.infer<typeof enterpriseGrantResultSchema>;

/** GET /api/admin/enterprise/limit-requests: pending first, then the newest. */
export const limitRequestListQuery = z.object({
  status: optionalParam(z.enum(LIMIT_REQUEST_STATUSES, { error: 'Choose a status from the list' })),
  page: pageParam,
});
export type LimitRequestListQuery = z.infer<typeof limitRequestListQuery>;
export type LimitRequestListParams = Partial<LimitRequestListQuery>;

export const adminLimitRequestSchema = z.object({
  id: z.uuid(),
  workspaceId: z.string(),
  workspaceName: z.string(),
  /** The plan when the brand asked. */
  currentPlan: z.string(),
  requestedQrLimit: z.int(),
  requestedRedemptionLimit: z.int(),
  businessJustification: z.string(),
  campaignVolumeEstimate: z.string(),
  status: z.enum(LIMIT_REQUEST_STATUSES),
  /** The brand's limits now, for comparison. */
  currentLimits: enterpriseLimitsSchema,
  /** Whether the brand is on an active Enterprise plan now (approval needs it). */
  isOnEnterprise: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type AdminLimitRequest = z.infer<typeof adminLimitRequestSchema>;

export const adminLimitRequestListSchema = z.object({
  requests: z.array(adminLimitRequestSchema),
  total: z.int().nonnegative(),
  pendingTotal: z.int().nonnegative(),
  page: z.int().positive(),
  pageSize: z.int().positive(),
});
export type AdminLimitRequestList = z.infer<typeof adminLimitRequestListSchema>;

/** POST /api/admin/enterprise/limit-requests/:id/decline: the reason the brand receives. */
export const limitRequestDeclineInput = z.object({
  reason: z
    .string({ error: ENTERPRISE_ADMIN_MESSAGES.declineReasonRequired })
    .refine(hasNoNul, INVALID_CHARACTER)
    .trim()
    .min(1, ENTERPRISE_ADMIN_MESSAGES.declineReasonRequired)
    .max(1000, 'Must be at most 1000 characters'),
});
export type LimitRequestDeclineInput = z.infer<typeof limitRequestDeclineInput>;

export const limitRequestDecisionSchema = z.object({
  request: adminLimitRequestSchema,
  message: z.string(),
});
export type LimitRequestDecision = z.infer<typeof limitRequestDecisionSchema>;
