import { SOCIAL_PLATFORMS, VERIFICATION_MESSAGES as M } from '@partnerly/contracts';
import { en, type MessageKey } from '@partnerly/contracts/i18n';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { MessageValues } from '@/lib/i18n/i18n-provider';
import { fieldMessage } from './verification-messages';

const FORM_MESSAGES = [
  M.platformRequired,
  M.platformUrlInvalid,
  ...SOCIAL_PLATFORMS.map((platform) => M.platformUrlWrongHost(platform)),
  M.followersRequired,
  M.followersWhole,
  M.followersPositive,
  M.followersTooMany,
  M.screenshotInvalid,
  M.screenshotNotFound,
  M.screenshotNotImage,
  M.tradeLicenceRequired,
  M.tradeLicenceLength,
  M.tradeLicenceCharacters,
  M.documentRequired,
  M.documentNotFound,
];

describe('fieldMessage', () => {
  it("shows each of the API's field messages through the catalog, word for word in English", () => {
    const intl = createIntl({ locale: 'en', messages: en });
    const t = (key: MessageKey, values?: MessageValues) => intl.formatMessage({ id: key }, values);
    for (const message of FORM_MESSAGES) expect(fieldMessage(t, message)).toBe(message);
    const keyOnly = (key: MessageKey) => key;
    for (const message of FORM_MESSAGES)
      expect(fieldMessage(keyOnly, message)).toMatch(/^verification\.rule\./);
  });

  it('keeps a message it does not know, and nothing stays nothing', () => {
    const t = (key: MessageKey) => key;
    expect(fieldMessage(t, 'File too large')).toBe('File too large');
    expect(fieldMessage(t, undefined)).toBeUndefined();
  });
});
