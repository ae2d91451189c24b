import {
  TYPE,
  parse,
  type MessageFormatElement,
  type PluralElement,
} from '@formatjs/icu-messageformat-parser';
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ar } from './ar';
import { en, type MessageCatalog } from './en';

// The catalogs' contract (issue 25): every key in both languages, the same arguments (name and
// kind) and rich-text tags in both, every message valid ICU, and every plural with the categories
// its language needs (Arabic: zero, one, two, few, many, other).

const CATALOGS: Record<'en' | 'ar', MessageCatalog> = { en, ar };

/** 'name:kind' of every argument and '<tag>' of every tag in a message, nested ones included. */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.argument) into.add(`${element.value}:argument`);
    if (element.type === TYPE.number) into.add(`${element.value}:number`);
    if (element.type === TYPE.date) into.add(`${element.value}:date`);
    if (element.type === TYPE.time) into.add(`${element.value}:time`);
    if (element.type === TYPE.tag) {
      into.add(`<${element.value}>`);
      argumentsOf(element.children, into);
    }
    if (element.type === TYPE.select || element.type === TYPE.plural) {
      into.add(`${element.value}:${element.type === TYPE.plural ? 'plural' : 'select'}`);
      for (const option of Object.values(element.options)) argumentsOf(option.value, into);
    }
  }
  return into;
}

function pluralsOf(elements: MessageFormatElement[], into: PluralElement[] = []): PluralElement[] {
  for (const element of elements) {
    if (element.type === TYPE.plural) into.push(element);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) pluralsOf(option.value, into);
    }
    if (element.type === TYPE.tag) pluralsOf(element.children, into);
  }
  return into;
}

const parsed = (language: 'en' | 'ar', key: keyof MessageCatalog) =>
  parse(CATALOGS[language][key], { ignoreTag: false, requiresOtherClause: true });

describe('message catalogs', () => {
  it('have the same keys in English and Arabic', () => {
    expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort());
  });

  it('define each key in one area only', async () => {
    // The areas are spread into one object, where a key defined twice would silently win.
    const folder = new URL('./catalog/en/', import.meta.url);
    const areas = await Promise.all(
      readdirSync(folder).map(async (file) => Object.values(await import(new URL(file, folder).href))),
    );
    const keys = areas.flat().flatMap((area) => Object.keys(area as Record<string, string>));
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
    expect(keys.length).toBe(Object.keys(en).length);
  });

  it('hold valid ICU messages, with the same arguments and tags in both languages', () => {
    const mismatches = (Object.keys(en) as (keyof MessageCatalog)[]).flatMap((key) => {
      const english = [...argumentsOf(parsed('en', key))].sort();
      const arabic = [...argumentsOf(parsed('ar', key))].sort();
      return english.join() === arabic.join() ? [] : [{ key, english, arabic }];
    });
    expect(mismatches).toEqual([]);
  });

  it.each(['en', 'ar'] as const)('gives every %s plural the categories the language has', (language) => {
    const required = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    const missing = (Object.keys(en) as (keyof MessageCatalog)[]).flatMap((key) =>
      pluralsOf(parsed(language, key)).flatMap((plural) =>
        required.filter((category) => !(category in plural.options)).map((category) => `${key}: ${category}`),
      ),
    );
    expect(missing).toEqual([]);
  });

  it('has no Arabic message left in English', () => {
    // Latin-only Arabic messages are untranslated, unless they are only a name or a code.
    // Arguments ({title}) and the product's name are not words to translate.
    const words = (message: string) => message.replace(/\{[^{}]*\}/g, ' ').replace(/\bPartnerly\b/g, ' ');
    const latinOnly = (Object.keys(ar) as (keyof MessageCatalog)[]).filter(
      (key) => /[a-z]{3}/i.test(words(ar[key])) && !/[\u0600-\u06ff]/.test(ar[key]),
    );
    expect(latinOnly).toEqual([]);
  });

  it('notices a key missing in one language, an argument renamed and a missing Arabic plural form', () => {
    const broken = { ...ar } as Partial<MessageCatalog>;
    delete broken['nav.dashboard'];
    expect(Object.keys(broken).sort()).not.toEqual(Object.keys(en).sort());
    const renamed = parse('وافقت {company} على طلبك للمشاركة في حملة «{campaign}».');
    expect([...argumentsOf(renamed)].sort()).not.toEqual(
      [...argumentsOf(parsed('en', 'applications.approved'))].sort(),
    );
    const [plural] = pluralsOf(parse('{count, plural, one {# عنصر} other {# عنصر}}'));
    expect(Object.keys(plural!.options)).not.toContain('few');
  });
});
