import { z } from 'zod';
import { USER_ACTION_TYPES } from './admin';
import { requiredEmail } from './auth';
import { USER_TYPES, VERIFICATION_STATUSES } from './enums';
import { INVALID_CHARACTER, PERSON_NAME_MAX, hasNoNul } from './text-input';

// The admin console's Users tab (issue 19 item 3; spec 03 'Super admin area', Edit User;
// decision 0059: admins read, super admins change).

export { ACCOUNT_SUSPENDED_CODE, accountSuspendedMessage } from './support-email';

/** Rows per page of the user list (newest first). */
export const ADMIN_USERS_PAGE_SIZE = 25;
export const ADMIN_USER_SEARCH_MAX = 100;
export const SUSPENSION_REASON_MAX = 1000;
/** Entries of a user's history the detail shows (newest first). */
export const ADMIN_USER_HISTORY_LIMIT = 100;

/** Whether an account may sign in: 'suspended' while a super admin has suspended it. */
export const ADMIN_USER_STATUSES = ['active', 'suspended'] as const;
export type AdminUserStatus = (typeof ADMIN_USER_STATUSES)[number];

/**
 * The user types Edit User offers (spec 03 profile.user_type): agency is 'Coming Soon', so no
 * account is moved there.
 */
export const EDITABLE_USER_TYPES = ['creator', 'brand', 'agent', 'admin', 'super_admin'] as const;
export type EditableUserType = (typeof EDITABLE_USER_TYPES)[number];

export const ADMIN_USERS_MESSAGES = {
  updated: 'User Updated',
  updateFailed: 'Failed to update user profile',
  suspended: 'User Suspended',
  suspendFailed: 'Failed to suspend user',
  reinstated: 'User Reinstated',
  reinstateFailed: 'Failed to reinstate user',
  loadFailed: 'Failed to load users',
  historyFailed: 'Failed to load the user’s history',
  noUsers: 'No users match',
  notFound: 'User not found',
  emailTaken: 'This e-mail address belongs to another account',
  cannotDemoteSelf: 'You cannot remove your own Super Admin access',
  cannotSuspendSelf: 'You cannot suspend your own account',
  alreadySuspended: 'This account is already suspended',
  notSuspended: 'This account is not suspended',
  firstNameRequired: 'First name is required',
  reasonRequired: 'Enter the reason for the suspension',
  unknownUserType: 'Choose a user type from the list',
  unknownVerificationStatus: 'Choose a verification status from the list',
} as const;

/** Blank query parameters (?userType=) count as absent. */
const optionalParam = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** GET /api/admin/users query: search, filters and the page (1-based). */
export const adminUserListQuery = z.object({
  /** Matched case-insensitively against first, last and full name, e-mail and company. */
  search: optionalParam(
    z
      .string()
      .trim()
      .max(ADMIN_USER_SEARCH_MAX, `Search must be at most ${ADMIN_USER_SEARCH_MAX} characters`)
      .refine(hasNoNul, INVALID_CHARACTER),
  ),
  userType: optionalParam(z.enum(USER_TYPES, { error: ADMIN_USERS_MESSAGES.unknownUserType })),
  status: optionalParam(z.enum(ADMIN_USER_STATUSES, { error: 'Choose active or suspended' })),
  verificationStatus: optionalParam(
    z.enum(VERIFICATION_STATUSES, { error: ADMIN_USERS_MESSAGES.unknownVerificationStatus }),
  ),
  page: z.coerce
    .number({ error: 'Page must be a number' })
    .int('Page must be a whole number')
    .min(1, 'Page must be at least 1')
    .max(100_000, 'Page is too large')
    .default(1),
});
export type AdminUserListQuery = z.infer<typeof adminUserListQuery>;
export type AdminUserListParams = z.input<typeof adminUserListQuery>;

/** /api/admin/users/:id – better-auth ids are text, not UUIDs. */
export const adminUserParam = z.object({ id: z.string().min(1).max(100) });

