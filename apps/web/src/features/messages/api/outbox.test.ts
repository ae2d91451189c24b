import { MESSAGING_MESSAGES } from '@partnerly/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { afterFailure, newOutboxEntry, parseOutbox, retryDelayMs, sendFailureOf } from './outbox';
import { readDrafts, withDraft } from './drafts';

const entry = () => newOutboxEntry('c1', 'hello', [], 'key-1', new Date('2026-11-27T10:00:00Z'));

describe('the outbox', () => {
  it('retries a dropped connection and a server fault, waits on 429, stops on a refusal', () => {
    expect(sendFailureOf(new ApiError(0, 'NETWORK', 'offline'))).toEqual({ kind: 'retry' });
    expect(sendFailureOf(new ApiError(503, 'UNAVAILABLE', 'down'))).toEqual({ kind: 'retry' });
    expect(sendFailureOf(new TypeError('fetch failed'))).toEqual({ kind: 'retry' });
    expect(sendFailureOf(new ApiError(429, 'RATE_LIMITED', MESSAGING_MESSAGES.rateLimited))).toEqual({
      kind: 'rate-limited',
      message: MESSAGING_MESSAGES.rateLimited,
    });
    expect(sendFailureOf(new ApiError(403, 'FORBIDDEN', MESSAGING_MESSAGES.blocked))).toEqual({
      kind: 'refused',
      message: MESSAGING_MESSAGES.blocked,
    });
  });

  it('keeps the clientKey through every try and says what happened', () => {
    const first = afterFailure(entry(), { kind: 'retry' }, MESSAGING_MESSAGES.sendFailed);
    expect(first).toMatchObject({
      clientKey: 'key-1',
      status: 'waiting',
      attempts: 1,
      problem: MESSAGING_MESSAGES.sendFailed,
    });
    const limited = afterFailure(
      first,
      { kind: 'rate-limited', message: MESSAGING_MESSAGES.rateLimited },
      '',
    );
    expect(limited).toMatchObject({
      clientKey: 'key-1',
      status: 'waiting',
      attempts: 2,
      problem: MESSAGING_MESSAGES.rateLimited,
    });
    const refused = afterFailure(limited, { kind: 'refused', message: MESSAGING_MESSAGES.blocked }, '');
    expect(refused).toMatchObject({
      clientKey: 'key-1',
      status: 'failed',
      attempts: 3,
      problem: MESSAGING_MESSAGES.blocked,
    });
  });

  it('waits longer after each failure, up to 30 s, and at least 10 s after a 429', () => {
    const retry = { kind: 'retry' } as const;
    expect([1, 2, 3, 4, 5, 6, 12].map((n) => retryDelayMs(n, retry))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000,
    ]);
    expect(retryDelayMs(1, { kind: 'rate-limited', message: '' })).toBe(10_000);
  });

  it('makes a new key per message and reads back only whole entries from storage', () => {
    expect(newOutboxEntry('c1', 'a', []).clientKey).not.toBe(newOutboxEntry('c1', 'a', []).clientKey);
    const kept = JSON.stringify([entry(), { clientKey: 3 }, 'junk']);
    expect(parseOutbox(kept)).toEqual([entry()]);
    expect(parseOutbox('{not json')).toEqual([]);
    expect(parseOutbox(null)).toEqual([]);
  });
});

describe('drafts', () => {
  it('keeps one text per thread and forgets an emptied one', () => {
    const drafts = withDraft(withDraft({}, 'c1', 'half a thought'), 'c2', 'another');
    expect(drafts).toEqual({ c1: 'half a thought', c2: 'another' });
    expect(withDraft(drafts, 'c1', '')).toEqual({ c2: 'another' });
    expect(readDrafts(JSON.stringify({ c1: 'x', c2: 5 }))).toEqual({ c1: 'x' });
    expect(readDrafts('[1]')).toEqual({});
  });
});
