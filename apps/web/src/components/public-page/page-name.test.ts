import { FALLBACK_NAME_MESSAGES } from '@partnerly/contracts';
import { publicPages as arabic } from '@partnerly/contracts/i18n/catalog/public-pages/ar';
import { publicPages as english } from '@partnerly/contracts/i18n/catalog/public-pages/en';
import { describe, expect, it } from 'vitest';
import { pageName, type Translate } from './public-language';

// The public pages show the server's stand-in for a missing creator or brand name in the page's
// language (issue 25); a real name is never changed, even one that reads like a word.
const translateWith =
  (messages: Record<string, string>): Translate =>
  (key) =>
    messages[key]!;

describe('pageName', () => {
  it("shows the server's 'Creator' and 'Brand' stand-ins in Arabic", () => {
    const t = translateWith(arabic);
    expect(pageName(t, FALLBACK_NAME_MESSAGES.creator)).toBe('صانع محتوى');
    expect(pageName(t, FALLBACK_NAME_MESSAGES.brand)).toBe('علامة تجارية');
  });

  it('keeps them in English, and any other name as written', () => {
    expect(pageName(translateWith(english), FALLBACK_NAME_MESSAGES.brand)).toBe('Brand');
    const t = translateWith(arabic);
    expect(pageName(t, 'Layla Nasser')).toBe('Layla Nasser');
    expect(pageName(t, 'Creators Hub')).toBe('Creators Hub');
  });
});
