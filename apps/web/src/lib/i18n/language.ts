import { APP_LANGUAGES, DEFAULT_APP_LANGUAGE, type AppLanguage } from '@partnerly/contracts';
import { directionOf, en, matchLanguage, type MessageCatalog } from '@partnerly/contracts/i18n';
import { setFormatLanguage } from '../format';
import { STORAGE_KEYS } from '../storage-keys';

// Which language the app shows (issue 25), before any component renders: a visitor's remembered
// choice, else the browser's languages, else English. A member's account language takes over
// once GET /api/me answers (i18n-provider.tsx).

const isAppLanguage = (value: unknown): value is AppLanguage =>
  (APP_LANGUAGES as readonly unknown[]).includes(value);

/** The remembered choice, else the first offered of the browser's languages, else English. */
export function pickLanguage(remembered: string | null, browserLanguages: readonly string[]): AppLanguage {
  if (isAppLanguage(remembered)) return remembered;
  return matchLanguage(browserLanguages) ?? DEFAULT_APP_LANGUAGE;
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

/**
 * The catalog of a language. English is in the first bundle; Arabic and its web font load only
 * when Arabic is shown.
 */
export async function loadCatalog(language: AppLanguage): Promise<MessageCatalog> {
  if (language === 'en') return en;
  const [{ ar }] = await Promise.all([
    import('@partnerly/contracts/i18n/ar'),
    import('@fontsource-variable/noto-sans-arabic'),
  ]);
  return ar;
}
