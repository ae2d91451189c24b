import { describe, expect, it } from 'vitest';
import { parseOrderDate, parseOrderTotal } from './order-csv';

describe('parseOrderTotal', () => {
  it('reads amounts as stores write them, exactly, in fils', () => {
    expect(parseOrderTotal('120')).toBe(12_000);
    expect(parseOrderTotal('120.5')).toBe(12_050);
    expect(parseOrderTotal('0.29')).toBe(29);
    expect(parseOrderTotal('1,234.50')).toBe(123_450);
    expect(parseOrderTotal('AED 99.90')).toBe(9_990);
    expect(parseOrderTotal('99.9000 AED')).toBe(9_990);
    expect(parseOrderTotal('0')).toBe(0);
  });

  it('tells refunds apart and refuses anything else', () => {
    expect(parseOrderTotal('-5')).toBe('negative');
    for (const value of ['', 'twenty', '1.234', '12,34', '1e5', '10000000.01', '--1']) {
      expect(parseOrderTotal(value), value).toBeNull();
    }
  });
});

describe('parseOrderDate', () => {
  it('reads ISO dates and times (UAE time without a zone) and day-first dates', () => {
    expect(parseOrderDate('2026-03-14')?.toISOString()).toBe('2026-03-13T20:00:00.000Z');
    expect(parseOrderDate('2026-03-14T10:30:00Z')?.toISOString()).toBe('2026-03-14T10:30:00.000Z');
    expect(parseOrderDate('2026-03-14 10:30:00 +0100')?.toISOString()).toBe('2026-03-14T09:30:00.000Z');
    expect(parseOrderDate('2026-03-14T10:30:00.123+04:00')?.toISOString()).toBe('2026-03-14T06:30:00.000Z');
    expect(parseOrderDate('14/03/2026')?.toISOString()).toBe('2026-03-13T20:00:00.000Z');
    expect(parseOrderDate('4.3.2026 9:05')?.toISOString()).toBe('2026-03-04T05:05:00.000Z');
  });

  it('refuses dates that do not exist or are not dates', () => {
    for (const value of ['', '2026-02-30', '31/02/2026', '03/14/2026', '2026-03-14 25:00', 'yesterday']) {
      expect(parseOrderDate(value), value).toBeNull();
    }
  });
});
