import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import type { AppLanguage } from '@partnerly/contracts';
import { StandardFonts, type PDFDocument, type PDFFont } from 'pdf-lib';
import { INVISIBLE_CONTROLS, type LineFonts } from './bidi-line';

// The fonts of the tax document PDFs (decision 0083). English prints in the standard Helvetica
// (WinAnsi), as it always has; a text it cannot encode (an Arabic company name) falls back to
// IBM Plex Sans Arabic. Arabic prints in IBM Plex Sans Arabic, its Arabic and Latin files
// (@fontsource/ibm-plex-sans-arabic, WOFF: fontkit reads it; its WOFF2 needs a decoder that
// @pdf-lib/fontkit lacks). Embedded fonts are subset: only the glyphs used go in the file.

type Face = 'arabic-400' | 'arabic-700' | 'latin-400' | 'latin-700';

const faces = new Map<Face, Uint8Array>();

/** A face's WOFF file, read once (the package's exports map only its CSS, hence its folder). */
function faceBytes(face: Face): Uint8Array {
  let bytes = faces.get(face);
  if (!bytes) {
    const require = createRequire(import.meta.url);
    const folder = path.dirname(require.resolve('@fontsource/ibm-plex-sans-arabic'));
    bytes = readFileSync(path.join(folder, 'files', `ibm-plex-sans-arabic-${face}-normal.woff`));
    faces.set(face, bytes);
  }
  return bytes;
}

/**
 * fontkit, except that a right-to-left run's ligatures (lam-alef and the like) map to their letters
 * in visual order in the PDF's ToUnicode table. fontkit draws an Arabic run reversed; pdf.js
 * (Firefox's viewer) and most extractors reverse the line back character by character, which
 * would turn a ligature's letters around ('لا' copied as 'ال').
 */
const visualOrderFontkit: typeof fontkit = {
  ...fontkit,
  create(buffer, postscriptName) {
    const font = fontkit.create(buffer, postscriptName);
    const layout = font.layout.bind(font);
    font.layout = (...args) => {
      const run = layout(...args);
      if (run.direction === 'rtl') {
        run.glyphs = run.glyphs.map((glyph) =>
          glyph.codePoints.length > 1
            ? Object.create(glyph, { codePoints: { value: [...glyph.codePoints].reverse() } })
            : glyph,
        );
      }
      return run;
    };
    return font;
  },
};

/** What the standard fonts print today (WinAnsi's Latin-1 part); billing details are held to it. */
const WIN_ANSI = /^[\u0020-\u007E\u00A0-\u00FF]$/u;

/** Fonts tried in order for each character; a character none has prints as '?'. */
export class FontStack implements LineFonts<PDFFont> {
  private readonly coverage: ((char: string) => boolean)[];

  constructor(
    private readonly fonts: PDFFont[],
    private readonly shaping: ReadonlySet<PDFFont>,
  ) {
    this.coverage = fonts.map((font) => {
      if (!shaping.has(font)) return (char) => WIN_ANSI.test(char);
      const set = new Set(font.getCharacterSet());
      return (char) => set.has(char.codePointAt(0)!);
    });
  }

  /** `text` with every character no font prints replaced by '?'. */
  printable(text: string): string {
    return [...text]
      .map((char) =>
        char === '\n' || INVISIBLE_CONTROLS.test(char) || this.coverage.some((covers) => covers(char))
          ? char
          : '?',
      )
      .join('');
  }

  covers(char: string, font: PDFFont): boolean {
    const index = this.fonts.indexOf(font);
    return index !== -1 && this.coverage[index]!(char);
  }

  fontOf(char: string): PDFFont {
    const index = this.coverage.findIndex((covers) => covers(char));
    return this.fonts[index === -1 ? 0 : index]!;
  }

  isShaping(font: PDFFont): boolean {
    return this.shaping.has(font);
  }

  widthOf(text: string, font: PDFFont, size = 1): number {
    return font.widthOfTextAtSize(text, size);
  }
}

export interface DocumentFonts {
  regular: FontStack;
  bold: FontStack;
}

/**
 * Embeds the fonts of a document in `language`. English embeds the Arabic face only when one of
 * `texts` (the stored fields) needs it, so an English PDF of Latin text stays as it was.
 */
export async function embedDocumentFonts(
  pdf: PDFDocument,
  language: AppLanguage,
  texts: readonly string[],
): Promise<DocumentFonts> {
  pdf.registerFontkit(visualOrderFontkit);
  const embed = (face: Face) => pdf.embedFont(faceBytes(face), { subset: true });
  if (language === 'ar') {
    const [arabic, latin, arabicBold, latinBold] = await Promise.all(
      (['arabic-400', 'latin-400', 'arabic-700', 'latin-700'] as const).map(embed),
    );
    const shaping = new Set([arabic!, latin!, arabicBold!, latinBold!]);
    return {
      regular: new FontStack([arabic!, latin!], shaping),
      bold: new FontStack([arabicBold!, latinBold!], shaping),
    };
  }
  const helvetica = await pdf.embedFont(StandardFonts.Helvetica);
  const helveticaBold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const needsArabic = texts.some((text) => [...text.replace(/[\r\n]/g, '')].some((c) => !WIN_ANSI.test(c)));
  const fallback = needsArabic ? [await embed('arabic-400')] : [];
  const shaping = new Set(fallback);
  return {
    regular: new FontStack([helvetica, ...fallback], shaping),
    bold: new FontStack([helveticaBold, ...fallback], shaping),
  };
}
