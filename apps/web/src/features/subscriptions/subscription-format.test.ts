import { describe, expect, it } from 'vitest';
import { formatBillingDate, planChangeScheduledMessage } from '@partnerly/contracts';
import { formatDay } from './subscription-format';

describe('formatDay (issue 13: billing dates as the server writes them)', () => {
  it("shows a billing date like the server's messages: '26 Dec 2026' in the UAE's time zone", () => {
    // Midnight in Dubai is 21:00 UTC the day before: the day is the UAE's, whatever the browser's.
    expect(formatDay('2026-12-25T21:00:00.000Z')).toBe('26 Dec 2026');
    expect(formatDay('2026-03-04T10:00:00.000Z')).toBe(formatBillingDate('2026-03-04T10:00:00.000Z'));
    expect(planChangeScheduledMessage('Basic', '2026-12-25T21:00:00.000Z')).toContain(
      formatDay('2026-12-25T21:00:00.000Z'),
    );
  });

  it('shows nothing for nothing or an unreadable value', () => {
    expect(formatDay(null)).toBe('');
    expect(formatDay(undefined)).toBe('');
    expect(formatDay('soon')).toBe('');
  });
});
