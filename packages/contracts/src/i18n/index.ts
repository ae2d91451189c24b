// @partnerly/contracts/i18n: the English catalog, the language facts and the formatter. The
// Arabic catalog is its own entry (@partnerly/contracts/i18n/ar) so the web app loads it only
// for Arabic.
export { en, type MessageCatalog, type MessageKey } from './en';
export { formatterFor, withoutDirectionMarks, type Formatter } from './format';
export { LANGUAGE_NAMES, LOCALE_TAGS, UAE_TIME_ZONE, directionOf, matchLanguage } from './locale';
export { knownText, type KnownText } from './known-text';
