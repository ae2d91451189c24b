import type { Payment, PlanId } from '@partnerly/contracts';
import type { payments } from '../../../db/schema';

export type PaymentRow = typeof payments.$inferSelect;

/** A payment as the API answers it (the contract's Payment). */
export type PaymentView = Payment;

export function toPaymentView(row: PaymentRow): PaymentView {
  return {
    id: row.id,
    planId: row.planId as PlanId,
    purpose: row.purpose,
    status: row.status,
    providerStatus: row.providerStatus,
    provider: row.provider,
    amount: row.amountFils / 100,
    currency: row.currency,
    url: row.status === 'pending' ? row.redirectUrl : null,
    failureReason: row.failureReason,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    periodStart: row.periodStart?.toISOString() ?? null,
    periodEnd: row.periodEnd?.toISOString() ?? null,
  };
}
