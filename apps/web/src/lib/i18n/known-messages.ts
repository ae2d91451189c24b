import { fallbackNameKey, type AppLanguage } from '@partnerly/contracts';
import {
  formatterFor,
  knownText,
  LOCALE_TAGS,
  type MessageCatalog,
  type MessageKey,
} from '@partnerly/contracts/i18n';
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';

// Texts the app receives in English and shows as they are unless the catalogs know them (issue
// 25): the API's refusals and 400 field messages, and the contracts' form rules and message
// builders. The catalog message whose English the text is, exactly or with its {arguments} filled
// in (knownText, in the contracts), is shown in the active language. A text no message matches is
// shown as it came.

type Translate = (key: MessageKey, values?: Record<string, string>) => string;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** A day the contracts write into a sentence: '2026-03-14', or '26 Dec 2026' (formatBillingDate). */
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ENGLISH_DAY = /^(\d{1,2}) ([A-Z][a-z]{2}) (\d{4})$/;

/** A day as 'YYYY-MM-DD', when `text` is one of the contracts' written days. */
function dayOf(text: string): string | null {
  if (ISO_DAY.test(text)) return text;
  const [, day, month, year] = ENGLISH_DAY.exec(text) ?? [];
  const index = month ? MONTHS.indexOf(month) : -1;
  return index < 0 ? null : `${year}-${String(index + 1).padStart(2, '0')}-${day!.padStart(2, '0')}`;
}

/**
 * `text` in the language `translate` speaks, when the English catalog has it; else `text`. A day
 * in it is written the way `language` writes days (the app's language unless given).
 */
export function translateKnown(text: string, translate: Translate, language = active.language): string {
  const known = knownText(text);
  if (!known) return text;
  const values = Object.fromEntries(
    Object.entries(known.values).map(([name, value]) => {
      const day = language === 'en' ? null : dayOf(value);
      // An argument may itself be a known text ('Company name' in '{label} is required').
      return [name, day ? formatterFor(language).date(day) : translateKnown(value, translate, language)];
    }),
  );
  return translate(known.key, values);
}

/**
 * A name from the API in the language `translate` speaks: a name the server gives the unnamed
 * ('Deleted Creator', 'Someone': contracts' FALLBACK_NAME_MESSAGES) from the catalog; any other
 * name, a person's or a brand's own, exactly as written (it is never looked up in the catalogs).
 */
export function translateName(name: string, translate: Translate): string {
  const key = fallbackNameKey(name);
  return key ? translate(key) : name;
}

const cache = createIntlCache();
let active: { language: AppLanguage; intl: IntlShape | null } = { language: 'en', intl: null };

/** The language known texts are shown in outside components (set with the app's language). */
export function setKnownMessagesLanguage(language: AppLanguage, messages: MessageCatalog): void {
  active = {
    language,
    intl: language === 'en' ? null : createIntl({ locale: LOCALE_TAGS[language], messages }, cache),
  };
}

/** A known text in the app's language, for code outside components (the API client's errors). */
export function inActiveLanguage(text: string): string {
  const { intl } = active;
  if (!intl) return text;
  return translateKnown(text, (key, values) => intl.formatMessage({ id: key }, values));
}
