import { billingDetailsInput } from '@partnerly/contracts';
import { ar } from '@partnerly/contracts/i18n/ar';
import { PDFDocument, type PDFFont } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { embedDocumentFonts } from './pdf-fonts';

// Issue 25: Arabic is shaped (letters joined) before it is drawn. A font's encodeText gives the
// glyph ids the PDF draws, in drawing order (four hex digits each).
const glyphIds = (font: PDFFont, text: string) =>
  font.encodeText(text).toString().slice(1, -1).match(/.{4}/g)!;

describe('the Arabic PDF fonts', () => {
  it('join the letters of a word: its glyphs are not the isolated forms, and lam-alef is one glyph', async () => {
    const { regular } = await embedDocumentFonts(await PDFDocument.create(), 'ar', []);
    const word = 'فاتورة';
    const arabic = regular.fontOf('ف');
    const shaped = glyphIds(arabic, word);
    const isolated = [...word].map((letter) => glyphIds(arabic, letter)[0]!);
    expect(shaped).toHaveLength(isolated.length);
    // Drawn right to left: the last letter first. The initial, medial and final forms differ.
    expect(shaped).not.toEqual([...isolated].reverse());
    expect(shaped.filter((id, index) => id !== [...isolated].reverse()[index]).length).toBeGreaterThanOrEqual(
      4,
    );
    expect(glyphIds(arabic, 'لا')).toHaveLength(1);
  });

  it('print Latin text in the Arabic PDF and fall back to "?" only for what no font has', async () => {
    const { regular } = await embedDocumentFonts(await PDFDocument.create(), 'ar', []);
    expect(regular.printable('PL-INV-000001 شركة 1,234.50 (AED)\n')).toBe(
      'PL-INV-000001 شركة 1,234.50 (AED)\n',
    );
    expect(regular.printable('אב')).toBe('??');
  });

  it('embed the Arabic face in an English PDF only when a stored text needs it', async () => {
    const latin = await embedDocumentFonts(await PDFDocument.create(), 'en', ['Desert Bloom Trading LLC']);
    expect(latin.regular.printable('شركة')).toBe('????');
    const arabicName = await embedDocumentFonts(await PDFDocument.create(), 'en', ['شركة الورد']);
    expect(arabicName.regular.printable('شركة')).toBe('شركة');
  });

  it('print every character the billing details accept, in English and Arabic PDFs alike', async () => {
    const accepted = Array.from({ length: 0x700 - 0x20 }, (_, index) =>
      String.fromCodePoint(0x20 + index),
    ).filter((char) => billingDetailsInput.shape.address.safeParse(`a${char}`).success);
    expect(accepted).toContain('ش');
    expect(accepted).toContain('é');
    expect(accepted).not.toContain('\u064e');
    for (const language of ['en', 'ar'] as const) {
      const { regular, bold } = await embedDocumentFonts(await PDFDocument.create(), language, ['شركة']);
      for (const stack of [regular, bold]) {
        expect(accepted.filter((char) => stack.printable(char) !== char)).toEqual([]);
      }
    }
  });

  it('the Arabic texts printed in PDFs carry no diacritics (pdf-lib would misplace the marks)', () => {
    const printed = Object.entries(ar).filter(([key]) => /^invoice\.(pdf|stored)\./.test(key));
    expect(printed.length).toBeGreaterThan(20);
    expect(printed.filter(([, message]) => /[\u064b-\u0652]/.test(message))).toEqual([]);
  });
});
