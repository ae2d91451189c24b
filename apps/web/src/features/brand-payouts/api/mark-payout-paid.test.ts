import { en, type MessageKey } from '@partnerly/contracts/i18n';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { markPaidFailure } from './mark-payout-paid';

const intl = createIntl({ locale: 'en', messages: en });
const t = (key: MessageKey, values?: Record<string, string | number>) =>
  intl.formatMessage({ id: key }, values);

describe('markPaidFailure', () => {
  it('asks to try again after a fault or a lost connection', () => {
    const expected = {
      title: 'Payment Not Recorded',
      description: 'Failed to mark the payout as paid. Please try again.',
    };
    expect(markPaidFailure(t, new ApiError(503, 'UNAVAILABLE', 'Down'))).toEqual(expected);
    expect(markPaidFailure(t, new TypeError('Failed to fetch'))).toEqual(expected);
  });

  it("gives the server's reason for a refusal (already paid, not an owner or manager)", () => {
    expect(markPaidFailure(t, new ApiError(409, 'CONFLICT', 'This payout is already paid')).description).toBe(
      'This payout is already paid',
    );
    expect(markPaidFailure(t, new ApiError(403, 'FORBIDDEN', 'Only owners and managers')).description).toBe(
      'Only owners and managers',
    );
  });
});
