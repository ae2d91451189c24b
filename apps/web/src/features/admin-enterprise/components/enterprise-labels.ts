import { ENTERPRISE_ADMIN_MESSAGES, type PlanId } from '@partnerly/contracts';
import type { MessageKey } from '@partnerly/contracts/i18n';
import type { MessageValues } from '@/lib/i18n/i18n-provider';

// The Enterprise tab's words as catalog keys (issue 25).

type Translate = (key: MessageKey, values?: MessageValues) => string;

export const PLAN_LABELS: Record<PlanId, MessageKey> = {
  free: 'adminEnterprise.plan.free',
  basic: 'adminEnterprise.plan.basic',
  premium: 'adminEnterprise.plan.premium',
  enterprise: 'adminEnterprise.plan.enterprise',
};

/** The enterprise API's English results, refusals and field messages in the catalogs; others as sent. */
const MESSAGES: Readonly<Record<string, MessageKey>> = {
  [ENTERPRISE_ADMIN_MESSAGES.granted]: 'adminEnterprise.message.granted',
  [ENTERPRISE_ADMIN_MESSAGES.extended]: 'adminEnterprise.message.extended',
  [ENTERPRISE_ADMIN_MESSAGES.approved]: 'adminEnterprise.message.approved',
  [ENTERPRISE_ADMIN_MESSAGES.declined]: 'adminEnterprise.message.declined',
  [ENTERPRISE_ADMIN_MESSAGES.workspaceNotFound]: 'adminEnterprise.message.workspaceNotFound',
  [ENTERPRISE_ADMIN_MESSAGES.requestNotFound]: 'adminEnterprise.message.requestNotFound',
  [ENTERPRISE_ADMIN_MESSAGES.requestResolved]: 'adminEnterprise.message.requestResolved',
  [ENTERPRISE_ADMIN_MESSAGES.notOnEnterprise]: 'adminEnterprise.message.notOnEnterprise',
  [ENTERPRISE_ADMIN_MESSAGES.endsOnPast]: 'adminEnterprise.message.endsOnPast',
  [ENTERPRISE_ADMIN_MESSAGES.endsOnTooFar]: 'adminEnterprise.message.endsOnTooFar',
  [ENTERPRISE_ADMIN_MESSAGES.declineReasonRequired]: 'adminEnterprise.message.declineReasonRequired',
};

export function enterpriseMessage(t: Translate, message: string): string;
export function enterpriseMessage(t: Translate, message: string | undefined): string | undefined;
export function enterpriseMessage(t: Translate, message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  return Object.hasOwn(MESSAGES, message) ? t(MESSAGES[message]!) : message;
}
