import type { AppLanguage } from '../languages';

// Facts about the product's languages that the web app and the e-mails both need, and nothing
// that loads a catalog (so the web app can pick a language before it fetches one).

/** The Intl locale of each language: UAE English and UAE Arabic. */
export const LOCALE_TAGS: Record<AppLanguage, string> = { en: 'en-AE', ar: 'ar-AE' };

/** Each language's name in itself, as the language menu lists it. */
export const LANGUAGE_NAMES: Record<AppLanguage, string> = { en: 'English', ar: 'العربية' };

/** The writing direction of a language. */
export const directionOf = (language: AppLanguage): 'ltr' | 'rtl' => (language === 'ar' ? 'rtl' : 'ltr');

/** The zone every date and time is shown in: UAE time (UTC+4, no daylight saving). */
export const UAE_TIME_ZONE = 'Asia/Dubai';

/**
 * The first of the browser's preferred languages (navigator.languages, 'ar-EG', 'en-GB'...) that
 * the product offers, by its primary subtag; null when none is offered.
 */
export function matchLanguage(preferred: readonly string[]): AppLanguage | null {
  for (const tag of preferred) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (primary === 'ar' || primary === 'en') return primary;
  }
  return null;
}
