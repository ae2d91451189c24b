import {
  DASHBOARD_WARNING_PERCENT,
  formatBillingDate,
  isNearLimit,
  type PrivateCode,
  type PrivateCodesOverview,
  type RedemptionFailure,
} from '@partnerly/contracts';
import type { BadgeTone } from '@/components/ui/tone-badge';
import { formatDate } from '@/lib/format';

// What the QR Codes tab says about codes, plans and redemptions (spec 02 'Private QR Codes
// tab'), as pure functions.

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** A code's badge (spec 02 'Private code status'): Expired wins over Active and Inactive. */
export function codeStatusBadge(code: Pick<PrivateCode, 'status' | 'isExpired'>): {
  label: 'Active' | 'Inactive' | 'Expired';
  tone: BadgeTone;
} {
  if (code.isExpired) return { label: 'Expired', tone: 'danger' };
  return code.status === 'active'
    ? { label: 'Active', tone: 'success' }
    : { label: 'Inactive', tone: 'neutral' };
}

/** '7 of 10 uses left'. */
export const usesLeftText = (code: Pick<PrivateCode, 'remainingUses' | 'maxUses'>) =>
  `${code.remainingUses} of ${plural(code.maxUses, 'use', 'uses')} left`;

/**
 * The code's expiry in words: 'No expiry date', 'Valid through 31 Dec 2026' or 'Expired on
 * 31 Dec 2026'. The date is the UAE calendar day the code works until (its end, UAE time).
 */
export function expiryText(
  code: Pick<PrivateCode, 'expirationDate' | 'expiresAt'>,
  now: Date = new Date(),
): string {
  if (!code.expirationDate || !code.expiresAt) return 'No expiry date';
  const day = formatDate(code.expirationDate);
  return new Date(code.expiresAt).getTime() <= now.getTime() ? `Expired on ${day}` : `Valid through ${day}`;
}

const FAILURE_LABELS: Record<RedemptionFailure, string> = {
  already_redeemed: 'Already redeemed on that device',
  exhausted: 'No uses left',
  expired: 'Code expired',
  inactive: 'Code inactive',
};

/** Why an attempt failed, for the brand (the visitor saw the spec's message). */
export const failureReasonLabel = (reason: RedemptionFailure | null) =>
  reason ? FAILURE_LABELS[reason] : 'Not redeemed';

/** Codes that can be redeemed now: active, with uses left and not past their expiry. */
export const liveCodeCount = (codes: Pick<PrivateCode, 'status' | 'isExpired'>[]) =>
  codes.filter((code) => code.status === 'active' && !code.isExpired).length;

type Plan = PrivateCodesOverview['plan'];
type Stats = PrivateCodesOverview['stats'];

/** The plan facts a brand needs, in plain words (in place of the original's debug card). */
export function planFacts(plan: Plan, stats: Stats): { label: string; value: string }[] {
  if (!plan.hasActiveSubscription) {
    return [
      { label: 'Plan', value: `${plan.planName} (no active plan)` },
      { label: 'QR codes this month', value: 'None included' },
    ];
  }
  const resets = plan.monthlyResetsAt ? `, starts again on ${formatBillingDate(plan.monthlyResetsAt)}` : '';
  return [
    { label: 'Plan', value: plan.planName },
    {
      label: 'QR codes this month',
      value: `${stats.monthlyUsed} of ${stats.monthlyLimit} created${resets}`,
    },
    {
      label: 'Redemptions per code',
      value: `Up to ${plural(plan.maxRedemptionsPerCode, 'redemption', 'redemptions')}`,
    },
  ];
}

/**
 * Spec 02 limit warnings: at 90 % of the month's QR codes or more, and before the limit
 * itself (where Create is disabled and its reason says so).
 */
export function monthlyLimitWarning(stats: Stats): string | null {
  const { monthlyUsed, monthlyLimit } = stats;
  if (monthlyUsed >= monthlyLimit || !isNearLimit(monthlyUsed, monthlyLimit, DASHBOARD_WARNING_PERCENT)) {
    return null;
  }
  const left = monthlyLimit - monthlyUsed;
  return `You have used ${monthlyUsed} of ${monthlyLimit} QR codes this month: ${plural(left, 'code is', 'codes are')} left. Upgrade your plan for more.`;
}
