import { WORKSPACE_MESSAGES, type BillingHistory, type TaxDocumentSummary } from '@partnerly/contracts';
import { eq, sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, taxDocumentCounters, taxDocuments } from '../../db/schema';
import { sandboxWebhookSecret } from '../../integrations/payments/create-payment-provider';
import { signWebhookBody } from '../../integrations/payments/webhook-signature';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createBrand, createColleague } from '../../test/factories/brand';
import { waitForMail } from '../../test/mailbox';
import type { TestUser } from '../../test/users';
import { resolveAuthSecret } from '../auth/auth-secret';
import { call } from '../brand-profiles/brand-profiles.fixtures';
import { renderTaxDocumentPdf } from './invoices/tax-document-pdf';
import { mailsMatching, startCheckout, subscribeInSandbox } from './subscriptions.fixtures';

// Issue 24 item 2: a VAT tax invoice for every subscription payment, credit notes for refunds.

const SUPPLIER = {
  SUPPLIER_LEGAL_NAME: 'Partnerly Technologies FZ-LLC',
  SUPPLIER_ADDRESS: 'Office 101, Building 7, Dubai Internet City, Dubai, UAE',
  SUPPLIER_TRN: '100234567800003',
};
const DETAILS = {
  legalName: 'Desert Bloom Trading LLC',
  address: 'Shop 4, Al Wasl Road\nJumeirah 1, Dubai, UAE',
  trn: '100 987 654 300 003',
};

let t: TestApp;
let secret: string;
beforeAll(async () => {
  // Each payment queues three e-mails; the queue's worker takes one per poll when busy.
  t = await createTestApp({ ...SUPPLIER, JOBS_POLL_INTERVAL_SECONDS: '0.5' });
  secret = sandboxWebhookSecret(t.deps.env, resolveAuthSecret(t.deps.env));
});
afterAll(() => t.close());

const db = () => t.deps.database.db;

async function historyOf(user: TestUser): Promise<TaxDocumentSummary[]> {
  const response = await call(t, user, 'GET', '/api/subscriptions/me/billing-history');
  expect(response.status).toBe(200);
  return ((await response.json()) as BillingHistory).documents;
}

async function pdfText(user: TestUser, documentId: string): Promise<string> {
  const response = await call(t, user, 'GET', `/api/subscriptions/me/tax-documents/${documentId}/pdf`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  return textOf(new Uint8Array(await response.arrayBuffer()));
}

async function textOf(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocumentProxy(bytes);
  return (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, ' ');
}

const completedEvent = (intentId: string, amount: number) =>
  JSON.stringify({
    event: 'payment_intent.status.updated',
    data: {
      id: intentId,
      account_id: 'acc_1',
      amount,
      currency_code: 'AED',
      status: 'completed',
      created_at: '1',
    },
  });

function deliver(body: string) {
  return t.request('/api/payments/webhooks/sandbox', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-hmac-signature': signWebhookBody(secret, body) },
    body,
  });
}

async function pendingPayment(brand: TestUser, planId = 'basic') {
  const { body } = await startCheckout(t, brand, planId);
  const [row] = await db().select().from(payments).where(eq(payments.id, body.id));
  return row!;
}

const invoiceSequence = (number: string) => Number(number.replace('PL-INV-', ''));

