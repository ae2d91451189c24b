import { MARKETING_MESSAGES } from '@partnerly/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { isRetryable, unsubscribeFailureMessage } from './unsubscribe';

describe('unsubscribe failures', () => {
  it("shows the server's words for a refused link, with no retry", () => {
    const refused = new ApiError(400, 'BAD_REQUEST', MARKETING_MESSAGES.invalidToken);
    expect(unsubscribeFailureMessage(refused)).toBe(MARKETING_MESSAGES.invalidToken);
    expect(isRetryable(refused)).toBe(false);
  });

  it('asks to try again when the network or the server failed', () => {
    for (const error of [
      new ApiError(0, 'NETWORK', 'offline'),
      new ApiError(500, 'INTERNAL', 'oops'),
      new Error('x'),
    ]) {
      expect(unsubscribeFailureMessage(error)).toBe(MARKETING_MESSAGES.unsubscribeFailed);
      expect(isRetryable(error)).toBe(true);
    }
  });
});
