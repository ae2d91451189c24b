import {
  CLAIMED_FOLLOWERS_MAX,
  SOCIAL_PLATFORMS,
  TRADE_LICENCE_MAX,
  TRADE_LICENCE_MIN,
  VERIFICATION_MESSAGES as M,
  platformLabel,
} from '@partnerly/contracts';
import type { MessageKey } from '@partnerly/contracts/i18n';
import type { MessageValues } from '@/lib/i18n/i18n-provider';

// The verification forms' field messages are the API's own (the schemas run in the browser
// first, and a 400 names the same fields); the forms show them through the catalogs. A message
// not listed (e.g. an upload refusal) is shown as it came.

type CatalogMessage = readonly [MessageKey, MessageValues?];

const FIELD_MESSAGES: ReadonlyMap<string, CatalogMessage> = new Map<string, CatalogMessage>([
  [M.platformRequired, ['verification.rule.platformRequired']],
  [M.platformUrlInvalid, ['verification.rule.platformUrlInvalid']],
  ...SOCIAL_PLATFORMS.map((platform): [string, CatalogMessage] => [
    M.platformUrlWrongHost(platform),
    ['verification.rule.platformUrlWrongHost', { platform: platformLabel(platform) }],
  ]),
  [M.followersRequired, ['verification.rule.followersRequired']],
  [M.followersWhole, ['verification.rule.followersWhole']],
  [M.followersPositive, ['verification.rule.followersPositive']],
  [M.followersTooMany, ['verification.rule.followersTooMany', { max: CLAIMED_FOLLOWERS_MAX }]],
  [M.screenshotInvalid, ['verification.rule.screenshotInvalid']],
  [M.screenshotNotFound, ['verification.rule.screenshotNotFound']],
  [M.screenshotNotImage, ['verification.rule.screenshotNotImage']],
  [M.tradeLicenceRequired, ['verification.rule.tradeLicenceRequired']],
  [
    M.tradeLicenceLength,
    ['verification.rule.tradeLicenceLength', { min: TRADE_LICENCE_MIN, max: TRADE_LICENCE_MAX }],
  ],
  [M.tradeLicenceCharacters, ['verification.rule.tradeLicenceCharacters']],
  [M.documentRequired, ['verification.rule.documentRequired']],
  [M.documentNotFound, ['verification.rule.documentNotFound']],
]);

type Translate = (key: MessageKey, values?: MessageValues) => string;

/** A field message in the active language (undefined stays undefined). */
export function fieldMessage(t: Translate, message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  const known = FIELD_MESSAGES.get(message);
  return known ? t(known[0], known[1]) : message;
}
