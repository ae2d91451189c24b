import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sandboxPaymentIntents } from '../../db/schema';
import {
  PAYMENT_INTENT_STATUS_EVENT,
  PaymentProviderError,
  PROVIDER_INTENT_STATUSES,
  type CreateIntentInput,
  type PaymentProvider,
  type ProviderIntent,
  type ProviderIntentStatus,
} from './payment-provider';
import { isValidWebhookSignature, signWebhookBody } from './webhook-signature';

export const SANDBOX_ACTIONS = ['pay', 'cancel', 'decline'] as const;
export type SandboxAction = (typeof SANDBOX_ACTIONS)[number];

const OUTCOME: Record<
  SandboxAction,
  { status: ProviderIntentStatus; url: 'successUrl' | 'cancelUrl' | 'failureUrl' }
> = {
  pay: { status: 'completed', url: 'successUrl' },
  cancel: { status: 'canceled', url: 'cancelUrl' },
  decline: { status: 'failed', url: 'failureUrl' },
};

export type SandboxIntentRow = typeof sandboxPaymentIntents.$inferSelect;

interface SandboxResolution {
  intent: SandboxIntentRow;
  /** The signed webhook to deliver; absent when the intent was already resolved. */
  webhook?: { rawBody: string; signature: string };
  /** Where the payer's browser goes next (the intent's success, cancel or failure URL). */
  returnUrl: string | null;
}

export interface SandboxProvider extends PaymentProvider {
  findIntent(intentId: string): Promise<SandboxIntentRow | undefined>;
  /** The payer pressed Pay, Cancel or Decline on the sandbox checkout page. */
  resolve(intentId: string, action: SandboxAction): Promise<SandboxResolution>;
}

export interface SandboxOptions {
  db: Db;
  publicUrl: string;
  webhookSecret: string;
}

const isKnownStatus = (status: string): status is ProviderIntentStatus =>
  (PROVIDER_INTENT_STATUSES as readonly string[]).includes(status);

function toIntent(row: SandboxIntentRow, publicUrl: string): ProviderIntent {
  if (!isKnownStatus(row.status)) throw new PaymentProviderError(`Unknown sandbox status ${row.status}`);
  return {
    id: row.id,
    amount: row.amount,
    currencyCode: row.currencyCode,
    status: row.status,
    operationId: row.operationId,
    redirectUrl: `${publicUrl}/api/payments/sandbox/checkout/${row.id}`,
  };
}

function returnUrlFor(row: SandboxIntentRow): string | null {
  if (row.status === 'completed') return row.successUrl;
  if (row.status === 'canceled') return row.cancelUrl;
  if (row.status === 'failed') return row.failureUrl;
  return null;
}

/**
 * The zero-setup provider: a checkout page served by this app (no card is charged) that
 * resolves its own intents and signs its own Ziina-shaped webhook.
 */
export function createSandboxProvider({ db, publicUrl, webhookSecret }: SandboxOptions): SandboxProvider {
  const findIntent = async (intentId: string) => {
    const [row] = await db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.id, intentId));
    return row;
  };

  return {
    name: 'sandbox',
    findIntent,
    async createIntent(input: CreateIntentInput) {
      const now = new Date();
      await db
        .insert(sandboxPaymentIntents)
        .values({
          id: `sbx_${randomBytes(12).toString('hex')}`,
          operationId: input.operationId,
          amount: input.amount,
          currencyCode: input.currencyCode,
          status: 'requires_payment_instrument',
          message: input.message,
          successUrl: input.successUrl,
          cancelUrl: input.cancelUrl,
          failureUrl: input.failureUrl,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing({ target: sandboxPaymentIntents.operationId });
      const [row] = await db
        .select()
        .from(sandboxPaymentIntents)
        .where(eq(sandboxPaymentIntents.operationId, input.operationId));
      if (!row) throw new PaymentProviderError('Sandbox intent was not stored');
      return toIntent(row, publicUrl);
    },
    async getIntent(intentId: string) {
      const row = await findIntent(intentId);
      if (!row) throw new PaymentProviderError(`Sandbox intent ${intentId} not found`, 404);
      return toIntent(row, publicUrl);
    },
    verifyWebhookSignature(rawBody, signature) {
      return isValidWebhookSignature(webhookSecret, rawBody, signature);
    },
    async resolve(intentId: string, action: SandboxAction) {
      const outcome = OUTCOME[action];
      const [updated] = await db
        .update(sandboxPaymentIntents)
        .set({ status: outcome.status, updatedAt: new Date() })
        .where(
          and(
            eq(sandboxPaymentIntents.id, intentId),
            eq(sandboxPaymentIntents.status, 'requires_payment_instrument'),
          ),
        )
        .returning();
      if (!updated) {
        const current = await findIntent(intentId);
        if (!current) throw new PaymentProviderError(`Sandbox intent ${intentId} not found`, 404);
        return { intent: current, returnUrl: returnUrlFor(current) };
      }
      const intent = toIntent(updated, publicUrl);
      const rawBody = JSON.stringify({
        event: PAYMENT_INTENT_STATUS_EVENT,
        data: {
          id: intent.id,
          amount: intent.amount,
          currency_code: intent.currencyCode,
          status: intent.status,
          operation_id: intent.operationId,
          redirect_url: intent.redirectUrl,
        },
      });
      return {
        intent: updated,
        webhook: { rawBody, signature: signWebhookBody(webhookSecret, rawBody) },
        returnUrl: returnUrlFor(updated),
      };
    },
  };
}

export function isSandboxProvider(provider: PaymentProvider): provider is SandboxProvider {
  return provider.name === 'sandbox' && 'resolve' in provider;
}
