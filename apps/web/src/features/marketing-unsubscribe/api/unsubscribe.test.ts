import { MARKETING_MESSAGES } from '@partnerly/contracts';
import { en, type MessageKey } from '@partnerly/contracts/i18n';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { isRetryable, unsubscribeFailureMessage } from './unsubscribe';

const intl = createIntl({ locale: 'en', messages: en });
const t = (key: MessageKey) => intl.formatMessage({ id: key });

describe('unsubscribe failures', () => {
  it("shows the server's words for a refused link, with no retry", () => {
    const refused = new ApiError(400, 'BAD_REQUEST', MARKETING_MESSAGES.invalidToken);
    expect(unsubscribeFailureMessage(t, refused)).toBe(MARKETING_MESSAGES.invalidToken);
    expect(unsubscribeFailureMessage(t, new ApiError(400, 'BAD_REQUEST', 'Other'))).toBe('Other');
    expect(isRetryable(refused)).toBe(false);
  });

  it('asks to try again when the network or the server failed', () => {
    for (const error of [
      new ApiError(0, 'NETWORK', 'offline'),
      new ApiError(500, 'INTERNAL', 'oops'),
      new Error('x'),
    ]) {
      expect(unsubscribeFailureMessage(t, error)).toBe(MARKETING_MESSAGES.unsubscribeFailed);
      expect(isRetryable(error)).toBe(true);
    }
  });
});
