import {
  type DisputeOutcome,
  type DisputeStatus,
  type DisputeType,
  type UserType,
} from '@partnerly/contracts';
import type { MessageKey } from '@partnerly/contracts/i18n';
import type { MessageValues } from '@/lib/i18n/i18n-provider';
import { translateKnown } from '@/lib/i18n/known-messages';

// The words of the Disputes tab as catalog keys (issue 25).

export type Translate = (key: MessageKey, values?: MessageValues) => string;

/** The list's filter: every status, or one. */
export const STATUS_FILTERS: readonly ('' | DisputeStatus)[] = ['', 'open', 'investigating', 'resolved'];

const STATUS_LABELS: Record<DisputeStatus, MessageKey> = {
  open: 'adminDisputes.status.open',
  investigating: 'adminDisputes.status.investigating',
  resolved: 'adminDisputes.status.resolved',
};

/** 'Payment dispute', 'Content dispute'... */
export const DISPUTE_TITLES: Record<DisputeType, MessageKey> = {
  payment: 'adminDisputes.title.payment',
  content: 'adminDisputes.title.content',
  deadline: 'adminDisputes.title.deadline',
  communication: 'adminDisputes.title.communication',
  other: 'adminDisputes.title.other',
};

export const OUTCOME_LABELS: Record<DisputeOutcome, MessageKey> = {
  in_favour_of_initiator: 'adminDisputes.outcome.in_favour_of_initiator',
  in_favour_of_respondent: 'adminDisputes.outcome.in_favour_of_respondent',
  partial: 'adminDisputes.outcome.partial',
  no_action: 'adminDisputes.outcome.no_action',
};

const ROLE_LABELS: Record<UserType, MessageKey> = {
  creator: 'admin.role.creator',
  brand: 'admin.role.brand',
  agent: 'admin.role.agent',
  agency: 'admin.role.agency',
  admin: 'admin.role.admin',
  super_admin: 'admin.role.super_admin',
};

export function filterLabel(
  t: Translate,
  status: '' | DisputeStatus,
  counts: Record<DisputeStatus, number> | undefined,
) {
  const label = status === '' ? t('common.all') : t(STATUS_LABELS[status]);
  if (!counts) return label;
  const total = status === '' ? counts.open + counts.investigating + counts.resolved : counts[status];
  return `${label} (${total})`;
}

/** A party's role in the active language ('Creator'); none for a type this build does not know. */
export function partyRole(t: Translate, person: { userType: string | null }): string | null {
  if (!person.userType) return null;
  return Object.hasOwn(ROLE_LABELS, person.userType)
    ? t(ROLE_LABELS[person.userType as UserType])
    : person.userType;
}

/** An English text from the API or a contracts rule, in the active language when the catalogs know it. */
export function disputeMessage(t: Translate, message: string): string;
export function disputeMessage(t: Translate, message: string | undefined): string | undefined;
export function disputeMessage(t: Translate, message: string | undefined): string | undefined {
  return message === undefined ? undefined : translateKnown(message, t);
}
