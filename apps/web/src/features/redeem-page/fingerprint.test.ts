import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fingerprintOf, type FingerprintSignals } from './fingerprint';

const signals: FingerprintSignals = {
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)',
  language: 'en-AE',
  screen: '390x844x24',
  timeZone: 'Asia/Dubai',
  canvas: 'data:image/png;base64,iVBORw0KGgo=',
};

/** What the spec asks for, computed independently: SHA-256, base64url, the first 32 characters. */
const expected = (input: FingerprintSignals) =>
  createHash('sha256')
    .update([input.userAgent, input.language, input.screen, input.timeZone, input.canvas].join('\n'))
    .digest('base64url')
    .slice(0, 32);

describe('the device fingerprint', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is the SHA-256 of the five signals in base64url, cut to 32 characters', async () => {
    const fingerprint = await fingerprintOf(signals);
    expect(fingerprint).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(fingerprint).toBe(expected(signals));
  });

  it('is the same for the same device and differs when any signal differs', async () => {
    const first = await fingerprintOf(signals);
    expect(await fingerprintOf({ ...signals })).toBe(first);
    for (const key of Object.keys(signals) as (keyof FingerprintSignals)[]) {
      expect(await fingerprintOf({ ...signals, [key]: `${signals[key]}!` }), key).not.toBe(first);
    }
  });

  it('is the same without crypto.subtle (a page on plain http)', async () => {
    vi.stubGlobal('crypto', {});
    expect(await fingerprintOf(signals)).toBe(expected(signals));
  });
});
