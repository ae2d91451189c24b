import { describe, expect, it } from 'vitest';
import { actionLabel, historyDetails } from './user-labels';

describe('the lines of a user history', () => {
  it('names each changed field with its old and new value', () => {
    expect(
      historyDetails({
        actionDetails: {
          updatedFields: {
            firstName: { from: 'Rana', to: 'Rania' },
            lastName: { from: null, to: 'Aziz' },
            userType: { from: 'creator', to: 'super_admin' },
            verificationStatus: { from: 'unverified', to: 'verified' },
          },
        },
      }),
    ).toEqual([
      'First name: Rana → Rania',
      'Last name: (empty) → Aziz',
      'User type: Creator → Super Admin',
      'Verification status: Unverified → Verified',
    ]);
  });

  it('shows the reason of a suspension, and words any action type', () => {
    expect(historyDetails({ actionDetails: { reason: 'Spam' } })).toEqual(['Reason: Spam']);
    expect(historyDetails({ actionDetails: {} })).toEqual([]);
    expect(actionLabel('suspended')).toBe('Suspended');
    expect(actionLabel('verification_approved')).toBe('Verification approved');
    expect(actionLabel('support_answered')).toBe('Support answered');
    expect(
      historyDetails({ actionDetails: { supportRequestId: 'x', subject: 'Payout timing', to: 'answered' } }),
    ).toEqual(['Support request: Payout timing']);
  });
});
