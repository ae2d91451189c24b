import { describe, expect, it } from 'vitest';
import { layoutLine, paragraphDirection, wrapText, type LineFonts } from './bidi-line';

// Issue 25: the order runs of a mixed line are printed in. A fake pair of fonts: 'arabic' shapes
// (and so reverses Arabic itself) and has Arabic letters, spaces and '،'; 'latin' has the rest.
// Every character is 10 wide, so x positions read as character counts.
const ARABIC_HAS = /[\u0600-\u06ff ]/;
const fonts: LineFonts<'arabic' | 'latin'> = {
  fontOf: (char) => (ARABIC_HAS.test(char) ? 'arabic' : 'latin'),
  covers: (char, font) => (font === 'arabic' ? ARABIC_HAS.test(char) : !/[\u0600-\u06ff]/.test(char)),
  isShaping: (font) => font === 'arabic',
  widthOf: (text) => [...text].length * 10,
};
const printed = (text: string, direction: 'ltr' | 'rtl') =>
  layoutLine(text, direction, fonts).runs.map(({ text: run, x, isRtl }) => ({ run, x, isRtl }));

describe('a line in visual order', () => {
  it('puts an invoice number left of its Arabic label in a right-to-left line', () => {
    const runs = printed('رقم الفاتورة: PL-INV-000001', 'rtl');
    expect(runs).toEqual([
      { run: 'PL-INV-000001', x: 0, isRtl: false },
      // ': ' reads right to left: the space comes first from the left (in the font that has it).
      { run: ' ', x: 130, isRtl: true },
      { run: ':', x: 140, isRtl: true },
      // Handed to the shaping font in reading order (it reverses the run itself).
      { run: 'رقم الفاتورة', x: 150, isRtl: true },
    ]);
    // Drawn in reading order the label would come first, at the left.
    const number = runs.find(({ run }) => run.startsWith('PL-'))!;
    const label = runs.find(({ run }) => run.startsWith('رقم'))!;
    expect(number.x).toBeLessThan(label.x);
  });

  it('keeps amounts and Latin names left to right, and mirrors brackets, inside Arabic', () => {
    expect(printed('الإجمالي (درهم) 1,234.50', 'rtl').map(({ run }) => run)).toEqual([
      '1,234.50',
      ' ',
      '(',
      'درهم',
      ') ',
      'الإجمالي',
    ]);
    expect(printed('اشتراك Partnerly Plus: الباقة', 'rtl').map(({ run }) => run)).toEqual([
      ' الباقة',
      ':',
      'Partnerly Plus',
      'اشتراك ',
    ]);
  });

  it('places an Arabic name as one right-to-left run in an English line, and English alone as one run', () => {
    expect(printed('Recipient: شركة الورد', 'ltr')).toEqual([
      { run: 'Recipient: ', x: 0, isRtl: false },
      { run: 'شركة الورد', x: 110, isRtl: true },
    ]);
    expect(printed('Total VAT (AED) 15.24', 'ltr')).toEqual([
      { run: 'Total VAT (AED) 15.24', x: 0, isRtl: false },
    ]);
  });

  it('drops direction marks Intl puts in Arabic dates, keeping the order they ask for', () => {
    // Read right to left: 'من', then the day, the month and the year.
    expect(printed('من 06\u200f/03\u200f/2026', 'rtl').map(({ run }) => run)).toEqual([
      '2026',
      '/',
      '03',
      '/',
      '06',
      'من ',
    ]);
  });
});

describe("a text's own direction", () => {
  it('is that of its first letter, so a Latin address ending in a bracket stays left to right', () => {
    expect(paragraphDirection('(set SUPPLIER_ADDRESS)')).toBe('ltr');
    expect(paragraphDirection('12 شارع الوصل, Dubai')).toBe('rtl');
    expect(paragraphDirection('100 987')).toBeNull();
    expect(printed('SUPPLIER_ADDRESS)', 'ltr')).toEqual([{ run: 'SUPPLIER_ADDRESS)', x: 0, isRtl: false }]);
  });
});

describe('wrapping', () => {
  it('breaks at spaces within the width, keeps line breaks and gives a long word its own line', () => {
    const width = (line: string) => line.length;
    expect(wrapText('Shop 4, Al Wasl Road\nJumeirah 1', 12, width)).toEqual([
      'Shop 4, Al',
      'Wasl Road',
      'Jumeirah 1',
    ]);
    expect(wrapText('a verylongwordindeed b', 5, width)).toEqual(['a', 'verylongwordindeed', 'b']);
  });
});
