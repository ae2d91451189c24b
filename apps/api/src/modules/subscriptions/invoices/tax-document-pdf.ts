import { formatVatRate, TAX_DOCUMENT_TITLES } from '@partnerly/contracts';
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import type { TaxDocumentRow } from './issue-tax-documents';

// The PDF of a tax invoice or credit note (pdf-lib, pure JavaScript), drawn from the stored
// snapshot only, so every download of a document prints the same fields.

const A4 = [595.28, 841.89] as const;
const MARGIN = 40;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.4, 0.4, 0.45);

/** '1,234.56': fils as AED with two decimals (integers only, no float rounding). */
function aedAmount(fils: number): string {
  const whole = Math.floor(fils / 100).toLocaleString('en-US');
  return `${whole}.${String(fils % 100).padStart(2, '0')}`;
}

// The standard fonts encode WinAnsi only; billing details are validated to it, and anything
// else (a profile name in another script, used when no billing details were saved) is marked.
function printable(text: string): string {
  return text.replace(/[^\u0020-\u007E\u00A0-\u00FF]/g, '?');
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of printable(text.replace(/\r/g, '')).split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width || !line) line = candidate;
      else {
        lines.push(line);
        line = word;
      }
    }
    lines.push(line);
  }
  return lines;
}

class Writer {
  y = A4[1] - MARGIN;
  constructor(
    readonly page: PDFPage,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {}

  text(
    text: string,
    x: number,
    options: { size?: number; isBold?: boolean; isMuted?: boolean; right?: number } = {},
  ) {
    const size = options.size ?? 9;
    const font = options.isBold ? this.bold : this.regular;
    const value = printable(text);
    const at = options.right === undefined ? x : options.right - font.widthOfTextAtSize(value, size);
    this.page.drawText(value, { x: at, y: this.y, size, font, color: options.isMuted ? MUTED : INK });
  }

  block(label: string, lines: string[], x: number, width: number) {
    const top = this.y;
    this.text(label, x, { isBold: true, size: 9 });
    this.y -= 13;
    for (const line of lines.flatMap((value) => wrap(value, this.regular, 9, width))) {
      this.text(line, x);
      this.y -= 12;
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

export async function renderTaxDocumentPdf(document: TaxDocumentRow): Promise<Uint8Array<ArrayBuffer>> {
  const pdf = await PDFDocument.create();
  const title = TAX_DOCUMENT_TITLES[document.kind];
  pdf.setTitle(`${title} ${document.number}`);
  pdf.setAuthor(printable(document.supplierName));
  pdf.setCreationDate(document.issuedAt);
  const w = new Writer(
    pdf.addPage([...A4]),
    await pdf.embedFont(StandardFonts.Helvetica),
    await pdf.embedFont(StandardFonts.HelveticaBold),
  );

  w.text(title, MARGIN, { size: 22, isBold: true });
  w.y -= 26;
  w.text(`${title} number: ${document.number}`, MARGIN, { size: 10, isBold: true });
  w.y -= 14;
  w.text(`Date of issue: ${document.issueDate}`, MARGIN, { size: 10 });
  w.y -= 14;
  if (document.invoiceNumber) {
    w.text(`Credits tax invoice: ${document.invoiceNumber}`, MARGIN, { size: 10 });
    w.y -= 14;
  }
  w.y -= 12;

  const half = (A4[0] - 2 * MARGIN) / 2 - 10;
  const supplierEnd = w.block(
    'Supplier',
    [document.supplierName, document.supplierAddress, `TRN: ${document.supplierTrn}`],
    MARGIN,
    half,
  );
  const recipientEnd = w.block(
    'Recipient',
    [
      document.recipientName,
      ...(document.recipientAddress ? [document.recipientAddress] : []),
      ...(document.recipientTrn ? [`TRN: ${document.recipientTrn}`] : []),
    ],
    MARGIN + half + 20,
    half,
  );
  w.y = Math.min(supplierEnd, recipientEnd) - 16;

  const header = (label: string, right: number) => w.text(label, 0, { isBold: true, size: 8, right });
  w.text('Description', COLUMNS.description, { isBold: true, size: 8 });
  header('Unit price', COLUMNS.unitPrice);
  header('Qty', COLUMNS.quantity);
  header('Taxable amount', COLUMNS.taxable);
  header('VAT rate', COLUMNS.rate);
  header('VAT (AED)', COLUMNS.vat);
  header('Total (AED)', COLUMNS.total);
  w.y -= 6;
  w.rule();
  w.y -= 13;
  for (const line of document.lines) {
    const top = w.y;
    w.text(aedAmount(line.unitPriceFils), 0, { right: COLUMNS.unitPrice });
    w.text(String(line.quantity), 0, { right: COLUMNS.quantity });
    w.text(aedAmount(line.taxableFils), 0, { right: COLUMNS.taxable });
    w.text(formatVatRate(line.vatRateBasisPoints), 0, { right: COLUMNS.rate });
    w.text(aedAmount(line.vatFils), 0, { right: COLUMNS.vat });
    w.text(aedAmount(line.totalFils), 0, { right: COLUMNS.total });
    for (const part of wrap(line.description, w.regular, 9, COLUMNS.unitPrice - 60 - MARGIN)) {
      w.text(part, COLUMNS.description);
      w.y -= 12;
    }
    w.y = Math.min(w.y, top - 12) - 4;
  }
  w.rule();
  w.y -= 16;

  const totals: [string, number][] = [
    ['Total excluding VAT (AED)', document.taxableFils],
    ['Total VAT (AED)', document.vatFils],
    [
      document.kind === 'invoice' ? 'Total including VAT (AED)' : 'Total credited including VAT (AED)',
      document.totalFils,
    ],
  ];
  for (const [label, fils] of totals) {
    w.text(label, 0, { isBold: true, right: COLUMNS.vat });
    w.text(aedAmount(fils), 0, { isBold: true, right: COLUMNS.total });
    w.y -= 14;
  }
  w.y -= 10;
  if (document.reason) {
    for (const part of wrap(`Reason: ${document.reason}`, w.regular, 9, A4[0] - 2 * MARGIN)) {
      w.text(part, MARGIN);
      w.y -= 12;
    }
  }
  w.text(
    `All amounts in UAE dirham (${document.currency}), rounded per line to the fils. Unit prices exclude VAT; line totals include it.`,
    MARGIN,
    { isMuted: true, size: 8 },
  );
  return new Uint8Array(await pdf.save());
}
