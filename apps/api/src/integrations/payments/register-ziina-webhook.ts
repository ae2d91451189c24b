import type { Env } from '../../config/env';
import { createZiinaProvider } from './ziina-provider';

/** Where Ziina posts payment_intent.status.updated (payments.routes.ts). */
const ZIINA_WEBHOOK_PATH = '/api/payments/webhooks/ziina';

export class ZiinaWebhookSetupError extends Error {
  override name = 'ZiinaWebhookSetupError';
}

/**
 * Points the Ziina account's webhook at PUBLIC_URL/api/payments/webhooks/ziina, signed with
 * ZIINA_WEBHOOK_SECRET (POST {ZIINA_API_URL}/webhook; a later call replaces the URL). Ziina
 * must reach the address, so PUBLIC_URL has to be set; the secret is required because the
 * app refuses unsigned webhooks. Answers the registered URL.
 */
export async function registerZiinaWebhook(
  env: Env,
  options: { fetch?: typeof fetch } = {},
): Promise<string> {
  const missing = (['ZIINA_API_KEY', 'ZIINA_WEBHOOK_SECRET', 'PUBLIC_URL'] as const).filter(
    (name) => !env[name],
  );
  if (missing.length > 0) {
    throw new ZiinaWebhookSetupError(`Set ${missing.join(', ')} to register the Ziina webhook.`);
  }
  const url = `${env.PUBLIC_URL!.replace(/\/+$/, '')}${ZIINA_WEBHOOK_PATH}`;
  const ziina = createZiinaProvider({
    apiKey: env.ZIINA_API_KEY!,
    apiUrl: env.ZIINA_API_URL,
    webhookSecret: env.ZIINA_WEBHOOK_SECRET,
    isTestMode: env.ZIINA_TEST_MODE,
    fetch: options.fetch,
  });
  await ziina.registerWebhook(url);
  return url;
}
