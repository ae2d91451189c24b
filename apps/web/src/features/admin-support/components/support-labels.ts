import { type SupportRequestStatus, type SupportRequestType, type UserType } from '@partnerly/contracts';
import type { MessageKey } from '@partnerly/contracts/i18n';
import type { MessageValues } from '@/lib/i18n/i18n-provider';
import { translateKnown } from '@/lib/i18n/known-messages';

// The Support tab's words as catalog keys (issue 25).

type Translate = (key: MessageKey, values?: MessageValues) => string;

export const REQUEST_TYPE_LABELS: Record<SupportRequestType, MessageKey> = {
  help: 'support.type.help',
  feedback: 'support.type.feedback',
  bug_report: 'support.type.bug_report',
  feature_request: 'support.type.feature_request',
};

export const STATUS_LABELS: Record<SupportRequestStatus, MessageKey> = {
  open: 'support.status.open',
  answered: 'support.status.answered',
  closed: 'support.status.closed',
};

const ROLE_LABELS: Record<UserType, MessageKey> = {
  creator: 'admin.role.creator',
  brand: 'admin.role.brand',
  agent: 'admin.role.agent',
  agency: 'admin.role.agency',
  admin: 'admin.role.admin',
  super_admin: 'admin.role.super_admin',
};

export const roleLabel = (t: Translate, type: UserType) => t(ROLE_LABELS[type]);

/** An English text from the API or a contracts rule, in the active language when the catalogs know it. */
export function supportMessage(t: Translate, message: string): string;
export function supportMessage(t: Translate, message: string | undefined): string | undefined;
export function supportMessage(t: Translate, message: string | undefined): string | undefined {
  return message === undefined ? undefined : translateKnown(message, t);
}
