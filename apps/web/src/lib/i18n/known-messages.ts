import { fallbackNameKey, type AppLanguage } from '@partnerly/contracts';
import { en, LOCALE_TAGS, type MessageCatalog, type MessageKey } from '@partnerly/contracts/i18n';
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';

// Texts the app receives in English and shows as they are unless the catalogs know them (issue
// 25): the API's refusals and 400 field messages, and the contracts' form rules. The server and
// the contracts keep their English (API callers and tests read it); the screen finds the catalog
// message whose English is the text, exactly or with its {arguments} filled in, and shows that
// message in the active language. A text no message matches is shown as it came.

type Translate = (key: MessageKey, values?: Record<string, string>) => string;

interface Pattern {
  key: MessageKey;
  names: string[];
  regex: RegExp;
  /** How many letters the message has besides its arguments: the most specific match wins. */
  letters: number;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A message whose only ICU syntax is {name} arguments (no plural, select or tags). */
const SIMPLE_ARGUMENT = /\{(\w+)\}/g;
const isSimple = (message: string) => !/[<'#]|\{\w+,/.test(message);

let index: { exact: Map<string, MessageKey>; patterns: Pattern[] } | null = null;

/** The English catalog by text: exact messages, and patterns for those with arguments. */
function englishIndex() {
  if (index) return index;
  const exact = new Map<string, MessageKey>();
  const patterns: Pattern[] = [];
  for (const [key, message] of Object.entries(en) as [MessageKey, string][]) {
    if (!isSimple(message)) continue;
    const names = [...message.matchAll(SIMPLE_ARGUMENT)].map((match) => match[1]!);
    if (names.length === 0) {
      if (!exact.has(message)) exact.set(message, key);
      continue;
    }
    const source = message
      .split(SIMPLE_ARGUMENT)
      .map((part, position) => (position % 2 === 1 ? '(.+?)' : escapeRegex(part)))
      .join('');
    const letters = message.replace(SIMPLE_ARGUMENT, '').replace(/[^a-z]/gi, '').length;
    // A message that is mostly arguments ('{name}', '{count} · {date}') would match any text.
    if (letters >= 4) patterns.push({ key, names, regex: new RegExp(`^${source}$`), letters });
  }
  patterns.sort((a, b) => b.letters - a.letters);
  index = { exact, patterns };
  return index;
}

/** `text` in the language `translate` speaks, when the English catalog has it; else `text`. */
export function translateKnown(text: string, translate: Translate): string {
  const { exact, patterns } = englishIndex();
  const key = exact.get(text);
  if (key) return translate(key);
  for (const pattern of patterns) {
    const match = pattern.regex.exec(text);
    if (!match) continue;
    // An argument may itself be a known text ('Company name' in '{label} is required').
    const values = Object.fromEntries(
      pattern.names.map((name, position) => [name, translateKnown(match[position + 1]!, translate)]),
    );
    return translate(pattern.key, values);
  }
  return text;
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