describe('billing details', () => {
  it('an owner saves the legal name, address and TRN (spaces dropped); bad input gets 400 with field messages', async () => {
    const owner = await createBrand(t);
    expect(await (await call(t, owner, 'GET', '/api/subscriptions/me/billing-details')).json()).toEqual({
      billingDetails: null,
    });
    const saved = await call(t, owner, 'PUT', '/api/subscriptions/me/billing-details', DETAILS);
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ legalName: DETAILS.legalName, trn: '100987654300003' });

    const bad = await call(t, owner, 'PUT', '/api/subscriptions/me/billing-details', {
      legalName: '',
      address: 'מגדל 1, Dubai',
      trn: '1234',
    });
    expect(bad.status).toBe(400);
    const { error } = (await bad.json()) as { error: { fields: Record<string, string[]> } };
    expect(error.fields).toEqual({
      legalName: ['Legal name is required'],
      address: ['Use Arabic or Latin letters, digits and punctuation'],
      trn: ['A TRN is 15 digits'],
    });
    // Arabic is printed as entered (decision 0083); its diacritics are not (pdf-lib cannot place them).
    const arabic = await call(t, owner, 'PUT', '/api/subscriptions/me/billing-details', {
      legalName: 'شركة الورد للتجارة',
      address: 'مكتب ١٠١، دبي',
    });
    expect(await arabic.json()).toMatchObject({ legalName: 'شركة الورد للتجارة', address: 'مكتب ١٠١، دبي' });
    const marked = await call(t, owner, 'PUT', '/api/subscriptions/me/billing-details', {
      legalName: 'شَرِكة',
      address: 'Dubai',
    });
    expect(marked.status).toBe(400);
    expect(await marked.json()).toMatchObject({
      error: { fields: { legalName: ['Use Arabic or Latin letters, digits and punctuation'] } },
    });
    const without = await call(t, owner, 'PUT', '/api/subscriptions/me/billing-details', {
      legalName: 'No TRN Co.',
      address: 'Dubai',
    });
    expect(await without.json()).toMatchObject({ trn: null });
  });

  it("is the owners': a manager or member is refused with the billing message, a creator too", async () => {
    const owner = await createBrand(t);
    for (const role of ['manager', 'member'] as const) {
      const colleague = await createColleague(t, owner.id, role);
      for (const [method, path] of [
        ['GET', '/api/subscriptions/me/billing-details'],
        ['PUT', '/api/subscriptions/me/billing-details'],
        ['GET', '/api/subscriptions/me/billing-history'],
      ] as const) {
        const response = await call(t, colleague, method, path, method === 'PUT' ? DETAILS : undefined);
        expect(response.status, `${role} ${method} ${path}`).toBe(403);
        expect(await response.text()).toContain(WORKSPACE_MESSAGES.billingOwnersOnly);
      }
    }
    expect((await call(t, null, 'GET', '/api/subscriptions/me/billing-history')).status).toBe(401);
  });
});

