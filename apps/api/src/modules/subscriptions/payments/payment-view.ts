import type { PaymentProviderName, PaymentPurpose, PaymentStatus, PlanId } from '@partnerly/contracts';
import type { payments } from '../../../db/schema';

export type PaymentRow = typeof payments.$inferSelect;

export interface PaymentView {
  id: string;
  planId: PlanId;
  purpose: PaymentPurpose;
  status: PaymentStatus;
  /** The provider's last reported status (requires_payment_instrument, completed, ...). */
  providerStatus: string | null;
  provider: PaymentProviderName;
  /** AED, tax included. */
  amount: number;
  currency: string;
  /** The hosted checkout page while the payment is pending. */
  url: string | null;
  failureReason: string | null;
  createdAt: string;
  completedAt: string | null;
}

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
  };
}
