import { BILLING_PERIOD_DAYS, PRIVATE_CODE_MESSAGES, type PrivateCodesOverview } from '@partnerly/contracts';
import type { Executor } from '../../db/client';
import { getSubscriptionLimits } from '../subscriptions/limits/get-limits';
import { addDays } from '../subscriptions/subscription-state';

export interface PrivateCodePlan {
  plan: PrivateCodesOverview['plan'];
  monthlyUsed: number;
  monthlyLimit: number;
}

/**
 * What the QR Codes tab says about the plan, in place of the original's debug card: whether
 * Create is open and, if not, the spec's tooltip (no plan with QR codes, or the month's codes
 * used up), the cap on max uses, and when the month's count starts again. The server enforces
 * the same rules when a code is created (create-private-code.ts).
 */
export async function getPrivateCodePlan(
  db: Executor,
  workspaceId: string,
  now: Date,
): Promise<PrivateCodePlan> {
  const limits = await getSubscriptionLimits(db, workspaceId, now);
  const hasQrCodes = limits.hasActiveSubscription && limits.qrCodeLimit > 0;
  const isAtLimit = limits.currentQrCodes >= limits.qrCodeLimit;
  const createBlockedReason = !hasQrCodes
    ? PRIVATE_CODE_MESSAGES.upgradeToCreate
    : isAtLimit
      ? PRIVATE_CODE_MESSAGES.monthlyLimitTooltip
      : null;
  const cycleStart = limits.billingCycleStart ? new Date(limits.billingCycleStart) : null;
  return {
    plan: {
      planId: limits.planId,
      planName: limits.planName,
      hasActiveSubscription: limits.hasActiveSubscription,
      canCreate: createBlockedReason === null,
      createBlockedReason,
      maxRedemptionsPerCode: limits.maxRedemptionsPerCode,
      monthlyResetsAt: cycleStart ? addDays(cycleStart, BILLING_PERIOD_DAYS).toISOString() : null,
      isEnterprise: limits.planId === 'enterprise',
    },
    monthlyUsed: limits.currentQrCodes,
    monthlyLimit: limits.qrCodeLimit,
  };
}
