import { en } from '@partnerly/contracts/i18n';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { Translate } from '@/components/public-page/public-language';
import { exhaustedDetail, expiryChipOf, remainingUsesLabel, safeWebUrl } from './redeem-page-format';

const intl = createIntl({ locale: 'en-AE', messages: en });
const t: Translate = (key, values) => intl.formatMessage({ id: key }, values);

const NOW = Date.parse('2026-05-10T12:00:00.000Z');
const inHours = (hours: number) => new Date(NOW + hours * 60 * 60 * 1000).toISOString();

describe('the chips', () => {
  it('say how many uses are left of the maximum', () => {
    expect(remainingUsesLabel(t, 3, 10)).toBe('3 of 10 left');
    expect(remainingUsesLabel(t, 0, 2)).toBe('0 of 2 left');
  });

  it('show no expiry chip for a code without an expiry date', () => {
    expect(expiryChipOf(t, null, NOW)).toBeNull();
  });

  it('show the date, without a warning, a day or more ahead', () => {
    const chip = expiryChipOf(t, inHours(24), NOW);
    expect(chip?.isWarning).toBe(false);
    expect(chip?.label).toMatch(/^Expires \S/);
    expect(chip?.label).not.toMatch(/ in /);
  });

  it('warn under 24 hours, in hours and then minutes', () => {
    expect(expiryChipOf(t, inHours(23.9), NOW)).toEqual({ label: 'Expires in 23 hours', isWarning: true });
    expect(expiryChipOf(t, inHours(1), NOW)).toEqual({ label: 'Expires in 1 hour', isWarning: true });
    expect(expiryChipOf(t, inHours(0.5), NOW)).toEqual({ label: 'Expires in 30 minutes', isWarning: true });
    expect(expiryChipOf(t, inHours(0.001), NOW)).toEqual({ label: 'Expires in 1 minute', isWarning: true });
  });

  it('say Expired once the moment has passed', () => {
    expect(expiryChipOf(t, inHours(0), NOW)).toEqual({ label: 'Expired', isWarning: true });
    expect(expiryChipOf(t, inHours(-5), NOW)).toEqual({ label: 'Expired', isWarning: true });
  });
});

describe('the Maximum Uses Reached view', () => {
  const offer = {
    maxUses: 2,
    campaignName: 'Spring Treats',
    brandName: 'Dune Coffee',
    expiresAt: inHours(-1),
  };

  it('says every use went when none are left', () => {
    expect(exhaustedDetail(t, offer, 0, NOW)).toBe(
      'All 2 uses of Spring Treats at Dune Coffee have been redeemed.',
    );
  });

  it('says the offer ended when it expired with uses left', () => {
    expect(exhaustedDetail(t, offer, 1, NOW)).toMatch(/^Spring Treats at Dune Coffee ended on \S/);
  });
});

describe('Get Directions', () => {
  it('links only to web addresses', () => {
    expect(safeWebUrl('https://maps.google.com/?q=Dubai+Mall')).toBe('https://maps.google.com/?q=Dubai+Mall');
    expect(safeWebUrl('http://maps.example.com/x')).toBe('http://maps.example.com/x');
    expect(safeWebUrl('javascript:alert(1)')).toBeNull();
    expect(safeWebUrl('not a url')).toBeNull();
    expect(safeWebUrl(null)).toBeNull();
  });
});
