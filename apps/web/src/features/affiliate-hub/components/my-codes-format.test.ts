import { en } from '@partnerly/contracts/i18n';
import { createIntl } from 'react-intl';
import type { MyAffiliateCode } from '@partnerly/contracts';
import { describe, expect, it } from 'vitest';
import {
  brandMonogram,
  clickThroughTone,
  conversionBarPercent,
  conversionNote,
  expiryLabel,
  formatPercent,
  shopHost,
  withCode,
  withoutCode,
} from './my-codes-format';

const intl = createIntl({ locale: 'en-AE', messages: en });
const t = (key: keyof typeof en, values?: Record<string, string | number>) =>
  intl.formatMessage({ id: key }, values);

const code = (id: string, overrides: Partial<MyAffiliateCode> = {}) =>
  ({ id, code: id.toUpperCase(), visibility: 'public', ...overrides }) as MyAffiliateCode;

describe('the My Codes cache', () => {
  it('replaces a changed code in place and puts a new one first', () => {
    const list = { codes: [code('a'), code('b')] };
    expect(
      withCode(list, code('b', { visibility: 'hidden' })).codes.map((entry) => entry.visibility),
    ).toEqual(['public', 'hidden']);
    expect(withCode(list, code('c')).codes.map((entry) => entry.id)).toEqual(['c', 'a', 'b']);
    expect(withoutCode(list, 'a').codes.map((entry) => entry.id)).toEqual(['b']);
  });
});

describe('labels', () => {
  it('makes a brand monogram of up to two letters', () => {
    expect(brandMonogram('Sahara Threads')).toBe('ST');
    expect(brandMonogram('oasis')).toBe('OA');
    expect(brandMonogram('  ')).toBe('?');
  });

  it('shows the shop host without www', () => {
    expect(shopHost('https://www.shop.example/summer?x=1')).toBe('shop.example');
    expect(shopHost('not a url')).toBe('not a url');
  });

  it('says whether a code expired, expires or does not', () => {
    expect(expiryLabel(t, { expiresOn: null, isExpired: false })).toEqual({
      text: 'No expiry',
      tone: 'neutral',
    });
    expect(expiryLabel(t, { expiresOn: '2020-01-05', isExpired: true }).text).toMatch(/^Expired .*2020/);
    expect(expiryLabel(t, { expiresOn: '2030-01-05', isExpired: false })).toMatchObject({ tone: 'neutral' });
  });

  it('colours the CTR by the spec thresholds, neutral without copies', () => {
    expect(clickThroughTone(0, 0)).toBe('neutral');
    expect(clickThroughTone(60, 5)).toBe('success');
    expect(clickThroughTone(30, 10)).toBe('info');
    expect(clickThroughTone(29, 10)).toBe('warning');
  });

  it('fills the conversion bar from 0 to 100 and formats the rate', () => {
    expect(conversionBarPercent(null)).toBe(0);
    expect(conversionBarPercent(6)).toBe(6);
    expect(conversionBarPercent(250)).toBe(100);
    expect(formatPercent(null)).toBe('–');
    expect(formatPercent(12.5)).toBe('12.5%');
  });

  it('says what the conversion rests on: an estimate or imported orders', () => {
    expect(
      conversionNote(t, { kind: 'estimated', rate: 10, performance: 'strong', orders: 1, revenue: 40 }),
    ).toBe('About 1 order and AED 40, assuming orders of AED 40 on average');
    expect(conversionNote(t, { kind: 'actual', rate: 25, orders: 2, revenue: 200.5 })).toBe(
      '2 orders worth AED 200.5, imported by the brand from its store',
    );
  });
});
