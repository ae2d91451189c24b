import type { PaymentProviderName, WebhookReceipt } from '@partnerly/contracts';
import type { AppDeps } from '../../../context';
import {
  fromZiinaIntent,
  PAYMENT_INTENT_STATUS_EVENT,
  webhookBodySchema,
  ziinaIntentSchema,
} from '../../../integrations/payments/payment-provider';
import { AppError, validationError } from '../../../middleware/errors';
import { applyIntentStatus } from './apply-intent-status';

/**
 * Handles one provider webhook: the X-Hmac-Signature over the raw body must verify before
 * anything is read (401 otherwise, nothing changes); then the intent status is applied.
 */
export async function receivePaymentWebhook(
  deps: AppDeps,
  provider: PaymentProviderName,
  rawBody: string,
  signature: string | undefined,
): Promise<WebhookReceipt> {
  if (deps.payments.name !== provider) throw new AppError('NOT_FOUND', 'This payment provider is not in use');
  if (!deps.payments.verifyWebhookSignature(rawBody, signature)) {
    throw new AppError('UNAUTHENTICATED', 'Invalid webhook signature');
  }
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw new AppError('BAD_REQUEST', 'Webhook body is not JSON');
  }
  const body = webhookBodySchema.safeParse(json);
  if (!body.success) throw validationError(body.error, 'Invalid webhook body');
  if (body.data.event !== PAYMENT_INTENT_STATUS_EVENT) return { received: true, result: 'ignored' };
  const intent = ziinaIntentSchema.safeParse(body.data.data);
  if (!intent.success) throw validationError(intent.error, 'Invalid payment intent in webhook');
  const outcome = await applyIntentStatus(deps, fromZiinaIntent(intent.data));
  return { received: true, result: outcome.kind };
}
