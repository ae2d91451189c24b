// Registers the Ziina webhook for this deployment: PUBLIC_URL/api/payments/webhooks/ziina,
// signed with ZIINA_WEBHOOK_SECRET. Run it once per deployment (and again if the URL or the
// secret changes); Ziina keeps one webhook URL per account.
//
//   PUBLIC_URL=https://partnerly.example ZIINA_API_KEY=... ZIINA_WEBHOOK_SECRET=... npm run ziina:webhook
import { readEnv } from '../apps/api/src/config/env';
import { registerZiinaWebhook } from '../apps/api/src/integrations/payments/register-ziina-webhook';

try {
  const url = await registerZiinaWebhook(readEnv());
  console.log(`Ziina webhook registered: ${url}`);
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
