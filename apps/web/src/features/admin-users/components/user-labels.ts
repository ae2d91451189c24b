import type { AdminUserHistoryEntry, UserActionType, VerificationStatus } from '@partnerly/contracts';
import { userTypeLabel } from '@/lib/format';

// The words of the Users tab: statuses, field names and the lines of a user's history.

export const VERIFICATION_LABELS: Record<VerificationStatus, string> = {
  unverified: 'Unverified',
  pending: 'Pending',
  verified: 'Verified',
};

const FIELD_LABELS: Record<string, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'E-mail',
  userType: 'User type',
  verificationStatus: 'Verification status',
};

const ACTION_LABELS: Partial<Record<UserActionType, string>> = {
  profile_updated: 'Profile edited',
  suspended: 'Suspended',
  reinstated: 'Reinstated',
};

/** 'Profile edited', 'Suspended', or the action type in words ('Verification approved'). */
export function actionLabel(type: UserActionType): string {
  const words = type.replaceAll('_', ' ');
  return ACTION_LABELS[type] ?? `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
}

function valueText(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (typeof value !== 'string') return JSON.stringify(value);
  if (field === 'userType') return userTypeLabel(value);
  if (field === 'verificationStatus' && Object.hasOwn(VERIFICATION_LABELS, value))
    return VERIFICATION_LABELS[value as VerificationStatus];
  return value;
}

const isChange = (value: unknown): value is { from: unknown; to: unknown } =>
  typeof value === 'object' && value !== null && 'to' in value;

/**
 * What an entry changed, one line each: 'First name: Rana → Rania' for an edit, 'Reason: ...'
 * where the entry has one. Entries of other areas show their reason, note or support request subject.
 */
export function historyDetails(entry: Pick<AdminUserHistoryEntry, 'actionDetails'>): string[] {
  const { updatedFields, reason, note, subject } = entry.actionDetails;
  const lines: string[] = [];
  if (updatedFields && typeof updatedFields === 'object') {
    for (const [field, change] of Object.entries(updatedFields)) {
      if (!isChange(change)) continue;
      const label = FIELD_LABELS[field] ?? field;
      lines.push(`${label}: ${valueText(field, change.from)} → ${valueText(field, change.to)}`);
    }
  }
  if (typeof reason === 'string' && reason) lines.push(`Reason: ${reason}`);
  if (typeof note === 'string' && note) lines.push(`Note: ${note}`);
  // A support request answered or closed (features/admin-support).
  if (typeof subject === 'string' && subject) lines.push(`Support request: ${subject}`);
  return lines;
}
