import { API_MESSAGES } from '@partnerly/contracts';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../../context';
import { payments, subscriptionPlans } from '../../../db/schema';
import {
  isSandboxProvider,
  type SandboxAction,
  type SandboxProvider,
} from '../../../integrations/payments/sandbox-provider';
import { AppError } from '../../../middleware/errors';
import { receivePaymentWebhook } from './receive-webhook';
import { sandboxCheckoutPage, sandboxNotFoundPage } from './sandbox-checkout-page';

function sandboxOf(deps: AppDeps): SandboxProvider {
  if (!isSandboxProvider(deps.payments))
    throw new AppError('NOT_FOUND', 'The sandbox checkout is not in use');
  return deps.payments;
}

async function planNameFor(deps: AppDeps, intentId: string): Promise<string | undefined> {
  const [row] = await deps.database.db
    .select({ name: subscriptionPlans.name })
    .from(payments)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, payments.planId))
    .where(and(eq(payments.provider, 'sandbox'), eq(payments.providerIntentId, intentId)));
  return row?.name;
}

/** The sandbox checkout page: plan, amount, and Pay / Cancel / Decline; styled under the CSP nonce. */
export async function showSandboxCheckout(
  deps: AppDeps,
  intentId: string,
  styleNonce: string,
): Promise<{ html: string; status: 200 | 404 }> {
  const sandbox = sandboxOf(deps);
  const intent = await sandbox.findIntent(intentId);
  if (!intent) return { html: sandboxNotFoundPage(styleNonce), status: 404 };
  const returnUrl =
    intent.status === 'completed'
      ? intent.successUrl
      : intent.status === 'canceled'
        ? intent.cancelUrl
        : intent.failureUrl;
  return {
    html: sandboxCheckoutPage(intent, await planNameFor(deps, intentId), returnUrl, styleNonce),
    status: 200,
  };
}

/**
 * The payer's choice: the sandbox resolves its intent, delivers its signed webhook through
 * the same handler Ziina's webhooks use, and sends the browser to the intent's return URL.
 */
export async function resolveSandboxCheckout(
  deps: AppDeps,
  intentId: string,
  action: SandboxAction,
): Promise<string> {
  const sandbox = sandboxOf(deps);
  if (!(await sandbox.findIntent(intentId))) throw new AppError('NOT_FOUND', API_MESSAGES.paymentNotFound);
  const resolution = await sandbox.resolve(intentId, action);
  if (resolution.webhook) {
    await receivePaymentWebhook(deps, 'sandbox', resolution.webhook.rawBody, resolution.webhook.signature);
  }
  return resolution.returnUrl ?? `/api/payments/sandbox/checkout/${encodeURIComponent(intentId)}`;
}