describe('the tax invoice of a payment', () => {
  it('is issued at payment with every field the regulation requires, in the history, the PDF and an e-mail', async () => {
    const owner = await createBrand(t);
    await call(t, owner, 'PUT', '/api/subscriptions/me/billing-details', DETAILS);
    const payment = await subscribeInSandbox(t, owner, 'premium');

    const [invoice] = await historyOf(owner);
    expect(invoice).toMatchObject({
      kind: 'invoice',
      number: expect.stringMatching(/^PL-INV-\d{6}$/),
      // AED 530 paid, VAT-inclusive: VAT 530 x 5/105 = 25.238... -> AED 25.24 on the line.
      totalFils: 53_000,
      vatFils: 2_524,
      currency: 'AED',
      invoiceNumber: null,
      description: expect.stringContaining('Partnerly subscription: Premium plan'),
    });
    expect(invoice!.issueDate).toBe(
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai' }).format(new Date(invoice!.issuedAt)),
    );
    const [row] = await db().select().from(taxDocuments).where(eq(taxDocuments.id, invoice!.id));
    expect(row).toMatchObject({
      paymentId: payment.id,
      taxableFils: 50_476,
      recipientTrn: '100987654300003',
    });

    const text = await pdfText(owner, invoice!.id);
    for (const field of [
      'Tax Invoice',
      `Tax Invoice number: ${invoice!.number}`,
      `Date of issue: ${invoice!.issueDate}`,
      'Supplier',
      SUPPLIER.SUPPLIER_LEGAL_NAME,
      SUPPLIER.SUPPLIER_ADDRESS,
      `TRN: ${SUPPLIER.SUPPLIER_TRN}`,
      'Recipient',
      DETAILS.legalName,
      'Shop 4, Al Wasl Road',
      'Jumeirah 1, Dubai, UAE',
      'TRN: 100987654300003',
      'Partnerly subscription: Premium plan',
      'Unit price',
      'Qty',
      'VAT rate',
      '5 %',
      '504.76', // unit price excluding VAT
      '25.24', // VAT on the line
      '530.00', // line total
      'Total excluding VAT (AED) 504.76',
      'Total VAT (AED) 25.24',
      'Total including VAT (AED) 530.00',
      'UAE dirham (AED)',
    ]) {
      expect(text, field).toContain(field);
    }

    const mail = await waitForMail(t, owner.email, {
      subject: `Tax Invoice ${invoice!.number} from Partnerly`,
    });
    expect(mail.text).toContain('Total AED 530, including VAT of AED 25.24.');
    expect(mail.text).toContain(`/api/subscriptions/me/tax-documents/${invoice!.id}/pdf`);
  });

  it('never changes once issued: later billing details print on later invoices only', async () => {
    const owner = await createBrand(t);
    await call(t, owner, 'PUT', '/api/subscriptions/me/billing-details', DETAILS);
    await subscribeInSandbox(t, owner, 'basic');
    const [invoice] = await historyOf(owner);
    // New billing details print on later invoices only.
    await call(t, owner, 'PUT', '/api/subscriptions/me/billing-details', {
      legalName: 'Renamed LLC',
      address: 'Abu Dhabi',
    });
    expect(await pdfText(owner, invoice!.id)).toContain(DETAILS.legalName);
    await expect(
      db().execute(sql`update tax_documents set total_fils = 1 where id = ${invoice!.id}`),
    ).rejects.toThrow();
    await expect(db().execute(sql`delete from tax_documents where id = ${invoice!.id}`)).rejects.toThrow();
    expect((await historyOf(owner))[0]).toEqual(invoice);
  });

  it('another brand gets 404 for its PDF; an unknown or malformed id too', async () => {
    const owner = await createBrand(t);
    await subscribeInSandbox(t, owner, 'basic');
    const [invoice] = await historyOf(owner);
    const other = await createBrand(t);
    expect(await historyOf(other)).toEqual([]);
    const path = `/api/subscriptions/me/tax-documents/${invoice!.id}/pdf`;
    expect((await call(t, other, 'GET', path)).status).toBe(404);
    expect(
      (
        await call(
          t,
          owner,
          'GET',
          '/api/subscriptions/me/tax-documents/00000000-0000-4000-8000-000000000000/pdf',
        )
      ).status,
    ).toBe(404);
    expect((await call(t, owner, 'GET', '/api/subscriptions/me/tax-documents/nope/pdf')).status).toBe(400);
    const manager = await createColleague(t, owner.id, 'manager');
    const refused = await call(t, manager, 'GET', path);
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain(WORKSPACE_MESSAGES.billingOwnersOnly);
  });

  it('a webhook delivered many times, also at once, issues one invoice', async () => {
    const owner = await createBrand(t);
    const payment = await pendingPayment(owner);
    const body = completedEvent(payment.providerIntentId!, payment.amountFils);
    await Promise.all(Array.from({ length: 5 }, () => deliver(body)));
    await deliver(body);
    const documents = await historyOf(owner);
    expect(documents).toHaveLength(1);
    expect(documents[0]).toMatchObject({ kind: 'invoice', totalFils: 32_000, vatFils: 1_524 });
    await waitForMail(t, owner.email, { subject: /^Tax Invoice PL-INV-/ });
    expect(await mailsMatching(t, owner.email, /^Tax Invoice PL-INV-/)).toHaveLength(1);
  });

  it('numbers are unique and without gaps when many payments complete at once', async () => {
    const brands = await Promise.all(Array.from({ length: 8 }, () => createBrand(t)));
    const pending = await Promise.all(brands.map((brand) => pendingPayment(brand)));
    const [{ before } = { before: -1 }] = await db()
      .select({ before: taxDocumentCounters.lastNumber })
      .from(taxDocumentCounters)
      .where(eq(taxDocumentCounters.kind, 'invoice'));
    // A mismatched amount is refused in its transaction: it takes no number.
    const rejected = await pendingPayment(await createBrand(t));
    const outcomes = await Promise.all([
      ...pending.map((payment) => deliver(completedEvent(payment.providerIntentId!, payment.amountFils))),
      deliver(completedEvent(rejected.providerIntentId!, rejected.amountFils + 1)),
    ]);
    expect(outcomes.every((response) => response.status === 200)).toBe(true);
    const numbers = (await Promise.all(brands.map(historyOf))).map((documents) => {
      expect(documents).toHaveLength(1);
      return invoiceSequence(documents[0]!.number);
    });
    expect(numbers.sort((a, b) => a - b)).toEqual(Array.from({ length: 8 }, (_, i) => before + 1 + i));
  });
});

