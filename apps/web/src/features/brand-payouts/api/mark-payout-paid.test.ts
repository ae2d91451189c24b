import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { markPaidFailure } from './mark-payout-paid';

describe('markPaidFailure', () => {
  it('asks to try again after a fault or a lost connection', () => {
    const expected = {
      title: 'Payment Not Recorded',
      description: 'Failed to mark the payout as paid. Please try again.',
    };
    expect(markPaidFailure(new ApiError(503, 'UNAVAILABLE', 'Down'))).toEqual(expected);
    expect(markPaidFailure(new TypeError('Failed to fetch'))).toEqual(expected);
  });

  it("gives the server's reason for a refusal (already paid, not an owner or manager)", () => {
    expect(markPaidFailure(new ApiError(409, 'CONFLICT', 'This payout is already paid')).description).toBe(
      'This payout is already paid',
    );
    expect(markPaidFailure(new ApiError(403, 'FORBIDDEN', 'Only owners and managers')).description).toBe(
      'Only owners and managers',
    );
  });
});
