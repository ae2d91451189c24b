import { describe, expect, it } from 'vitest';
import { pickLanguage } from './language';

describe('pickLanguage', () => {
  it("takes a visitor's remembered choice first", () => {
    expect(pickLanguage('ar', ['en-US'])).toBe('ar');
    expect(pickLanguage('en', ['ar-AE'])).toBe('en');
  });

  it("else the first of the browser's languages the app offers, else English", () => {
    expect(pickLanguage(null, ['fr-FR', 'ar-AE', 'en'])).toBe('ar');
    expect(pickLanguage(null, ['en-GB', 'ar'])).toBe('en');
    expect(pickLanguage('de', ['de-DE'])).toBe('en');
    expect(pickLanguage(null, [])).toBe('en');
  });
});
