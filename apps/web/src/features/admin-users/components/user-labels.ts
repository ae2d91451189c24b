import {
  type AdminUserHistoryEntry,
  type UserActionType,
  type UserType,
  type VerificationStatus,
} from '@partnerly/contracts';
import type { MessageKey } from '@partnerly/contracts/i18n';
import type { MessageValues } from '@/lib/i18n/i18n-provider';
import { translateKnown } from '@/lib/i18n/known-messages';

// The words of the Users tab: roles, statuses, field names and the lines of a user's history,
// as catalog keys (issue 25).

export type Translate = (key: MessageKey, values?: MessageValues) => string;

export const VERIFICATION_LABELS: Record<VerificationStatus, MessageKey> = {
  unverified: 'adminUsers.verification.unverified',
  pending: 'adminUsers.verification.pending',
  verified: 'adminUsers.verification.verified',
};

const USER_TYPE_LABELS: Record<UserType, MessageKey> = {
  creator: 'admin.role.creator',
  brand: 'admin.role.brand',
  agent: 'admin.role.agent',
  agency: 'admin.role.agency',
  admin: 'admin.role.admin',
  super_admin: 'admin.role.super_admin',
};

/** 'Creator', 'Brand', 'Super Admin'... (a type this build does not know is shown as sent). */
export function roleLabel(t: Translate, type: string): string {
  return Object.hasOwn(USER_TYPE_LABELS, type) ? t(USER_TYPE_LABELS[type as UserType]) : type;
}

const FIELD_LABELS: Record<string, MessageKey> = {
  firstName: 'adminUsers.field.firstName',
  lastName: 'adminUsers.field.lastName',
  email: 'adminUsers.field.email',
  userType: 'adminUsers.field.userType',
  verificationStatus: 'adminUsers.field.verificationStatus',
};

const ACTION_LABELS: Record<UserActionType, MessageKey> = {
  profile_updated: 'adminUsers.action.profile_updated',
  suspended: 'adminUsers.action.suspended',
  reinstated: 'adminUsers.action.reinstated',
  verification_approved: 'adminUsers.action.verification_approved',
  verification_rejected: 'adminUsers.action.verification_rejected',
  campaign_paused: 'adminUsers.action.campaign_paused',
  campaign_closed: 'adminUsers.action.campaign_closed',
  report_dismissed: 'adminUsers.action.report_dismissed',
  report_taken_down: 'adminUsers.action.report_taken_down',
  dispute_investigating: 'adminUsers.action.dispute_investigating',
  dispute_resolved: 'adminUsers.action.dispute_resolved',
  support_answered: 'adminUsers.action.support_answered',
  support_closed: 'adminUsers.action.support_closed',
  enterprise_granted: 'adminUsers.action.enterprise_granted',
  limit_request_approved: 'adminUsers.action.limit_request_approved',
  limit_request_declined: 'adminUsers.action.limit_request_declined',
  permit_verified: 'adminUsers.action.permit_verified',
  permit_rejected: 'adminUsers.action.permit_rejected',
  announcement_sent: 'adminUsers.action.announcement_sent',
};

/** 'Profile edited', 'Suspended', 'Verification approved'... (an unknown type in words). */
export function actionLabel(t: Translate, type: UserActionType): string {
  if (Object.hasOwn(ACTION_LABELS, type)) return t(ACTION_LABELS[type]);
  const words = String(type).replaceAll('_', ' ');
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
}

function valueText(t: Translate, field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return t('adminUsers.emptyValue');
  if (typeof value !== 'string') return JSON.stringify(value);
  if (field === 'userType') return roleLabel(t, value);
  if (field === 'verificationStatus' && Object.hasOwn(VERIFICATION_LABELS, value))
    return t(VERIFICATION_LABELS[value as VerificationStatus]);
  return value;
}

const isChange = (value: unknown): value is { from: unknown; to: unknown } =>
  typeof value === 'object' && value !== null && 'to' in value;

/**
 * What an entry changed, one line each: 'First name: Rana → Rania' for an edit, 'Reason: ...'
 * where the entry has one. Entries of other areas show their reason, note or support request subject.
 */
export function historyDetails(t: Translate, entry: Pick<AdminUserHistoryEntry, 'actionDetails'>): string[] {
  const { updatedFields, reason, note, subject } = entry.actionDetails;
  const lines: string[] = [];
  if (updatedFields && typeof updatedFields === 'object') {
    for (const [field, change] of Object.entries(updatedFields)) {
      if (!isChange(change)) continue;
      lines.push(
        t('adminUsers.historyChange', {
          field: Object.hasOwn(FIELD_LABELS, field) ? t(FIELD_LABELS[field]!) : field,
          from: valueText(t, field, change.from),
          to: valueText(t, field, change.to),
        }),
      );
    }
  }
  if (typeof reason === 'string' && reason) lines.push(t('adminUsers.historyReason', { reason }));
  if (typeof note === 'string' && note) lines.push(t('adminUsers.historyNote', { note }));
  // A support request answered or closed (features/admin-support).
  if (typeof subject === 'string' && subject) lines.push(t('adminUsers.historySupportRequest', { subject }));
  return lines;
}

/** An English text from the API or a contracts rule, in the active language when the catalogs know it. */
export function usersMessage(t: Translate, message: string): string;
export function usersMessage(t: Translate, message: string | undefined): string | undefined;
export function usersMessage(t: Translate, message: string | undefined): string | undefined {
  return message === undefined ? undefined : translateKnown(message, t);
}
