import { describe, expect, it } from 'vitest';
import { formatCountdown } from './session-countdown';

describe('formatCountdown', () => {
  it.each([
    [1_800_000, '30:00'],
    [1_799_001, '30:00'],
    [61_000, '01:01'],
    [9_000, '00:09'],
    [0, '00:00'],
    [-5_000, '00:00'],
  ])('shows %d ms as %s', (ms, text) => {
    expect(formatCountdown(ms)).toBe(text);
  });
});
