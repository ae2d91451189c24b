import { API_MESSAGES } from '@partnerly/contracts';
import type { PaymentCheck } from '@partnerly/contracts';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../../context';
import { payments } from '../../../db/schema';
import { AppError } from '../../../middleware/errors';
import { getSubscriptionLimits } from '../limits/get-limits';
import { applyIntentStatus } from './apply-intent-status';
import { toPaymentView, type PaymentRow } from './payment-view';
import { logger } from '../../../logging/logger';

async function findOwnPayment(deps: AppDeps, userId: string, paymentId: string): Promise<PaymentRow> {
  const [row] = await deps.database.db
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.workspaceId, userId)));
  if (!row) throw new AppError('NOT_FOUND', API_MESSAGES.paymentNotFound);
  return row;
}

async function describe(deps: AppDeps, row: PaymentRow): Promise<PaymentCheck> {
  const limits = await getSubscriptionLimits(deps.database.db, row.workspaceId);
  return {
    payment: toPaymentView(row),
    isActivated: row.status === 'completed',
    hasActiveSubscription: limits.hasActiveSubscription,
    subscriptionPlanId: limits.planId,
  };
}

/** The payment as stored (for /payment-success); another brand's id is 404. */
export async function getPayment(deps: AppDeps, userId: string, paymentId: string): Promise<PaymentCheck> {
  return describe(deps, await findOwnPayment(deps, userId, paymentId));
}

/**
 * What /payment-callback calls on return: asks the provider for the intent's status and
 * applies it. Query parameters of the return URL are never trusted; a payment the provider
 * does not report completed activates nothing.
 */
export async function verifyPayment(deps: AppDeps, userId: string, paymentId: string): Promise<PaymentCheck> {
  const row = await findOwnPayment(deps, userId, paymentId);
  if (row.status !== 'pending' || !row.providerIntentId || row.provider !== deps.payments.name) {
    return describe(deps, row);
  }
  try {
    const intent = await deps.payments.getIntent(row.providerIntentId);
    if (intent.id !== row.providerIntentId) throw new Error('The provider answered for another intent');
    const outcome = await applyIntentStatus(deps, intent);
    return describe(deps, outcome.kind === 'unknown_intent' ? row : outcome.payment);
  } catch (error) {
    logger.error({ err: error }, `Could not verify payment ${row.id} with ${row.provider}`);
    throw new AppError('INTERNAL', 'Payment Verification Failed');
  }
}
