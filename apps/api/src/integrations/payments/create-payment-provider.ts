import { createHmac } from 'node:crypto';
import type { Env } from '../../config/env';
import type { Db } from '../../db/client';
import type { PaymentProvider } from './payment-provider';
import { createSandboxProvider } from './sandbox-provider';
import { createZiinaProvider } from './ziina-provider';
import { logger } from '../../logging/logger';

/**
 * The sandbox's webhook secret: configured, or derived from the auth secret (AUTH_SECRET, or
 * the one generated into DATA_DIR: see modules/auth/auth-secret.ts). Never a constant: with a
 * known key anyone could sign a "completed" webhook and activate a plan.
 */
export function sandboxWebhookSecret(env: Pick<Env, 'SANDBOX_WEBHOOK_SECRET'>, authSecret: string): string {
  if (env.SANDBOX_WEBHOOK_SECRET) return env.SANDBOX_WEBHOOK_SECRET;
  return createHmac('sha256', authSecret).update('partnerly-sandbox-webhook').digest('hex');
}

/**
 * Ziina when an API key is configured, otherwise the local sandbox checkout, which config/env.ts
 * allows in production only with PAYMENTS_SANDBOX=true.
 */
export function createPaymentProvider(
  env: Env,
  db: Db,
  publicUrl: string,
  authSecret: string,
): PaymentProvider {
  if (env.ZIINA_API_KEY) {
    if (!env.ZIINA_WEBHOOK_SECRET) {
      logger.warn(
        'ZIINA_WEBHOOK_SECRET is not set: Ziina webhooks will be refused (401); payments are verified on return.',
      );
    }
    return createZiinaProvider({
      apiKey: env.ZIINA_API_KEY,
      apiUrl: env.ZIINA_API_URL,
      webhookSecret: env.ZIINA_WEBHOOK_SECRET,
      isTestMode: env.ZIINA_TEST_MODE,
    });
  }
  if (!env.PAYMENTS_SANDBOX) {
    // parseEnv refuses this combination; kept for an Env built by hand.
    throw new Error('ZIINA_API_KEY is not set and PAYMENTS_SANDBOX is off: no payment provider.');
  }
  if (env.NODE_ENV === 'production') {
    logger.warn(
      'PAYMENTS_SANDBOX=true: payments use the sandbox checkout (no card is charged, anyone can pay).',
    );
  }
  return createSandboxProvider({ db, publicUrl, webhookSecret: sandboxWebhookSecret(env, authSecret) });
}
