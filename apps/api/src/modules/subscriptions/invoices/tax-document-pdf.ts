import { DEFAULT_APP_LANGUAGE, type AppLanguage } from '@partnerly/contracts';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { layoutLine, paragraphDirection, wrapText, type LineFonts } from './bidi-line';
import type { TaxDocumentRow } from './issue-tax-documents';
import { embedDocumentFonts, type DocumentFonts, type FontStack } from './pdf-fonts';
import { taxDocumentWords, type TaxDocumentWords } from './tax-document-text';

// The PDF of a tax invoice or credit note (pdf-lib, pure JavaScript), drawn from the stored
// snapshot only, so every download of a document prints the same fields; in English or in
// Arabic, right to left with the layout mirrored (decision 0083).

const A4 = [595.28, 841.89] as const;
const MARGIN = 40;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.4, 0.4, 0.45);

/** '1,234.56': fils as AED with two decimals (integers only, no float rounding), Latin digits. */
function aedAmount(fils: number): string {
  const whole = Math.floor(fils / 100).toLocaleString('en-US');
  return `${whole}.${String(fils % 100).padStart(2, '0')}`;
}

interface TextOptions {
  size?: number;
  /** The text's own reading direction (alignment follows the document's). */
  direction?: 'ltr' | 'rtl';
  isBold?: boolean;
  isMuted?: boolean;
  /** Aligns the text's end to this x instead of starting it at x. */
  right?: number;
}

/**
 * Draws lines at x positions given left to right; in a right-to-left document every position is
 * mirrored, so the start of a line is at the right margin and number columns sit on the left.
 */
class Writer {
  y = A4[1] - MARGIN;
  constructor(
    readonly page: PDFPage,
    readonly fonts: DocumentFonts,
    readonly direction: 'ltr' | 'rtl',
  ) {}

  private stack(isBold = false): FontStack {
    return isBold ? this.fonts.bold : this.fonts.regular;
  }

  private lineFonts(size: number, isBold?: boolean): LineFonts<PDFFont> {
    const stack = this.stack(isBold);
    return {
      fontOf: (char) => stack.fontOf(char),
      covers: (char, font) => stack.covers(char, font),
      isShaping: (font) => stack.isShaping(font),
      widthOf: (text, font) => font.widthOfTextAtSize(text, size),
    };
  }

  /** The lines of `text` at most `width` wide. */
  wrap(text: string, width: number, size = 9, isBold = false, direction = this.direction): string[] {
    const fonts = this.lineFonts(size, isBold);
    const printable = this.stack(isBold).printable(text);
    return wrapText(printable, width, (line) => layoutLine(line, direction, fonts).width);
  }

  /**
   * The reading direction of a text as entered (a name, an address, an untranslated line): that
   * of its first letter, like dir="auto", so 'Dubai (UAE)' stays left to right in Arabic.
   */
  ownDirection(text: string): 'ltr' | 'rtl' {
    return paragraphDirection(text) ?? this.direction;
  }

  text(text: string, x: number, options: TextOptions = {}) {
    const size = options.size ?? 9;
    const line = layoutLine(
      this.stack(options.isBold).printable(text),
      options.direction ?? this.direction,
      this.lineFonts(size, options.isBold),
    );
    const isRtl = this.direction === 'rtl';
    let left: number;
    if (options.right === undefined) left = isRtl ? A4[0] - x - line.width : x;
    else left = isRtl ? A4[0] - options.right : options.right - line.width;
    const color = options.isMuted ? MUTED : INK;
    // Runs are placed in visual order but drawn in reading order, so copied text reads right.
    for (const run of [...line.runs].sort((a, b) => a.start - b.start)) {
      this.page.drawText(run.text, { x: left + run.x, y: this.y, size, font: run.font, color });
    }
  }

  /** A party: its label, the name and address as entered, and the TRN line. */
  block(label: string, own: string[], trn: string | null, x: number, width: number) {
    const top = this.y;
    this.text(label, x, { isBold: true, size: 9 });
    this.y -= 13;
    for (const value of [...own, ...(trn ? [trn] : [])]) {
      const direction = own.includes(value) ? this.ownDirection(value) : this.direction;
      for (const line of this.wrap(value, width, 9, false, direction)) {
        this.text(line, x, { direction });
        this.y -= 12;
      }
    }
    const bottom = this.y;
    this.y = top;
    return bottom;
  }

  rule() {
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: A4[0] - MARGIN, y: this.y },
      thickness: 0.5,
      color: MUTED,
    });
  }
}

const COLUMNS = {
  description: MARGIN,
  unitPrice: 300,
  quantity: 330,
  taxable: 395,
  rate: 430,
  vat: 480,
  total: A4[0] - MARGIN,
};
const DESCRIPTION_WIDTH = COLUMNS.unitPrice - 60 - MARGIN;

/** The stored texts that print as they are (they decide which fonts an English PDF needs). */
const storedTexts = (document: TaxDocumentRow) => [
  document.supplierName,
  document.supplierAddress,
  document.recipientName,
  document.recipientAddress ?? '',
  document.reason ?? '',
  ...document.lines.map((line) => line.description),
];

/** 'PL-INV-000001.pdf', 'PL-INV-000001-ar.pdf'. */
export const taxDocumentFileName = (number: string, language: AppLanguage) =>
  language === 'en' ? `${number}.pdf` : `${number}-${language}.pdf`;

