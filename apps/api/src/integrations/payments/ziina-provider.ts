import { z } from 'zod';
import {
  fromZiinaIntent,
  PaymentProviderError,
  ziinaIntentSchema,
  type CreateIntentInput,
  type PaymentProvider,
  type ProviderIntent,
} from './payment-provider';
import { isValidWebhookSignature } from './webhook-signature';

export interface ZiinaOptions {
  apiKey: string;
  /** e.g. https://api-v2.ziina.com/api (no trailing slash needed). */
  apiUrl: string;
  webhookSecret?: string;
  /** Creates test payments (no card charged). */
  isTestMode: boolean;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export interface ZiinaProvider extends PaymentProvider {
  /** Points Ziina's account-wide webhook at url, signed with the configured secret. */
  registerWebhook(url: string): Promise<void>;
}

const webhookAnswerSchema = z
  .object({ success: z.boolean(), error: z.string().optional().nullable() })
  .loose();

/** The real Ziina API (https://docs.ziina.com/api-reference). */
export function createZiinaProvider(options: ZiinaOptions): ZiinaProvider {
  const baseUrl = options.apiUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;

  async function call(method: 'GET' | 'POST', pathname: string, body?: unknown): Promise<unknown> {
    let response: Response;
    try {
      response = await doFetch(`${baseUrl}${pathname}`, {
        method,
        headers: {
          authorization: `Bearer ${options.apiKey}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
    } catch (error) {
      throw new PaymentProviderError(`Ziina ${method} ${pathname} failed: ${(error as Error).message}`);
    }
    const text = await response.text();
    if (!response.ok) {
      throw new PaymentProviderError(
        `Ziina ${method} ${pathname} answered ${response.status}: ${text.slice(0, 300)}`,
        response.status,
      );
    }
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new PaymentProviderError(`Ziina ${method} ${pathname} answered with invalid JSON`);
    }
  }

  function parseIntent(body: unknown): ProviderIntent {
    const parsed = ziinaIntentSchema.safeParse(body);
    if (!parsed.success) throw new PaymentProviderError('Ziina answered with an unexpected payment intent');
    return fromZiinaIntent(parsed.data);
  }

  return {
    name: 'ziina',
    async createIntent(input: CreateIntentInput) {
      const intent = parseIntent(
        await call('POST', '/payment_intent', {
          amount: input.amount,
          currency_code: input.currencyCode,
          message: input.message,
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          failure_url: input.failureUrl,
          operation_id: input.operationId,
          ...(options.isTestMode ? { test: true } : {}),
        }),
      );
      if (!intent.redirectUrl) throw new PaymentProviderError('No payment URL received');
      return intent;
    },
    async getIntent(intentId: string) {
      return parseIntent(await call('GET', `/payment_intent/${encodeURIComponent(intentId)}`));
    },
    verifyWebhookSignature(rawBody, signature) {
      return isValidWebhookSignature(options.webhookSecret, rawBody, signature);
    },
    async registerWebhook(url: string) {
      const answer = webhookAnswerSchema.safeParse(
        await call('POST', '/webhook', { url, secret: options.webhookSecret }),
      );
      if (!answer.success || !answer.data.success) {
        throw new PaymentProviderError(
          `Ziina refused the webhook URL: ${answer.data?.error ?? 'no reason given'}`,
        );
      }
    },
  };
}
