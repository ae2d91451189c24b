import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './retry-delay';

describe('retryDelayMs', () => {
  it('starts at 1 s and doubles up to 5 s', () => {
    expect([0, 1, 2, 3, 4, 10, 100].map(retryDelayMs)).toEqual([1000, 2000, 4000, 5000, 5000, 5000, 5000]);
  });

  it('treats a negative attempt as the first', () => {
    expect(retryDelayMs(-1)).toBe(1000);
  });
});
