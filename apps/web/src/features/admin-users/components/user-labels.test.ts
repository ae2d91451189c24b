import { en, type MessageKey } from '@partnerly/contracts/i18n';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { MessageValues } from '@/lib/i18n/i18n-provider';
import { actionLabel, historyDetails, usersMessage } from './user-labels';

const intl = createIntl({ locale: 'en', messages: en });
const t = (key: MessageKey, values?: MessageValues) => intl.formatMessage({ id: key }, values);

describe('the lines of a user history', () => {
  it('names each changed field with its old and new value', () => {
    expect(
      historyDetails(t, {
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
    expect(historyDetails(t, { actionDetails: { reason: 'Spam' } })).toEqual(['Reason: Spam']);
    expect(historyDetails(t, { actionDetails: {} })).toEqual([]);
    expect(actionLabel(t, 'suspended')).toBe('Suspended');
    expect(actionLabel(t, 'verification_approved')).toBe('Verification approved');
    expect(actionLabel(t, 'support_answered')).toBe('Support answered');
    expect(
      historyDetails(t, {
        actionDetails: { supportRequestId: 'x', subject: 'Payout timing', to: 'answered' },
      }),
    ).toEqual(['Support request: Payout timing']);
  });

  it('shows the form rules in the catalogs and other messages as sent', () => {
    expect(usersMessage(t, 'Enter the reason for the suspension')).toBe(
      'Enter the reason for the suspension',
    );
    expect(usersMessage(t, 'Something else')).toBe('Something else');
    expect(usersMessage(t, undefined)).toBeUndefined();
  });
});
