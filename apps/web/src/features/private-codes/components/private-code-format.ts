import {
  DASHBOARD_WARNING_PERCENT,
  formatBillingDate,
  isNearLimit,
  type PrivateCode,
  type PrivateCodesOverview,
  type RedemptionFailure,
} from '@partnerly/contracts';
import type { MessageKey } from '@partnerly/contracts/i18n';
import type { BadgeTone } from '@/components/ui/tone-badge';
import { formatDate } from '@/lib/format';
import type { useT } from '@/lib/i18n/i18n-provider';

// What the QR Codes tab says about codes, plans and redemptions (spec 02 'Private QR Codes
// tab'), as pure functions, in the app's language (`t`).

export type Translate = ReturnType<typeof useT>;

/** A code's badge (spec 02 'Private code status'): Expired wins over Active and Inactive. */
export function codeStatusBadge(code: Pick<PrivateCode, 'status' | 'isExpired'>): {
  label: MessageKey;
  isActive: boolean;
  tone: BadgeTone;
} {
  if (code.isExpired) return { label: 'privateCodes.expired', isActive: false, tone: 'danger' };
  return code.status === 'active'
    ? { label: 'privateCodes.active', isActive: true, tone: 'success' }
    : { label: 'privateCodes.inactive', isActive: false, tone: 'neutral' };
}

/** '7 of 10 uses left'. */
export const usesLeftText = (t: Translate, code: Pick<PrivateCode, 'remainingUses' | 'maxUses'>) =>
  t('privateCodes.usesLeft', { remaining: code.remainingUses, max: code.maxUses });

/**
 * The code's expiry in words: 'No expiry date', 'Valid through 31 Dec 2026' or 'Expired on
 * 31 Dec 2026'. The date is the UAE calendar day the code works until (its end, UAE time).
 */
export function expiryText(
  t: Translate,
  code: Pick<PrivateCode, 'expirationDate' | 'expiresAt'>,
  now: Date = new Date(),
): string {
  if (!code.expirationDate || !code.expiresAt) return t('privateCodes.noExpiry');
  const date = formatDate(code.expirationDate);
  return new Date(code.expiresAt).getTime() <= now.getTime()
    ? t('privateCodes.expiredOn', { date })
    : t('privateCodes.validThrough', { date });
}

const FAILURE_LABELS: Record<RedemptionFailure, MessageKey> = {
  already_redeemed: 'privateCodes.failedAlreadyRedeemed',
  exhausted: 'privateCodes.failedExhausted',
  expired: 'privateCodes.failedExpired',
  inactive: 'privateCodes.failedInactive',
};

/** Why an attempt failed, for the brand (the visitor saw the spec's message). */
export const failureReasonLabel = (t: Translate, reason: RedemptionFailure | null) =>
  t(reason ? FAILURE_LABELS[reason] : 'privateCodes.notRedeemed');

/** Codes that can be redeemed now: active, with uses left and not past their expiry. */
export const liveCodeCount = (codes: Pick<PrivateCode, 'status' | 'isExpired'>[]) =>
  codes.filter((code) => code.status === 'active' && !code.isExpired).length;

type Plan = PrivateCodesOverview['plan'];
type Stats = PrivateCodesOverview['stats'];

/** The plan facts a brand needs, in plain words (in place of the original's debug card). */
export function planFacts(t: Translate, plan: Plan, stats: Stats): { label: string; value: string }[] {
  if (!plan.hasActiveSubscription) {
    return [
      { label: t('privateCodes.plan'), value: t('privateCodes.planNotActive', { plan: plan.planName }) },
      { label: t('privateCodes.codesThisMonth'), value: t('privateCodes.noneIncluded') },
    ];
  }
  const counts = { used: stats.monthlyUsed, limit: stats.monthlyLimit };
  return [
    { label: t('privateCodes.plan'), value: plan.planName },
    {
      label: t('privateCodes.codesThisMonth'),
      value: plan.monthlyResetsAt
        ? t('privateCodes.monthlyCreatedResets', { ...counts, date: formatBillingDate(plan.monthlyResetsAt) })
        : t('privateCodes.monthlyCreated', counts),
    },
    {
      label: t('privateCodes.perCode'),
      value: t('privateCodes.upTo', { count: plan.maxRedemptionsPerCode }),
    },
  ];
}

/**
 * Spec 02 limit warnings: at 90 % of the month's QR codes or more, and before the limit
 * itself (where Create is disabled and its reason says so).
 */
export function monthlyLimitWarning(t: Translate, stats: Stats): string | null {
  const { monthlyUsed, monthlyLimit } = stats;
  if (monthlyUsed >= monthlyLimit || !isNearLimit(monthlyUsed, monthlyLimit, DASHBOARD_WARNING_PERCENT)) {
    return null;
  }
  const left = monthlyLimit - monthlyUsed;
  return t('privateCodes.limitWarningDetail', { used: monthlyUsed, limit: monthlyLimit, left });
}