export async function renderTaxDocumentPdf(
  document: TaxDocumentRow,
  language: AppLanguage = DEFAULT_APP_LANGUAGE,
): Promise<Uint8Array<ArrayBuffer>> {
  const words = taxDocumentWords(language);
  const { t } = words;
  const pdf = await PDFDocument.create();
  const title = t('invoice.pdf.title', { kind: document.kind });
  pdf.setTitle(`${title} ${document.number}`);
  pdf.setAuthor(document.supplierName);
  pdf.setLanguage(language === 'ar' ? 'ar-AE' : 'en-AE');
  pdf.setCreationDate(document.issuedAt);
  const fonts = await embedDocumentFonts(pdf, language, storedTexts(document));
  const w = new Writer(pdf.addPage([...A4]), fonts, words.direction);

  w.text(title, MARGIN, { size: 22, isBold: true });
  w.y -= 26;
  w.text(t('invoice.pdf.number', { title, number: document.number }), MARGIN, { size: 10, isBold: true });
  w.y -= 14;
  w.text(t('invoice.pdf.issueDate', { date: words.issueDate(document.issueDate) }), MARGIN, { size: 10 });
  w.y -= 14;
  if (document.invoiceNumber) {
    w.text(t('invoice.pdf.creditsInvoice', { number: document.invoiceNumber }), MARGIN, { size: 10 });
    w.y -= 14;
  }
  w.y -= 12;

  const half = (A4[0] - 2 * MARGIN) / 2 - 10;
  const supplierEnd = w.block(
    t('invoice.pdf.supplier'),
    [document.supplierName, document.supplierAddress],
    t('invoice.pdf.trn', { trn: document.supplierTrn }),
    MARGIN,
    half,
  );
  const recipientEnd = w.block(
    t('invoice.pdf.recipient'),
    [document.recipientName, ...(document.recipientAddress ? [document.recipientAddress] : [])],
    document.recipientTrn ? t('invoice.pdf.trn', { trn: document.recipientTrn }) : null,
    MARGIN + half + 20,
    half,
  );
  w.y = Math.min(supplierEnd, recipientEnd) - 16;

  drawLineTable(w, document, words);

  const totals: [string, number][] = [
    [t('invoice.pdf.totalExcludingVat'), document.taxableFils],
    [t('invoice.pdf.totalVat'), document.vatFils],
    [t('invoice.pdf.totalIncludingVat', { kind: document.kind }), document.totalFils],
  ];
  for (const [label, fils] of totals) {
    w.text(label, 0, { isBold: true, right: COLUMNS.vat });
    w.text(aedAmount(fils), 0, { isBold: true, right: COLUMNS.total });
    w.y -= 14;
  }
  w.y -= 10;
  if (document.reason) {
    for (const part of w.wrap(
      t('invoice.pdf.reason', { reason: words.stored(document.reason) }),
      A4[0] - 2 * MARGIN,
    )) {
      w.text(part, MARGIN);
      w.y -= 12;
    }
  }
  const footer = w.wrap(t('invoice.pdf.footer', { currency: document.currency }), A4[0] - 2 * MARGIN, 8);
  footer.forEach((part, index) => {
    if (index > 0) w.y -= 10;
    w.text(part, MARGIN, { isMuted: true, size: 8 });
  });
  return new Uint8Array(await pdf.save());
}

/** The column headings (wrapped within their column when a language needs two lines) and lines. */
function drawLineTable(w: Writer, document: TaxDocumentRow, words: TaxDocumentWords) {
  const { t } = words;
  // Right-aligned English headings end at their column; mirrored ones run toward the next column,
  // so they keep clear of it.
  const gap = words.direction === 'rtl' ? 8 : 0;
  const headings: [string, number, number][] = [
    [t('invoice.pdf.unitPrice'), COLUMNS.unitPrice, 60],
    [t('invoice.pdf.quantity'), COLUMNS.quantity, COLUMNS.quantity - COLUMNS.unitPrice],
    [t('invoice.pdf.taxable'), COLUMNS.taxable, COLUMNS.taxable - COLUMNS.quantity],
    [t('invoice.pdf.vatRate'), COLUMNS.rate, COLUMNS.rate - COLUMNS.taxable],
    [t('invoice.pdf.vat'), COLUMNS.vat, COLUMNS.vat - COLUMNS.rate],
    [t('invoice.pdf.total'), COLUMNS.total, COLUMNS.total - COLUMNS.vat],
  ];
  const top = w.y;
  w.text(t('invoice.pdf.description'), COLUMNS.description, { isBold: true, size: 8 });
  let lowest = top;
  for (const [label, right, width] of headings) {
    for (const part of w.wrap(label, width - gap, 8, true)) {
      w.text(part, 0, { isBold: true, size: 8, right });
      lowest = Math.min(lowest, w.y);
      w.y -= 10;
    }
    w.y = top;
  }
  w.y = lowest - 6;
  w.rule();
  w.y -= 13;
  for (const line of document.lines) {
    const lineTop = w.y;
    w.text(aedAmount(line.unitPriceFils), 0, { right: COLUMNS.unitPrice });
    w.text(String(line.quantity), 0, { right: COLUMNS.quantity });
    w.text(aedAmount(line.taxableFils), 0, { right: COLUMNS.taxable });
    w.text(words.vatRate(line.vatRateBasisPoints), 0, { right: COLUMNS.rate });
    w.text(aedAmount(line.vatFils), 0, { right: COLUMNS.vat });
    w.text(aedAmount(line.totalFils), 0, { right: COLUMNS.total });
    const description = words.stored(line.description);
    // A description the catalog does not know prints as stored, in its own direction.
    const direction = description === line.description ? w.ownDirection(description) : w.direction;
    for (const part of w.wrap(description, DESCRIPTION_WIDTH, 9, false, direction)) {
      w.text(part, COLUMNS.description, { direction });
      w.y -= 12;
    }
    w.y = Math.min(w.y, lineTop - 12) - 4;
  }
  w.rule();
  w.y -= 16;
}
