import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { ar } from './ar';
import { en } from './en';
import { formatterFor, withoutDirectionMarks } from './format';
import { directionOf, matchLanguage } from './locale';

// Intl also puts no-break spaces between an amount and its currency.
const plain = (text: string) => withoutDirectionMarks(text).replace(/[\u00a0\u202f]/g, ' ');

describe('formatterFor', () => {
  const english = formatterFor('en');
  const arabic = formatterFor('ar');

  it('formats numbers with Latin digits in both languages', () => {
    expect(english.number(1234567.5)).toBe('1,234,567.5');
    expect(plain(arabic.number(1234567.5))).toBe('1,234,567.5');
    expect(arabic.number(42)).not.toMatch(/[\u0660-\u0669]/);
    expect(plain(english.number(0.125, { style: 'percent', maximumFractionDigits: 1 }))).toBe('12.5%');
  });

  it('formats AED amounts, cents only when there are any', () => {
    expect(plain(english.aed(1500))).toBe('AED 1,500');
    expect(plain(english.aed(1234.5))).toBe('AED 1,234.50');
    expect(plain(arabic.aed(1500))).toBe('1,500 د.إ.');
    expect(plain(arabic.aed(1234.5))).toBe('1,234.50 د.إ.');
    // Intl marks the Arabic amount's direction; the visible text is the same without them.
    expect(arabic.aed(1500)).toContain('\u200f');
  });

  it('shows moments in UAE time, whatever the computer zone', () => {
    // 22:30 UTC on 5 March is 02:30 on 6 March in Dubai.
    const moment = '2026-03-05T22:30:00Z';
    expect(english.date(moment)).toBe('6 Mar 2026');
    expect(plain(english.time(moment)).toLowerCase()).toBe('2:30 am');
    expect(plain(english.dateTime(moment)).toLowerCase()).toBe('6 mar 2026, 2:30 am');
    expect(plain(arabic.date(moment))).toBe('06/03/2026');
    expect(plain(arabic.time(moment))).toBe('2:30 ص');
    expect(plain(arabic.dateTime(new Date(moment)))).toMatch(/^06\/03\/2026.*2:30 ص$/);
  });

  it('keeps a calendar day on that day and answers nothing for an unreadable value', () => {
    expect(english.date('2026-12-31')).toBe('31 Dec 2026');
    expect(plain(arabic.date('2026-12-31'))).toBe('31/12/2026');
    expect(english.date('not a date')).toBe('');
    expect(arabic.time('')).toBe('');
  });
});

describe('Arabic plurals', () => {
  const unread = (language: 'en' | 'ar', count: number) =>
    new IntlMessageFormat((language === 'ar' ? ar : en)['shell.unread'], language).format({
      count,
    }) as string;

  it('uses all six Arabic forms', () => {
    expect(unread('ar', 0)).toBe('لا شيء غير مقروء');
    expect(unread('ar', 1)).toBe('عنصر واحد غير مقروء');
    expect(unread('ar', 2)).toBe('عنصران غير مقروءين');
    expect(unread('ar', 3)).toBe('3 عناصر غير مقروءة');
    expect(unread('ar', 11)).toBe('11 عنصرًا غير مقروء');
    expect(unread('ar', 100)).toBe('100 عنصر غير مقروء');
  });

  it('uses one and other in English', () => {
    expect(unread('en', 1)).toBe('1 unread');
    expect(unread('en', 140)).toBe('140 unread');
  });
});

describe('language facts', () => {
  it("takes the first of the browser's languages the product offers", () => {
    expect(matchLanguage(['fr-FR', 'ar-AE', 'en-US'])).toBe('ar');
    expect(matchLanguage(['en-GB', 'ar'])).toBe('en');
    expect(matchLanguage(['AR_eg'])).toBe('ar');
    expect(matchLanguage(['de', 'fr'])).toBeNull();
    expect(matchLanguage([])).toBeNull();
  });

  it('writes Arabic right to left', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
  });
});