/** One account as the console lists it. */
export const adminUserSchema = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  companyName: z.string().nullable(),
  email: z.string(),
  userType: z.enum(USER_TYPES),
  verificationStatus: z.enum(VERIFICATION_STATUSES),
  isVerified: z.boolean(),
  /** Set while suspended (the account cannot sign in). */
  suspendedAt: z.iso.datetime().nullable(),
  suspensionReason: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserListSchema = z.object({
  users: z.array(adminUserSchema),
  /** Matching accounts on every page. */
  total: z.int().nonnegative(),
  page: z.int().positive(),
  pageSize: z.int().positive(),
});
export type AdminUserList = z.infer<typeof adminUserListSchema>;

/** One user_actions_log entry about the user, by whichever admin made it. */
export const adminUserHistoryEntrySchema = z.object({
  id: z.string(),
  actionType: z.enum(USER_ACTION_TYPES),
  /** e.g. { updatedFields: { firstName: { from, to } } } or { reason }. */
  actionDetails: z.record(z.string(), z.unknown()),
  createdAt: z.iso.datetime(),
  /** Null when the admin's account no longer exists. */
  admin: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type AdminUserHistoryEntry = z.infer<typeof adminUserHistoryEntrySchema>;

/** GET /api/admin/users/:id: the account and its history, newest first. */
export const adminUserDetailSchema = z.object({
  user: adminUserSchema,
  history: z.array(adminUserHistoryEntrySchema),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

/** One changed field of a profile_updated entry. */
export interface FieldChange {
  from: unknown;
  to: unknown;
}

const firstName = z
  .string({ error: ADMIN_USERS_MESSAGES.firstNameRequired })
  .refine(hasNoNul, INVALID_CHARACTER)
  .trim()
  .min(1, ADMIN_USERS_MESSAGES.firstNameRequired)
  .max(PERSON_NAME_MAX, `First name must be at most ${PERSON_NAME_MAX} characters`);

/**
 * PATCH /api/admin/users/:id – Edit User (spec 03: first_name, last_name, email, user_type,
 * verification_status). A field left out keeps its value; only fields whose value changes are
 * written. A blank last name clears it.
 */
export const adminUserUpdateInput = z.object({
  firstName: firstName.optional(),
  lastName: z
    .string('Last name must be text')
    .refine(hasNoNul, INVALID_CHARACTER)
    .trim()
    .max(PERSON_NAME_MAX, `Last name must be at most ${PERSON_NAME_MAX} characters`)
    .transform((value) => value || null)
    .nullable()
    .optional(),
  email: requiredEmail('Email is required').optional(),
  userType: z.enum(EDITABLE_USER_TYPES, { error: ADMIN_USERS_MESSAGES.unknownUserType }).optional(),
  verificationStatus: z
    .enum(VERIFICATION_STATUSES, { error: ADMIN_USERS_MESSAGES.unknownVerificationStatus })
    .optional(),
});
export type AdminUserUpdateInput = z.input<typeof adminUserUpdateInput>;
export type AdminUserUpdate = z.output<typeof adminUserUpdateInput>;

/** POST /api/admin/users/:id/suspend: the reason the user is e-mailed. */
export const adminUserSuspendInput = z.object({
  reason: z
    .string({ error: ADMIN_USERS_MESSAGES.reasonRequired })
    .refine(hasNoNul, INVALID_CHARACTER)
    .trim()
    .min(1, ADMIN_USERS_MESSAGES.reasonRequired)
    .max(SUSPENSION_REASON_MAX, `Reason must be at most ${SUSPENSION_REASON_MAX} characters`),
});
export type AdminUserSuspendInput = z.infer<typeof adminUserSuspendInput>;

/**
 * Published to the user whose account an admin changed (edited, suspended, reinstated): their
 * open tabs re-read the session (a suspended one finds itself signed out).
 */
export const ACCOUNT_EVENTS = { changed: 'account.changed' } as const;
