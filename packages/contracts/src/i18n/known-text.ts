import { en, type MessageKey } from './en';

// Texts the app receives in English (issue 25): the API's refusals and 400 field messages, and the
// contracts' form rules and message builders. The server and the contracts keep their English
// (API callers and tests read it); a screen finds the catalog message whose English is the text,
// exactly or with its {arguments} filled in, and shows that message in its language
// (apps/web/src/lib/i18n/known-messages.ts). The coverage tests use the same matching.

/** The catalog message whose English a text is, with the texts of its {arguments}. */
export interface KnownText {
  key: MessageKey;
  values: Record<string, string>;
}

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
// An apostrophe is ICU syntax only before a brace, a tag, '#', '|' or another apostrophe; in
// "don't" or "the campaign's" it is the letter the text has.
const isSimple = (message: string) => !/[<#]|'[{}<>#|']|\{\w+,/.test(message);

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

/** The catalog message whose English `text` is, or null when the catalogs do not know it. */
export function knownText(text: string): KnownText | null {
  const { exact, patterns } = englishIndex();
  const key = exact.get(text);
  if (key) return { key, values: {} };
  for (const pattern of patterns) {
    const match = pattern.regex.exec(text);
    if (match) {
      return {
        key: pattern.key,
        values: Object.fromEntries(pattern.names.map((name, i) => [name, match[i + 1]!])),
      };
    }
  }
  return null;
}
