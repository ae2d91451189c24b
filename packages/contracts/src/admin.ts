import { z } from 'zod';
import type { UserType } from './enums';

// Admin console (issue 19; spec 03 'Super admin area', 'Admin gate', section 9; decision 0059).

/** The account types of the admin console: admins read and moderate, super admins do everything. */
export const ADMIN_USER_TYPES = ['admin', 'super_admin'] as const satisfies readonly UserType[];
export type AdminUserType = (typeof ADMIN_USER_TYPES)[number];

export function isAdminUserType(userType: string): userType is AdminUserType {
  return (ADMIN_USER_TYPES as readonly string[]).includes(userType);
}

/** Spec 03 section 9: the elevation ends after 30 minutes without admin activity. */
export const ADMIN_SESSION_TIMEOUT_MS = 1_800_000;

export const ADMIN_MESSAGES = {
  superAdminRequired: 'Super Admin Access Required',
  invalidPassword: 'Invalid admin password',
  authenticationFailed: 'Authentication failed. Please try again.',
  invalidCode: 'Invalid or expired code. Request a new code and try again.',
  elevationRequired: 'Your admin session has ended. Confirm your identity to continue.',
} as const;

const USER_TYPE_NAMES: Record<UserType, string> = {
  creator: 'Creator',
  brand: 'Brand',
  agent: 'Agent',
  agency: 'Agency',
  admin: 'Admin',
  super_admin: 'Super Admin',
};

/** The spec's role-mismatch text: 'Access Denied: You need {role} privileges'. */
export function accessDeniedMessage(role: UserType): string {
  return `Access Denied: You need ${USER_TYPE_NAMES[role]} privileges`;
}

// --- step-up elevation --------------------------------------------------------------------

export const ADMIN_STEP_UP_METHODS = ['password', 'code'] as const;

/** POST /api/admin/elevation: the admin's own password, or the code e-mailed to them. */
export const adminStepUpInput = z.discriminatedUnion('method', [
  z.object({ method: z.literal('password'), password: z.string().min(1, 'Enter your password').max(128) }),
  z.object({
    method: z.literal('code'),
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, 'Enter the 6-digit code from the e-mail'),
  }),
]);
export type AdminStepUpInput = z.infer<typeof adminStepUpInput>;

/** The caller's elevation: current until expiresAt (moved on by every admin call). */
export const adminElevationSchema = z.object({
  elevated: z.boolean(),
  /** ISO time the elevation ends without further activity; null when not elevated. */
  expiresAt: z.iso.datetime().nullable(),
  userType: z.enum(ADMIN_USER_TYPES),
  /** False for accounts without a password (Google sign-in): they step up by e-mail code. */
  hasPassword: z.boolean(),
});
export type AdminElevation = z.infer<typeof adminElevationSchema>;

// --- shared enums of the admin tables ------------------------------------------------------

export const VERIFICATION_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type VerificationRequestStatus = (typeof VERIFICATION_REQUEST_STATUSES)[number];
/** Spec 03: the fixed rejection text, offered as the default reason. */
export const DEFAULT_VERIFICATION_REJECTION_REASON = 'Follower count could not be verified';

export const DISPUTE_STATUSES = ['open', 'investigating', 'resolved'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

export const SUPPORT_REQUEST_TYPES = ['help', 'feedback', 'bug_report', 'feature_request'] as const;
export type SupportRequestType = (typeof SUPPORT_REQUEST_TYPES)[number];
export const SUPPORT_REQUEST_STATUSES = ['open', 'answered', 'closed'] as const;
export type SupportRequestStatus = (typeof SUPPORT_REQUEST_STATUSES)[number];
export const SUPPORT_PRIORITIES = ['high', 'medium'] as const;
export type SupportPriority = (typeof SUPPORT_PRIORITIES)[number];

export const CONTENT_REPORT_TARGETS = ['campaign', 'public_page', 'code', 'conversation'] as const;
export type ContentReportTarget = (typeof CONTENT_REPORT_TARGETS)[number];
export const CONTENT_REPORT_STATUSES = ['open', 'dismissed', 'taken_down'] as const;
export type ContentReportStatus = (typeof CONTENT_REPORT_STATUSES)[number];

/** What user_actions_log records (spec 03: admin_id, target_user_id, action_type, action_details). */
export const USER_ACTION_TYPES = [
  'profile_updated',
  'suspended',
  'reinstated',
  'verification_approved',
  'verification_rejected',
  'campaign_paused',
  'campaign_closed',
  'report_dismissed',
  'report_taken_down',
  'dispute_investigating',
  'dispute_resolved',
  'support_answered',
  'support_closed',
  'enterprise_granted',
  'limit_request_approved',
  'limit_request_declined',
  'permit_verified',
  'permit_rejected',
  'announcement_sent',
] as const;
export type UserActionType = (typeof USER_ACTION_TYPES)[number];
