import type { AppLanguage, UserType } from '@partnerly/contracts';
import type { MessageKey } from '@partnerly/contracts/i18n';
import { LOCALE_TAGS, UAE_TIME_ZONE } from '@partnerly/contracts/i18n/locale';

interface NamedPerson {
  firstName?: string | null;
  lastName?: string | null;
  companyName?: string | null;
}

const firstLetter = (value?: string | null) => value?.trim().charAt(0) ?? '';

/** Avatar initials (spec 01 section 2): first + last name, else company name, else 'U'. */
export function initialsOf(person: NamedPerson | null | undefined): string {
  const first = firstLetter(person?.firstName);
  const last = firstLetter(person?.lastName);
  if (first && last) return `${first}${last}`.toUpperCase();
  const company = person?.companyName?.trim().replace(/\s+/g, '') ?? '';
  if (company) return company.slice(0, 2).toUpperCase();
  return 'U';
}

/** The name to show for a person: "First Last", else the company name, else the fallback. */
export function displayNameOf(person: NamedPerson | null | undefined, fallback = ''): string {
  const name = [person?.firstName?.trim(), person?.lastName?.trim()].filter(Boolean).join(' ');
  return name || person?.companyName?.trim() || fallback;
}

// One date format for everyone (issue 13): medium style, in the browser's locale for English
// (so 'Dec 31, 2026' in the US and '31 Dec 2026' in Britain, as before issue 25) and in UAE
// Arabic with Latin digits when the app is shown in Arabic (issue 25). The language is the
// document's (`setFormatLanguage`, called with <html lang>); every format is built once per locale.
let activeLocale: string | undefined;

/** Dates, times and relative times follow `language` from now on. */
export function setFormatLanguage(language: AppLanguage): void {
  activeLocale = language === 'ar' ? LOCALE_TAGS.ar : undefined;
}

const LATIN_DIGITS = { numberingSystem: 'latn' } as const;
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

/** The date format of `options` in the active locale (made once, then reused). */
function dateFormat(name: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${activeLocale ?? ''}|${name}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(activeLocale, { ...LATIN_DIGITS, ...options });
    dateFormats.set(key, format);
  }
  return format;
}

function relativeFormat(): Intl.RelativeTimeFormat {
  const key = activeLocale ?? '';
  let format = relativeFormats.get(key);
  if (!format) {
    format = new Intl.RelativeTimeFormat(activeLocale, { ...LATIN_DIGITS, numeric: 'auto' });
    relativeFormats.set(key, format);
  }
  return format;
}

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A YYYY-MM-DD day as that local day (not UTC midnight, which is the day before in the Americas). */
function dateOf(value: string | Date): Date {
  if (value instanceof Date) return value;
  const day = CALENDAR_DAY.exec(value);
  return day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
}

/**
 * Every date the app shows: 'Dec 31, 2026' in American English, '31 Dec 2026' in British
 * English, '31.12.2026' in German, '31 ديسمبر 2026' in Arabic. Takes a day ('2026-12-31') or a
 * time; '' for nothing.
 */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = dateOf(value);
  return Number.isNaN(date.getTime()) ? '' : dateFormat('date', { dateStyle: 'medium' }).format(date);
}

/**
 * A short date for a chart's axis, in the locale: 'Jan 5' ('5 Jan' in British English), or with
 * `precision` 'month' 'Jan 2026'. Takes a day ('2026-01-05') or a time; '' for an unreadable one.
 */
export function formatShortDate(value: string | Date, precision: 'day' | 'month' = 'day'): string {
  const date = dateOf(value);
  if (Number.isNaN(date.getTime())) return '';
  return (
    precision === 'month'
      ? dateFormat('monthYear', { month: 'short', year: 'numeric' })
      : dateFormat('monthDay', { month: 'short', day: 'numeric' })
  ).format(date);
}

/** A day heading in the locale: 'Thursday, May 14'. Takes a day ('2026-05-14') or a time. */
export function formatLongDay(value: string | Date): string {
  const date = dateOf(value);
  return Number.isNaN(date.getTime())
    ? ''
    : dateFormat('longDay', { weekday: 'long', month: 'long', day: 'numeric' }).format(date);
}

export function formatDateTime(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime())
    ? ''
    : dateFormat('dateTime', { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

// UAE time (Asia/Dubai, UTC+4, no daylight saving): the zone of billing dates and of the QR
// codes' expiry days, so a brand abroad reads redemptions as they happened in the shop.

/** A moment's date and time in UAE time, in the user's locale; both '' for an unreadable one. */
export function formatUaeDateAndTime(value: string | Date): { date: string; time: string } {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return { date: '', time: '' };
  return {
    date: dateFormat('uaeDate', { dateStyle: 'medium', timeZone: UAE_TIME_ZONE }).format(date),
    time: dateFormat('uaeTime', { timeStyle: 'short', timeZone: UAE_TIME_ZONE }).format(date),
  };
}

/** A moment's time of day in UAE time, in the user's locale ('2:30 PM'); '' for an unreadable one. */
export function formatUaeTime(value: string | Date): string {
  return formatUaeDateAndTime(value).time;
}

// A legal document's version day is written the British way in English ('27 November 2026'),
// whatever the browser's locale, and in UAE Arabic when the app is in Arabic ('27 نوفمبر 2026').
const legalVersionFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A legal document's version (the day it changed, '2026-11-27') as its page shows it: '27 November 2026'. */
export function formatLegalVersion(version: string): string {
  const day = CALENDAR_DAY.exec(version);
  if (!day) return version;
  const format = activeLocale
    ? dateFormat('legalVersion', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
    : legalVersionFormat;
  return format.format(new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]))));
}

const RELATIVE_STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/** "5 minutes ago" style text for a past or future time ('قبل 5 دقائق' in Arabic). */
export function formatRelativeTime(value: string | Date, now: Date = new Date()): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  let amount = (date.getTime() - now.getTime()) / 1000;
  for (const [unit, size] of RELATIVE_STEPS) {
    if (Math.abs(amount) < size) return relativeFormat().format(Math.round(amount), unit);
    amount /= size;
  }
  return relativeFormat().format(Math.round(amount), 'year');
}

const USER_TYPE_LABELS: Record<UserType, MessageKey> = {
  creator: 'common.userType.creator',
  brand: 'common.userType.brand',
  agent: 'common.userType.agent',
  agency: 'common.userType.agency',
  admin: 'common.userType.admin',
  super_admin: 'common.userType.superAdmin',
};

/** 'Creator', 'Brand', 'Super Admin'... in the app's language (a type this build does not know is shown as sent). */
export function userTypeLabel(type: UserType | string, t: (key: MessageKey) => string): string {
  return Object.hasOwn(USER_TYPE_LABELS, type) ? t(USER_TYPE_LABELS[type as UserType]) : type;
}

/** The browser's time zone ('Asia/Dubai'): the zone every date above is shown in. */
export function browserTimeZone(): string {
  return new Intl.DateTimeFormat().resolvedOptions().timeZone;
}
