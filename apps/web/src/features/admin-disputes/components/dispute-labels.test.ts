import { en, type MessageKey } from '@partnerly/contracts/i18n';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { MessageValues } from '@/lib/i18n/i18n-provider';
import { disputeMessage, filterLabel, partyRole } from './dispute-labels';

const intl = createIntl({ locale: 'en', messages: en });
const t = (key: MessageKey, values?: MessageValues) => intl.formatMessage({ id: key }, values);

describe('dispute labels', () => {
  it('count each filter', () => {
    const counts = { open: 2, investigating: 1, resolved: 4 };
    expect(filterLabel(t, '', counts)).toBe('All (7)');
    expect(filterLabel(t, 'investigating', counts)).toBe('Investigating (1)');
    expect(filterLabel(t, 'open', undefined)).toBe('Open');
  });

  it('name a party’s role', () => {
    expect(partyRole(t, { userType: 'creator' })).toBe('Creator');
    expect(partyRole(t, { userType: null })).toBeNull();
  });

  it('show the API messages it knows in the catalogs, others as sent', () => {
    expect(disputeMessage(t, 'Dispute Resolved')).toBe('Dispute Resolved');
    expect(disputeMessage(t, 'Something else')).toBe('Something else');
  });
});
