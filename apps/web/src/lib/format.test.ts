import { withoutDirectionMarks } from '@partnerly/contracts/i18n';
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import {
  formatLegalVersion,
  displayNameOf,
  formatDate,
  formatLongDay,
  formatRelativeTime,
  formatShortDate,
  formatUaeDateAndTime,
  initialsOf,
  setFormatLanguage,
} from './format';

describe('initialsOf (spec 01: avatar initials)', () => {
  it('uses the first letters of first and last name', () => {
    expect(initialsOf({ firstName: 'ada', lastName: 'Lovelace', companyName: 'Engines' })).toBe('AL');
  });

  it('falls back to the first two letters of the company name, uppercased', () => {
    expect(initialsOf({ firstName: 'Ada', lastName: null, companyName: 'acme trading' })).toBe('AC');
    expect(initialsOf({ firstName: '', lastName: '', companyName: 'x' })).toBe('X');
  });

  it("falls back to 'U'", () => {
    expect(initialsOf({ firstName: '  ', lastName: null, companyName: null })).toBe('U');
    expect(initialsOf(null)).toBe('U');
  });
});

describe('displayNameOf', () => {
  it('prefers the person name, then the company, then the fallback', () => {
    expect(displayNameOf({ firstName: 'Ada', lastName: 'Lovelace' })).toBe('Ada Lovelace');
    expect(displayNameOf({ firstName: 'Ada' })).toBe('Ada');
    expect(displayNameOf({ companyName: 'Acme' })).toBe('Acme');
    expect(displayNameOf(null, 'a@b.co')).toBe('a@b.co');
  });
});

describe('formatRelativeTime', () => {
  const now = new Date('2026-01-01T12:00:00Z');
  it('reads like "x minutes ago"', () => {
    expect(formatRelativeTime(new Date('2026-01-01T11:55:00Z'), now)).toMatch(/5 minutes ago/);
    expect(formatRelativeTime(new Date('2025-12-31T12:00:00Z'), now)).toMatch(/yesterday|1 day ago/);
  });
});

describe('formatUaeDateAndTime', () => {
  it('reads a moment in UAE time, whatever the zone of the runtime', () => {
    // 22:30 UTC is 02:30 the next day in Dubai (UTC+4).
    const { date, time } = formatUaeDateAndTime('2026-03-09T22:30:00Z');
    expect(date).toMatch(/10/);
    expect(date).not.toMatch(/\b9\b/);
    expect(time).toMatch(/\b0?2:30\b/);
    expect(formatUaeDateAndTime('not a date')).toEqual({ date: '', time: '' });
  });
});

describe('formatLegalVersion', () => {
  it("writes a document's version as the day it changed, the British way", () => {
    expect(formatLegalVersion('2026-11-27')).toBe('27 November 2026');
    expect(formatLegalVersion('2027-01-05')).toBe('5 January 2027');
    expect(formatLegalVersion('v2')).toBe('v2');
  });
});

describe("formatDate (issue 13: one date format, the user's locale)", () => {
  const medium = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

  it("shows a day in the locale's medium style, without a time zone shift", () => {
    expect(formatDate('2026-12-31')).toBe(medium.format(new Date(2026, 11, 31)));
    expect(formatDate('2026-01-01')).toBe(medium.format(new Date(2026, 0, 1)));
  });

  it('shows the local day of a time', () => {
    const time = new Date(2026, 2, 4, 23, 30);
    expect(formatDate(time.toISOString())).toBe(medium.format(new Date(2026, 2, 4)));
    expect(formatDate(time)).toBe(medium.format(time));
  });

  it('shows nothing for nothing or an unreadable value', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('soon')).toBe('');
  });

  it("shows a chart's short date as that local day, or its month", () => {
    const monthDay = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric' });
    const monthYear = new Intl.DateTimeFormat(undefined, { month: 'short', year: 'numeric' });
    expect(formatShortDate('2026-01-05')).toBe(monthDay.format(new Date(2026, 0, 5)));
    expect(formatShortDate('2026-01-05', 'month')).toBe(monthYear.format(new Date(2026, 0, 5)));
    expect(formatShortDate('soon')).toBe('');
  });

  // Billing dates go through contracts' formatBillingDate (decision 0038), outside this tree.
  const OWN_FORMATTERS = ['lib/format.ts'];

  it('is the only place that formats dates', () => {
    const src = join(import.meta.dirname, '..');
    const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter(
      (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
    );
    const formatting = files.filter((file) => {
      const text = readFileSync(join(src, file), 'utf8');
      return /DateTimeFormat|toLocaleDateString|toLocaleTimeString|from 'date-fns'|[Md]{2}\/[Md]{2}\/yyyy/.test(
        text,
      );
    });
    expect(formatting.map((file) => relative(src, join(src, file)).replaceAll('\\', '/')).sort()).toEqual(
      OWN_FORMATTERS.sort(),
    );
  });
});

describe('setFormatLanguage (issue 25)', () => {
  it('shows dates and relative times in UAE Arabic with Latin digits, and in English again after', () => {
    const day = '2026-12-31';
    const english = formatDate(day);
    setFormatLanguage('ar');
    try {
      const arabic = formatDate(day);
      // UAE Arabic writes the medium date with numbers only, Latin digits, day first.
      expect(withoutDirectionMarks(arabic)).toBe('31/12/2026');
      expect(formatLongDay(day)).toContain('ديسمبر');
      const relative = formatRelativeTime('2026-01-01T11:55:00Z', new Date('2026-01-01T12:00:00Z'));
      expect(relative).toMatch(/[\u0600-\u06ff]/);
      expect(relative).toContain('5');
      expect(formatUaeDateAndTime('2026-03-06T10:30:00Z').time).toMatch(/^[^a-z]*2:30[^a-z]*$/i);
    } finally {
      setFormatLanguage('en');
    }
    expect(formatDate(day)).toBe(english);
  });
});
