import { type PlanId } from '@partnerly/contracts';
import type { MessageKey } from '@partnerly/contracts/i18n';
import type { MessageValues } from '@/lib/i18n/i18n-provider';
import { translateKnown } from '@/lib/i18n/known-messages';

// The Enterprise tab's words as catalog keys (issue 25).

type Translate = (key: MessageKey, values?: MessageValues) => string;

export const PLAN_LABELS: Record<PlanId, MessageKey> = {
  free: 'adminEnterprise.plan.free',
  basic: 'adminEnterprise.plan.basic',
  premium: 'adminEnterprise.plan.premium',
  enterprise: 'adminEnterprise.plan.enterprise',
};

/** An English text from the API or a contracts rule, in the active language when the catalogs know it. */
export function enterpriseMessage(t: Translate, message: string): string;
export function enterpriseMessage(t: Translate, message: string | undefined): string | undefined;
export function enterpriseMessage(t: Translate, message: string | undefined): string | undefined {
  return message === undefined ? undefined : translateKnown(message, t);
}
