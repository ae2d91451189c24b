import { describe, expect, it } from 'vitest';
import type { LegalText } from '../components/legal-page';
import { PRIVACY_AR } from './privacy.ar';
import { PRIVACY_EN } from './privacy.en';
import { TERMS_AR } from './terms.ar';
import { TERMS_EN } from './terms.en';

// Issue 25: each legal document exists in both languages, section for section, so the contents,
// the in-page links (#deletion) and the 'Last updated' version mean the same in both.

const ARABIC = /[\u0600-\u06ff]/;
const ids = (text: LegalText) => text.sections.map((section) => section.id);

describe.each([
  ['Terms of Service', TERMS_EN, TERMS_AR],
  ['Privacy Policy', PRIVACY_EN, PRIVACY_AR],
])('%s', (_name, english, arabic) => {
  it('has the same sections in the same order in Arabic', () => {
    expect(ids(arabic)).toEqual(ids(english));
  });

  it('has its title, summary and headings in Arabic', () => {
    const texts = [arabic.title, arabic.summary, ...arabic.sections.map((section) => section.heading)];
    expect(texts.filter((text) => !ARABIC.test(text))).toEqual([]);
    expect(english.title).not.toMatch(ARABIC);
  });
});
