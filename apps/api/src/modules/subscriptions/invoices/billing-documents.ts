import type { BillingDetails, BillingDetailsValues, TaxDocumentSummary } from '@partnerly/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { billingDetails, taxDocuments } from '../../../db/schema';
import { AppError } from '../../../middleware/errors';
import type { TaxDocumentRow } from './issue-tax-documents';

type BillingDetailsRow = typeof billingDetails.$inferSelect;

function toBillingDetails(row: BillingDetailsRow): BillingDetails {
  return {
    legalName: row.legalName,
    address: row.address,
    trn: row.trn,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The workspace's billing details (printed on invoices issued from now on), or null. */
export async function getBillingDetails(db: Db, workspaceId: string): Promise<BillingDetails | null> {
  const [row] = await db.select().from(billingDetails).where(eq(billingDetails.workspaceId, workspaceId));
  return row ? toBillingDetails(row) : null;
}

/**
 * Saves the billing details. Invoices already issued keep the details they were issued with
 * (their snapshot); the next payment's invoice prints these.
 */
export async function saveBillingDetails(
  db: Db,
  workspaceId: string,
  userId: string,
  input: BillingDetailsValues,
  now = new Date(),
): Promise<BillingDetails> {
  const values = { ...input, updatedBy: userId, updatedAt: now };
  const [row] = await db
    .insert(billingDetails)
    .values({ workspaceId, ...values })
    .onConflictDoUpdate({ target: billingDetails.workspaceId, set: values })
    .returning();
  return toBillingDetails(row!);
}

function toTaxDocumentSummary(row: TaxDocumentRow): TaxDocumentSummary {
  return {
    id: row.id,
    kind: row.kind,
    number: row.number,
    issueDate: row.issueDate,
    issuedAt: row.issuedAt.toISOString(),
    description: row.lines.map((line) => line.description).join('; '),
    totalFils: row.totalFils,
    vatFils: row.vatFils,
    currency: row.currency,
    invoiceNumber: row.invoiceNumber,
  };
}

/** The workspace's invoices and credit notes, newest first. */
export async function listBillingHistory(db: Db, workspaceId: string): Promise<TaxDocumentSummary[]> {
  const rows = await db
    .select()
    .from(taxDocuments)
    .where(eq(taxDocuments.workspaceId, workspaceId))
    .orderBy(desc(taxDocuments.issuedAt), desc(taxDocuments.number));
  return rows.map(toTaxDocumentSummary);
}

/** One of the workspace's documents; another workspace's id answers 404 like an unknown one. */
export async function getTaxDocumentOrThrow(
  db: Db,
  workspaceId: string,
  id: string,
): Promise<TaxDocumentRow> {
  const [row] = await db
    .select()
    .from(taxDocuments)
    .where(and(eq(taxDocuments.id, id), eq(taxDocuments.workspaceId, workspaceId)));
  if (!row) throw new AppError('NOT_FOUND', 'Document not found');
  return row;
}
