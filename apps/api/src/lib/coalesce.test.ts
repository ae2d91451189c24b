import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCoalescer } from './coalesce';

describe('createCoalescer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs the first push at once and a burst once more, with its last value, at the end of the window', () => {
    const runs: Array<[string, number]> = [];
    const coalescer = createCoalescer<number>('test', 100, (key, value) => runs.push([key, value]));
    coalescer.push('a', 1);
    expect(runs).toEqual([['a', 1]]);
    for (let value = 2; value <= 50; value++) coalescer.push('a', value);
    expect(runs).toEqual([['a', 1]]);
    vi.advanceTimersByTime(100);
    expect(runs).toEqual([
      ['a', 1],
      ['a', 50],
    ]);
    // The trailing run opened a window of its own; a quiet window closes it.
    vi.advanceTimersByTime(100);
    coalescer.push('a', 51);
    expect(runs.at(-1)).toEqual(['a', 51]);
  });

  it('keeps keys apart and runs nothing more after a quiet window', () => {
    const runs: Array<[string, number]> = [];
    const coalescer = createCoalescer<number>('test', 100, (key, value) => runs.push([key, value]));
    coalescer.push('a', 1);
    coalescer.push('b', 1);
    coalescer.push('b', 2);
    vi.advanceTimersByTime(500);
    expect(runs).toEqual([
      ['a', 1],
      ['b', 1],
      ['b', 2],
    ]);
  });

  it('flush runs what is pending now', () => {
    const runs: number[] = [];
    const coalescer = createCoalescer<number>('test', 100, (_key, value) => runs.push(value));
    coalescer.push('a', 1);
    coalescer.push('a', 2);
    coalescer.flush();
    expect(runs).toEqual([1, 2]);
    coalescer.push('a', 3);
    expect(runs).toEqual([1, 2, 3]);
  });

  it('a failing run is logged, and later runs still happen', async () => {
    let calls = 0;
    const coalescer = createCoalescer<number>('test', 100, () => {
      calls++;
      throw new Error('bus down');
    });
    coalescer.push('a', 1);
    coalescer.push('a', 2);
    vi.advanceTimersByTime(100);
    expect(calls).toBe(2);
  });
});
