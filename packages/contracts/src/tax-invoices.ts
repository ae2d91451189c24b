import { z } from 'zod';
import { APP_LANGUAGES, UNSUPPORTED_LANGUAGE, type AppLanguage } from './languages';

// VAT tax invoices and credit notes for subscription payments (issue 24 item 2): the brand's
// billing details, the VAT arithmetic both apps share, and the billing history's views.
// Plan prices are VAT-inclusive (spec 01: 'AED per month, tax included'), so the VAT of a
// line is the tax fraction of what the brand paid; what a brand pays does not change.

export const TAX_DOCUMENT_KINDS = ['invoice', 'credit_note'] as const;
export type TaxDocumentKind = (typeof TAX_DOCUMENT_KINDS)[number];

/** 'PL-INV-000001' and 'PL-CN-000001': one gap-free sequence per kind. */
export const TAX_DOCUMENT_PREFIXES: Record<TaxDocumentKind, string> = {
  invoice: 'PL-INV-',
  credit_note: 'PL-CN-',
};

export function taxDocumentNumber(kind: TaxDocumentKind, sequence: number): string {
  return `${TAX_DOCUMENT_PREFIXES[kind]}${String(sequence).padStart(6, '0')}`;
}

export const TAX_DOCUMENT_TITLES: Record<TaxDocumentKind, string> = {
  invoice: 'Tax Invoice',
  credit_note: 'Tax Credit Note',
};

/** A UAE Tax Registration Number: 15 digits. */
export const TRN_PATTERN = /^\d{15}$/;

// What the brand enters is printed exactly as entered, in English and Arabic PDFs alike: Latin
// (WinAnsi's Latin-1 part) or Arabic letters, digits and punctuation. Arabic diacritics are left
// out: pdf-lib cannot place the marks (decision 0083).
const PRINTABLE =
  /^[\u0020-\u007E\u00A0-\u00FF\u060C\u061B\u061F\u0621-\u063A\u0640-\u064A\u0660-\u0669\n]*$/;
const PRINTABLE_MESSAGE = 'Use Arabic or Latin letters, digits and punctuation';

export const BILLING_LEGAL_NAME_MAX = 200;
export const BILLING_ADDRESS_MAX = 500;

export const billingDetailsInput = z.object({
  legalName: z
    .string('Legal name is required')
    .trim()
    .min(1, 'Legal name is required')
    .max(BILLING_LEGAL_NAME_MAX, `Legal name must be at most ${BILLING_LEGAL_NAME_MAX} characters`)
    .regex(/^[^\n]*$/, 'Legal name must be one line')
    .regex(PRINTABLE, PRINTABLE_MESSAGE),
  address: z
    .string('Billing address is required')
    .trim()
    .min(1, 'Billing address is required')
    .max(BILLING_ADDRESS_MAX, `Billing address must be at most ${BILLING_ADDRESS_MAX} characters`)
    .regex(PRINTABLE, PRINTABLE_MESSAGE),
  /** Optional: only VAT-registered brands have one. Spaces are ignored. */
  trn: z
    .string()
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^(\d{15})?$/, 'A TRN is 15 digits'))
    .optional()
    .transform((value) => (value ? value : null)),
});
export type BillingDetailsInput = z.input<typeof billingDetailsInput>;
export type BillingDetailsValues = z.output<typeof billingDetailsInput>;

export const billingDetailsSchema = z.object({
  legalName: z.string(),
  address: z.string(),
  trn: z.string().nullable(),
  updatedAt: z.iso.datetime(),
});
export type BillingDetails = z.infer<typeof billingDetailsSchema>;

/** GET /api/subscriptions/me/billing-details: null until the brand saves them. */
export const billingDetailsAnswerSchema = z.object({ billingDetails: billingDetailsSchema.nullable() });
export type BillingDetailsAnswer = z.infer<typeof billingDetailsAnswerSchema>;

