import type { AppLanguage } from '@partnerly/contracts';
import { directionOf, LANGUAGE_NAMES, matchLanguage } from '@partnerly/contracts/i18n/locale';
import { setFormatLanguage } from '../format';
import { STORAGE_KEYS } from '../storage-keys';

// Which language the app shows (issue 25), before any component renders: a visitor's remembered
// choice, else the browser's languages, else English. A member's account language takes over
// once GET /api/me answers (i18n-provider.tsx). No catalog and no zod here (only the contracts'
// locale facts): the public pages' small bundles (/r/, /creator/) use this file too; the app's
// catalogs are loaded by language.ts.

const isAppLanguage = (value: unknown): value is AppLanguage =>
  typeof value === 'string' && Object.hasOwn(LANGUAGE_NAMES, value);

const DEFAULT_LANGUAGE: AppLanguage = 'en';

/** The remembered choice, else the first offered of the browser's languages, else English. */
export function pickLanguage(remembered: string | null, browserLanguages: readonly string[]): AppLanguage {
  if (isAppLanguage(remembered)) return remembered;
  return matchLanguage(browserLanguages) ?? DEFAULT_LANGUAGE;
}

/** The language of this visit's first page. */
export function initialLanguage(): AppLanguage {
  let remembered: string | null = null;
  try {
    remembered = localStorage.getItem(STORAGE_KEYS.language);
  } catch {
    // Storage blocked (private mode): the browser's languages decide.
  }
  const browser = navigator.languages?.length ? navigator.languages : [navigator.language];
  return pickLanguage(remembered, browser);
}

/** Keeps the choice for the next visit (visitors and members alike). */
export function rememberLanguage(language: AppLanguage): void {
  try {
    localStorage.setItem(STORAGE_KEYS.language, language);
  } catch {
    // Storage blocked: the choice holds for this visit (and on the account for members).
  }
}

/** <html lang dir>: screen readers, the rtl: variants and logical properties follow them. */
export function applyDocumentLanguage(language: AppLanguage): void {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
  setFormatLanguage(language);
}
