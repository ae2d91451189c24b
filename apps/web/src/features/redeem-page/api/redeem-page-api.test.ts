import { describe, expect, it } from 'vitest';
import { parseLiveState } from './code-live';
import { codeFromPath, redeemAnswerOf } from './redeem-page-api';

const errorBody = (message: string, extra: object = {}) => ({
  error: { code: 'CONFLICT', message, ...extra },
});

describe('the code in the address', () => {
  it.each([
    ['/r/SPRING-AB12CD', 'SPRING-AB12CD'],
    ['/r/CODE-000XYZ/', 'CODE-000XYZ'],
    ['/r/A-B2C3D4', 'A-B2C3D4'],
  ])('%s holds %s', (pathname, code) => {
    expect(codeFromPath(pathname)).toBe(code);
  });

  it.each([
    '/r/',
    '/r/ABC123',
    '/r/spring-ab12cd',
    '/r/SPRING-AB12CD/more',
    '/r/%E0%A4%A',
    '/x/SPRING-AB12CD',
  ])('%s is an invalid link', (pathname) => {
    expect(codeFromPath(pathname)).toBeNull();
  });
});

describe('what an answer to Redeem means', () => {
  it('200 is the redemption with the uses left', () => {
    const result = { remainingUses: 1, redeemedAt: '2026-05-01T10:00:00.000Z' };
    expect(redeemAnswerOf(200, result)).toEqual({ kind: 'redeemed', result });
  });

  it.each([
    ['already_redeemed', 'This device has already redeemed this code'],
    ['exhausted', 'This code is no longer available for redemption'],
    ['expired', 'This code has just expired or is no longer available'],
    ['inactive', 'This code is no longer active'],
  ] as const)('409 %s is that refusal, by its reason or by its message', (reason, message) => {
    expect(redeemAnswerOf(409, errorBody(message, { reason }))).toEqual({
      kind: 'refused',
      refusal: { reason },
    });
    expect(redeemAnswerOf(409, errorBody(message))).toEqual({ kind: 'refused', refusal: { reason } });
  });

  it('an unknown 409 or a server failure asks to try again', () => {
    const tryAgain = {
      kind: 'refused',
      refusal: { reason: 'error', message: 'Failed to redeem code. Please try again.' },
    };
    expect(redeemAnswerOf(409, errorBody('Something else'))).toEqual(tryAgain);
    expect(redeemAnswerOf(500, { error: { code: 'INTERNAL' } })).toEqual(tryAgain);
    expect(redeemAnswerOf(0, null)).toEqual(tryAgain);
    expect(redeemAnswerOf(400, errorBody('Please fix the errors in the form'))).toEqual(tryAgain);
  });

  it('400 without the device cookie, 429 and 404 say why', () => {
    const cookies =
      'Your browser blocked the cookie this page needs. Allow cookies for this site, reload and try again.';
    expect(redeemAnswerOf(400, errorBody(cookies))).toEqual({
      kind: 'refused',
      refusal: { reason: 'error', message: cookies },
    });
    expect(redeemAnswerOf(429, errorBody('Too many'))).toEqual({
      kind: 'refused',
      refusal: {
        reason: 'error',
        message: 'Too many attempts from this network. Wait a minute and try again.',
      },
    });
    expect(redeemAnswerOf(404, errorBody('QR code not found'))).toEqual({
      kind: 'refused',
      refusal: { reason: 'not_found' },
    });
  });
});

describe('the live event', () => {
  it('is read when it has the contract’s shape', () => {
    expect(parseLiveState('{"remainingUses":3,"status":"active"}')).toEqual({
      remainingUses: 3,
      status: 'active',
    });
    expect(parseLiveState('{"remainingUses":0,"status":"inactive"}')).toEqual({
      remainingUses: 0,
      status: 'inactive',
    });
  });

  it.each([
    '',
    'null',
    'not json',
    '{"remainingUses":"3","status":"active"}',
    '{"remainingUses":1.5,"status":"active"}',
    '{"remainingUses":1,"status":"deleted"}',
  ])('is ignored otherwise: %s', (raw) => {
    expect(parseLiveState(raw)).toBeNull();
  });
});
