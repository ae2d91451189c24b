import { describe, expect, it } from 'vitest';
import {
  isExpiringSoon,
  privateCodeExpirationDate,
  privateCodeExpiresAt,
  privateCodePrefix,
  redemptionSuccessRate,
} from './private-code-rules';
import { createPrivateCodeInput, redeemInput } from './private-codes';

describe('privateCodePrefix (spec 02 code generation)', () => {
  it('takes the first 6 letters, uppercased, without non-letters', () => {
    expect(privateCodePrefix('Summer Sale 2026')).toBe('SUMMER');
    expect(privateCodePrefix('a-b c.d!e f g')).toBe('ABCDEF');
    expect(privateCodePrefix('Spa')).toBe('SPA');
    expect(privateCodePrefix('Café Été')).toBe('CAFEET');
  });

  it('falls back to CODE when the name has no letters', () => {
    expect(privateCodePrefix('2026 !!')).toBe('CODE');
    expect(privateCodePrefix('عرض الصيف')).toBe('CODE');
  });
});

describe('expiry in the UAE', () => {
  it('ends at the end of the date in Asia/Dubai and maps back to the same date', () => {
    const at = privateCodeExpiresAt('2026-12-31');
    expect(at.toISOString()).toBe('2026-12-31T19:59:59.999Z');
    expect(privateCodeExpirationDate(at)).toBe('2026-12-31');
  });

  it('warns only under 24 hours before expiry', () => {
    const now = Date.parse('2026-12-31T00:00:00Z');
    expect(isExpiringSoon('2026-12-31T19:59:59.999Z', now)).toBe(true);
    expect(isExpiringSoon('2027-01-02T00:00:00Z', now)).toBe(false);
    expect(isExpiringSoon('2026-12-30T00:00:00Z', now)).toBe(false);
    expect(isExpiringSoon(null, now)).toBe(false);
  });
});

describe('redemptionSuccessRate', () => {
  it('is a rounded percent, 0 without attempts', () => {
    expect(redemptionSuccessRate(2, 3)).toBe(67);
    expect(redemptionSuccessRate(0, 0)).toBe(0);
    expect(redemptionSuccessRate(5, 5)).toBe(100);
  });
});

describe('createPrivateCodeInput', () => {
  it('defaults max uses to 10 and blanks to null', () => {
    const parsed = createPrivateCodeInput.parse({
      campaignName: ' Spa Day ',
      discountDescription: '20% off',
      expirationDate: '',
      businessLocation: ' ',
      googleMapsUrl: '',
    });
    expect(parsed).toMatchObject({
      campaignName: 'Spa Day',
      maxUses: 10,
      expirationDate: null,
      businessLocation: null,
      googleMapsUrl: null,
      logoUploadId: null,
    });
  });

  it('refuses empty names, max uses outside 1-1000, past dates and non-http maps links', () => {
    const result = createPrivateCodeInput.safeParse({
      campaignName: ' ',
      discountDescription: '',
      maxUses: 1001,
      expirationDate: '2020-01-01',
      googleMapsUrl: 'javascript:alert(1)',
    });
    expect(result.success).toBe(false);
    const fields = result.error?.flatten().fieldErrors;
    expect(fields?.campaignName).toEqual(['Campaign name is required']);
    expect(fields?.discountDescription).toEqual(['Discount description is required']);
    expect(fields?.maxUses).toEqual(['Maximum uses must be a whole number from 1 to 1000']);
    expect(fields?.expirationDate).toEqual(['Expiration date must be today or later']);
    expect(fields?.googleMapsUrl).toEqual([
      'Google Maps URL must be a web address starting with http:// or https://',
    ]);
  });
});

describe('redeemInput', () => {
  it('cuts the fingerprint to 32 characters and refuses other characters', () => {
    expect(redeemInput.parse({ fingerprint: 'a'.repeat(64) }).fingerprint).toHaveLength(32);
    expect(redeemInput.safeParse({ fingerprint: '<script>' }).success).toBe(false);
  });
});
