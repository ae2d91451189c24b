import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureLogs } from '../test/logs';
import { afterCommit } from './after-commit';

afterEach(() => vi.restoreAllMocks());

describe('afterCommit', () => {
  it('runs every effect in order, waiting for each', async () => {
    const done: string[] = [];
    await afterCommit(
      'the test effects',
      async () => {
        await new Promise((resolve) => setImmediate(resolve));
        done.push('publish');
      },
      () => done.push('clear'),
      async () => done.push('mail'),
    );
    expect(done).toEqual(['publish', 'clear', 'mail']);
  });

  it('logs a failing effect under its label, runs the ones after it, and never throws', async () => {
    const lines = captureLogs();
    const busDown = new Error('bus down');
    const mailDown = new Error('mail down');
    const done: string[] = [];
    await expect(
      afterCommit(
        'the campaign 7 notice',
        () => Promise.reject(busDown),
        () => {
          throw mailDown;
        },
        () => done.push('last'),
      ),
    ).resolves.toBeUndefined();
    expect(done).toEqual(['last']);
    expect(lines.map(({ level, msg, err }) => ({ level, msg, error: err?.message }))).toEqual([
      { level: 'error', msg: 'After commit, the campaign 7 notice failed', error: busDown.message },
      { level: 'error', msg: 'After commit, the campaign 7 notice failed', error: mailDown.message },
    ]);
  });
});
