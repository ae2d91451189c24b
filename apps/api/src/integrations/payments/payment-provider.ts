import type { PaymentProviderName } from '@partnerly/contracts';
import { z } from 'zod';

// The payment provider seam: Ziina in production, the local sandbox by default. Both speak
// Ziina's payment-intent model (amounts in fils, the same statuses and webhook body).

export const PROVIDER_INTENT_STATUSES = [
  'requires_payment_instrument',
  'requires_user_action',
  'pending',
  'completed',
  'failed',
  'canceled',
] as const;
export type ProviderIntentStatus = (typeof PROVIDER_INTENT_STATUSES)[number];

export interface ProviderIntent {
  id: string;
  /** Base units (fils for AED). */
  amount: number;
  currencyCode: string;
  status: ProviderIntentStatus;
  redirectUrl?: string;
  operationId?: string;
}

export interface CreateIntentInput {
  amount: number;
  currencyCode: string;
  message: string;
  successUrl: string;
  cancelUrl: string;
  failureUrl: string;
  /** Our payment id: a retried create with the same id returns the same intent. */
  operationId: string;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createIntent(input: CreateIntentInput): Promise<ProviderIntent>;
  getIntent(intentId: string): Promise<ProviderIntent>;
  /** True only for a body signed with this provider's webhook secret. */
  verifyWebhookSignature(rawBody: string, signature: string | undefined): boolean;
}

/** The provider did not answer as documented (network, 4xx/5xx, unexpected body). */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

/** The intent object as Ziina sends it (REST answers and webhook data). */
export const ziinaIntentSchema = z
  .object({
    id: z.string().min(1),
    amount: z.number().int().nonnegative(),
    currency_code: z.string().length(3),
    status: z.enum(PROVIDER_INTENT_STATUSES),
    redirect_url: z.string().optional().nullable(),
    operation_id: z.string().optional().nullable(),
  })
  .loose();
export type ZiinaIntentBody = z.infer<typeof ziinaIntentSchema>;

export function fromZiinaIntent(body: ZiinaIntentBody): ProviderIntent {
  return {
    id: body.id,
    amount: body.amount,
    currencyCode: body.currency_code.toUpperCase(),
    status: body.status,
    redirectUrl: body.redirect_url ?? undefined,
    operationId: body.operation_id ?? undefined,
  };
}

export const PAYMENT_INTENT_STATUS_EVENT = 'payment_intent.status.updated';

export const webhookBodySchema = z.object({ event: z.string().min(1), data: z.unknown() });