describe('a refund', () => {
  it('a payment completed after the account was deleted is invoiced and credited in full, once', async () => {
    const owner = await createBrand(t);
    const payment = await pendingPayment(owner);
    expect(
      (await t.request('/api/account', { method: 'DELETE', headers: { cookie: owner.cookie } })).status,
    ).toBe(200);
    const body = completedEvent(payment.providerIntentId!, payment.amountFils);
    await Promise.all([deliver(body), deliver(body)]);

    const rows = await db().select().from(taxDocuments).where(eq(taxDocuments.paymentId, payment.id));
    expect(rows).toHaveLength(2);
    const invoice = rows.find((row) => row.kind === 'invoice')!;
    const creditNote = rows.find((row) => row.kind === 'credit_note')!;
    expect(creditNote).toMatchObject({
      number: expect.stringMatching(/^PL-CN-\d{6}$/),
      invoiceId: invoice.id,
      invoiceNumber: invoice.number,
      totalFils: 32_000,
      vatFils: 1_524,
      taxableFils: 30_476,
    });
    const text = await textOf(await renderTaxDocumentPdf(creditNote));
    for (const field of [
      `Tax Credit Note number: ${creditNote.number}`,
      `Credits tax invoice: ${invoice.number}`,
      SUPPLIER.SUPPLIER_TRN,
      'Credit: Partnerly subscription: Basic plan',
      'Total VAT (AED) 15.24',
      'Total credited including VAT (AED) 320.00',
      'refunded in full',
    ]) {
      expect(text, field).toContain(field);
    }
    const report = await waitForMail(t, t.deps.env.TEAM_EMAIL, {
      subject: `Refund due: payment ${payment.id}`,
    });
    expect(report.text).toContain(
      `Tax invoice ${invoice.number} was issued and credited in full by credit note ${creditNote.number}.`,
    );
  });
});

describe('the data export', () => {
  it("includes the owner's billing details and tax documents", async () => {
    const owner = await createBrand(t);
    await call(t, owner, 'PUT', '/api/subscriptions/me/billing-details', DETAILS);
    await subscribeInSandbox(t, owner, 'basic');
    const [invoice] = await historyOf(owner);
    const exported = (await (await call(t, owner, 'GET', '/api/settings/export')).json()) as {
      billingDetails: { legalName: string };
      taxDocuments: { number: string; supplierTrn: string; lines: unknown[] }[];
    };
    expect(exported.billingDetails.legalName).toBe(DETAILS.legalName);
    expect(exported.taxDocuments).toEqual([
      expect.objectContaining({
        number: invoice!.number,
        supplierTrn: SUPPLIER.SUPPLIER_TRN,
        lines: [expect.any(Object)],
      }),
    ]);
  });
});
