import type { Page } from 'playwright-core';

// Issue 25: finding English left on a page shown in Arabic (arabic.test.ts).

/** Latin that stays Latin in Arabic text: names of brands and products, file types, currencies. */
const LATIN_NAMES = [
  'Partnerly',
  'Ziina',
  'Google',
  'Instagram',
  'TikTok',
  'YouTube',
  'Snapchat',
  'Facebook',
  'LinkedIn',
  'WhatsApp',
  'English',
  'EN',
  'AR',
  'Visa',
  'Mastercard',
  'PDF',
  'CSV',
  'PNG',
  'JPG',
  'JPEG',
  'WebP',
  'QR',
  'AED',
  'VAT',
  'TRN',
  'PDPL',
];

/** The visible texts (and the accessible names of visible elements) on the page, one per node. */
export function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // Members' own words and codes: isolated (<bdi>, dir=auto) or kept left to right (dir=ltr,
    // <code>), as the page marks them.
    const MEMBERS_WORDS_AND_CODES = 'bdi, code, kbd, samp, [dir="ltr"], [dir="auto"]';
    const texts: string[] = [];
    const shown = (element: Element | null) =>
      !!element && element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || ['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(parent.tagName)) continue;
      if (parent.closest(MEMBERS_WORDS_AND_CODES)) continue;
      if (!shown(parent) && !parent.closest('.sr-only')) continue;
      const text = node.textContent?.trim();
      if (text) texts.push(text);
    }
    for (const element of document.body.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
      if (!shown(element) || element.closest(MEMBERS_WORDS_AND_CODES)) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    }
    return texts;
  });
}

const ARABIC_LETTER = /[\u0600-\u06ff]/;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The texts on the page that are still English, given the Latin `allowed` there (the test's data). */
export function englishLeftIn(texts: string[], allowed: string[]): string[] {
  const allowedWords = new RegExp(`\\b(${[...LATIN_NAMES, ...allowed].map(escape).join('|')})\\b`, 'g');
  return texts.filter((text) => {
    if (ARABIC_LETTER.test(text)) return false;
    const rest = text
      .replace(/\S+@\S+\.\S+/g, ' ') // e-mail addresses
      .replace(/\b(https?:\/\/|www\.)\S+|\b[\w-]+(\.[\w-]+)+(\/\S*)?/g, ' ') // URLs and host names
      .replace(/@[\w.]+/g, ' ') // handles
      .replace(/\b[A-Z0-9][A-Z0-9_-]*\d[A-Z0-9_-]*\b/g, ' ') // codes: capitals with a digit
      .replace(allowedWords, ' ');
    return /[A-Za-z]{2,}/.test(rest);
  });
}