/** One printed line, amounts in fils (integers). */
export const taxLineSchema = z.object({
  description: z.string(),
  quantity: z.int().positive(),
  /** Excluding VAT, rounded to the fils. */
  unitPriceFils: z.int().nonnegative(),
  /** The line's amount excluding VAT (line total minus VAT). */
  taxableFils: z.int().nonnegative(),
  /** Basis points: 500 = 5 %. */
  vatRateBasisPoints: z.int().nonnegative(),
  vatFils: z.int().nonnegative(),
  /** Including VAT: what the brand paid for the line. */
  totalFils: z.int().nonnegative(),
});
export type TaxLine = z.infer<typeof taxLineSchema>;

/** Rounds numerator / denominator half up, for non-negative integers (no floats). */
function divideRounded(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/**
 * A line from a VAT-inclusive unit price: the line total is unit x quantity; its VAT is the
 * tax fraction of that total, rate / (100 % + rate), rounded half up to the fils on the line;
 * the taxable amount is the rest, so taxable + VAT is exactly what was paid.
 */
export function vatInclusiveLine(input: {
  description: string;
  unitGrossFils: number;
  quantity: number;
  vatRateBasisPoints: number;
}): TaxLine {
  const { unitGrossFils, quantity, vatRateBasisPoints: rate } = input;
  for (const value of [unitGrossFils, quantity, rate]) {
    if (!Number.isSafeInteger(value) || value < 0) throw new RangeError('Amounts must be whole fils');
  }
  const totalFils = unitGrossFils * quantity;
  const vatFils = divideRounded(totalFils * rate, 10_000 + rate);
  return {
    description: input.description,
    quantity,
    unitPriceFils: divideRounded(unitGrossFils * 10_000, 10_000 + rate),
    taxableFils: totalFils - vatFils,
    vatRateBasisPoints: rate,
    vatFils,
    totalFils,
  };
}

export function sumTaxLines(lines: readonly TaxLine[]) {
  return {
    taxableFils: lines.reduce((sum, line) => sum + line.taxableFils, 0),
    vatFils: lines.reduce((sum, line) => sum + line.vatFils, 0),
    totalFils: lines.reduce((sum, line) => sum + line.totalFils, 0),
  };
}

/** '5 %' or '5.25 %'. */
export function formatVatRate(basisPoints: number): string {
  const percent = basisPoints / 100;
  return `${Number.isInteger(percent) ? percent : percent.toFixed(2)} %`;
}

/** One row of the billing history. */
export const taxDocumentSummarySchema = z.object({
  id: z.uuid(),
  kind: z.enum(TAX_DOCUMENT_KINDS),
  number: z.string(),
  /** YYYY-MM-DD in Asia/Dubai. */
  issueDate: z.string(),
  issuedAt: z.iso.datetime(),
  description: z.string(),
  totalFils: z.int().nonnegative(),
  vatFils: z.int().nonnegative(),
  currency: z.string(),
  /** Credit notes: the invoice they credit. */
  invoiceNumber: z.string().nullable(),
});
export type TaxDocumentSummary = z.infer<typeof taxDocumentSummarySchema>;

/** GET /api/subscriptions/me/billing-history: newest first. */
export const billingHistorySchema = z.object({ documents: z.array(taxDocumentSummarySchema) });
export type BillingHistory = z.infer<typeof billingHistorySchema>;

export const taxDocumentParams = z.object({ documentId: z.uuid('Document not found') });

/** The PDF's language: `language=en|ar`; without it, the language of the account downloading it. */
export const taxDocumentPdfQuery = z.object({
  language: z.enum(APP_LANGUAGES, { error: UNSUPPORTED_LANGUAGE }).optional(),
});

/** The download path of a document's PDF (the web app and the e-mail link use it), in `language`. */
export function taxDocumentPdfPath(documentId: string, language?: AppLanguage): string {
  const path = `/api/subscriptions/me/tax-documents/${encodeURIComponent(documentId)}/pdf`;
  return language ? `${path}?language=${language}` : path;
}
