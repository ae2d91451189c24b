import {
  formatBillingDate,
  sumTaxLines,
  taxDocumentNumber,
  vatInclusiveLine,
  type TaxDocumentKind,
} from '@partnerly/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import type { Env } from '../../../config/env';
import { billingDetails, taxDocumentCounters, taxDocuments } from '../../../db/schema';
import { listActiveRows } from '../../brand-profiles/find-brand-profiles';
import { planNameOf } from '../plans/plans.service';
import type { PaymentRow } from '../payments/payment-view';

export type TaxDocumentRow = typeof taxDocuments.$inferSelect;
type SupplierEnv = Pick<
  Env,
  'SUPPLIER_LEGAL_NAME' | 'SUPPLIER_ADDRESS' | 'SUPPLIER_TRN' | 'VAT_RATE_BASIS_POINTS'
>;

const dubaiDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Dubai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day in the UAE (Asia/Dubai), YYYY-MM-DD: the printed date of issue. */
function uaeIssueDate(at: Date): string {
  return dubaiDate.format(at);
}

/**
 * The next number of a kind. The UPDATE locks the counter row until the calling transaction
 * ends: a concurrent issue waits, then reads the committed value, so two documents never share
 * a number; a transaction that rolls back gives its number back, so none is skipped.
 */
async function allocateNumber(tx: Tx, kind: TaxDocumentKind): Promise<string> {
  const [row] = await tx
    .update(taxDocumentCounters)
    .set({ lastNumber: sql`${taxDocumentCounters.lastNumber} + 1` })
    .where(eq(taxDocumentCounters.kind, kind))
    .returning({ lastNumber: taxDocumentCounters.lastNumber });
  if (!row) throw new Error(`No tax document counter for ${kind} (migration 0024 seeds them)`);
  return taxDocumentNumber(kind, row.lastNumber);
}

/** Who the invoice is for: the billing details the owners saved, else the main brand profile. */
async function recipientOf(tx: Tx, workspaceId: string) {
  const [details] = await tx.select().from(billingDetails).where(eq(billingDetails.workspaceId, workspaceId));
  if (details) return { name: details.legalName, address: details.address, trn: details.trn };
  const [main] = await listActiveRows(tx, workspaceId);
  const address = [main?.location, main?.city, main?.country].filter(Boolean).join(', ');
  return {
    name: main?.companyName || main?.profileName || `Partnerly brand account ${workspaceId}`,
    address: address || null,
    trn: null,
  };
}

async function describePayment(tx: Tx, payment: PaymentRow): Promise<string> {
  const planName = await planNameOf(tx, payment.planId);
  const what = payment.purpose === 'upgrade' ? `upgrade to ${planName} (prorated)` : `${planName} plan`;
  const period =
    payment.periodStart && payment.periodEnd
      ? `, ${formatBillingDate(payment.periodStart)} to ${formatBillingDate(payment.periodEnd)}`
      : '';
  return `Partnerly subscription: ${what}${period}`;
}

/**
 * Issues the tax invoice of a completed payment, in the transaction that records it as paid
 * (the caller holds the payment's row lock, so it runs once per payment; the unique index on
 * kind + payment is the backstop). Every printed field is stored: the document never changes.
 */
export async function issueTaxInvoice(
  tx: Tx,
  env: SupplierEnv,
  payment: PaymentRow,
  now: Date,
): Promise<TaxDocumentRow> {
  const line = vatInclusiveLine({
    description: await describePayment(tx, payment),
    unitGrossFils: payment.amountFils,
    quantity: 1,
    vatRateBasisPoints: env.VAT_RATE_BASIS_POINTS,
  });
  const recipient = await recipientOf(tx, payment.workspaceId);
  const totals = sumTaxLines([line]);
  const [row] = await tx
    .insert(taxDocuments)
    .values({
      kind: 'invoice',
      number: await allocateNumber(tx, 'invoice'),
      workspaceId: payment.workspaceId,
      paymentId: payment.id,
      issuedAt: now,
      issueDate: uaeIssueDate(now),
      supplierName: env.SUPPLIER_LEGAL_NAME,
      supplierAddress: env.SUPPLIER_ADDRESS,
      supplierTrn: env.SUPPLIER_TRN,
      recipientName: recipient.name,
      recipientAddress: recipient.address,
      recipientTrn: recipient.trn,
      currency: payment.currency,
      lines: [line],
      ...totals,
    })
    .returning();
  return row!;
}

/**
 * Issues the credit note for the whole of an invoice (the payment is given back): its own
 * sequence, the invoice's lines, parties and rate (the supply is reversed as it was taxed),
 * and a reference to the invoice. At most one per payment.
 */
export async function issueCreditNote(
  tx: Tx,
  invoice: TaxDocumentRow,
  reason: string,
  now: Date,
): Promise<TaxDocumentRow> {
  const [row] = await tx
    .insert(taxDocuments)
    .values({
      ...invoice,
      id: undefined,
      kind: 'credit_note',
      number: await allocateNumber(tx, 'credit_note'),
      invoiceId: invoice.id,
      invoiceNumber: invoice.number,
      reason,
      issuedAt: now,
      issueDate: uaeIssueDate(now),
      lines: invoice.lines.map((line) => ({ ...line, description: `Credit: ${line.description}` })),
    })
    .returning();
  return row!;
}
