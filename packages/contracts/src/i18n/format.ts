import type { AppLanguage } from '../languages';
import { LOCALE_TAGS, UAE_TIME_ZONE } from './locale';

// One way to show numbers, AED amounts, dates and times, shared by the web app and the e-mails
// (issue 25): Intl for the language's UAE locale, Latin digits (the UAE's everyday digits, in
// Arabic too), dates and times in UAE time. Arabic output carries invisible direction marks
// (U+200F, U+061C) that Intl inserts; compare with them removed (`withoutDirectionMarks`).

export interface Formatter {
  language: AppLanguage;
  /** 1,234.5 · ١٬٢٣٤٫٥ is never used: Latin digits in both languages. */
  number(value: number, options?: Intl.NumberFormatOptions): string;
  /** 'AED 1,500' / '1,500.00 د.إ.': cents only when there are any. */
  aed(amount: number): string;
  /** A day: '6 Mar 2026' / '06/03/2026'. A YYYY-MM-DD day is that calendar day; a moment, its UAE day. */
  date(value: string | Date): string;
  /** A moment's UAE date and time: '6 Mar 2026, 2:30 am'. */
  dateTime(value: string | Date): string;
  /** A moment's UAE time of day: '2:30 am' / '2:30 ص'. */
  time(value: string | Date): string;
}

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day ('2026-03-06') is noon UTC of that day, the same day in UAE time; else a moment. */
function toDate(value: string | Date): Date | null {
  const date =
    value instanceof Date ? value : new Date(CALENDAR_DAY.test(value) ? `${value}T12:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const formatters = new Map<AppLanguage, Formatter>();

/** The formatter of a language (built once, Intl objects reused). */
export function formatterFor(language: AppLanguage): Formatter {
  const existing = formatters.get(language);
  if (existing) return existing;
  const locale = LOCALE_TAGS[language];
  const base = { numberingSystem: 'latn' } as const;
  const zoned = { ...base, timeZone: UAE_TIME_ZONE } as const;
  const wholeAed = new Intl.NumberFormat(locale, {
    ...base,
    style: 'currency',
    currency: 'AED',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  });
  const centsAed = new Intl.NumberFormat(locale, { ...base, style: 'currency', currency: 'AED' });
  const dateFormat = new Intl.DateTimeFormat(locale, { ...zoned, dateStyle: 'medium' });
  const dateTimeFormat = new Intl.DateTimeFormat(locale, {
    ...zoned,
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const timeFormat = new Intl.DateTimeFormat(locale, { ...zoned, timeStyle: 'short' });
  const using = (format: Intl.DateTimeFormat) => (value: string | Date) => {
    const date = toDate(value);
    return date ? format.format(date) : '';
  };
  const formatter: Formatter = {
    language,
    number: (value, options) => new Intl.NumberFormat(locale, { ...base, ...options }).format(value),
    aed: (amount) => (Math.round(amount * 100) % 100 === 0 ? wholeAed : centsAed).format(amount),
    date: using(dateFormat),
    dateTime: using(dateTimeFormat),
    time: using(timeFormat),
  };
  formatters.set(language, formatter);
  return formatter;
}

/** Removes the invisible direction marks Intl puts in Arabic (and some English) output. */
export const withoutDirectionMarks = (text: string): string =>
  text.replace(/[\u200e\u200f\u061c\u2066-\u2069]/g, '');
