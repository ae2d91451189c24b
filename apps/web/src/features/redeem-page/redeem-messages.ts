import { REDEMPTION_MESSAGES } from '@partnerly/contracts/private-code-rules';
import type { PageMessageKey, Translate } from '@/components/public-page/public-language';

// The redemption page keeps the spec's English messages in its state (redemption-flow.ts, the
// API's refusals); they are shown in the page's language through this map (issue 25). A message
// the map does not know (from the server) is shown as it came.

const MESSAGE_KEYS: Record<keyof typeof REDEMPTION_MESSAGES, PageMessageKey> = {
  invalidLink: 'redeem.invalidLink',
  notValid: 'redeem.notValid',
  inactive: 'redeem.inactive',
  loadFailed: 'redeem.loadFailed',
  alreadyRedeemed: 'redeem.alreadyRedeemed',
  unavailable: 'redeem.unavailable',
  failed: 'redeem.failed',
  justExpired: 'redeem.justExpired',
  maxUsesReached: 'redeem.maxUsesReached',
  copyFailed: 'redeem.copyFailed',
  cookiesRequired: 'redeem.cookiesRequired',
  tooManyAttempts: 'redeem.tooManyAttempts',
};

const byText = new Map<string, PageMessageKey>(
  (Object.keys(MESSAGE_KEYS) as (keyof typeof REDEMPTION_MESSAGES)[]).map((name) => [
    REDEMPTION_MESSAGES[name],
    MESSAGE_KEYS[name],
  ]),
);

/** One of REDEMPTION_MESSAGES in the page's language; any other text as it is. */
export function redemptionText(t: Translate, message: string): string {
  const key = byText.get(message);
  return key ? t(key) : message;
}
