import { UNSUPPORTED_LANGUAGE, type BillingHistory } from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taxDocuments } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createBrand } from '../../test/factories/brand';
import { waitForMail } from '../../test/mailbox';
import type { TestUser } from '../../test/users';
import { call } from '../brand-profiles/brand-profiles.fixtures';
import { renderTaxDocumentPdf } from './invoices/tax-document-pdf';
import { subscribeInSandbox } from './subscriptions.fixtures';

// Issue 25: tax invoices and credit notes in Arabic as well as English (decision 0083).

const DETAILS = {
  legalName: 'Desert Bloom Trading LLC',
  address: 'Shop 4, Al Wasl Road\nDubai, UAE',
  trn: '',
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SUPPLIER_TRN: '100234567800003', JOBS_POLL_INTERVAL_SECONDS: '0.5' });
});
afterAll(() => t.close());

const pdfPath = (id: string, query = '') => `/api/subscriptions/me/tax-documents/${id}/pdf${query}`;

async function textOf(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocumentProxy(bytes);
  return (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, ' ');
}

async function download(user: TestUser, id: string, query = '') {
  const response = await call(t, user, 'GET', pdfPath(id, query));
  expect(response.status).toBe(200);
  return { response, text: await textOf(new Uint8Array(await response.arrayBuffer())) };
}

async function paidInvoice() {
  const owner = await createBrand(t);
  await call(t, owner, 'PUT', '/api/subscriptions/me/billing-details', DETAILS);
  await subscribeInSandbox(t, owner, 'basic');
  const history = (await (
    await call(t, owner, 'GET', '/api/subscriptions/me/billing-history')
  ).json()) as BillingHistory;
  return { owner, invoice: history.documents[0]! };
}

const ARABIC_FIELDS = [
  'فاتورة ضريبية',
  'تاريخ الإصدار',
  'المورد',
  'المستلم',
  'رقم التسجيل الضريبي',
  'الوصف',
  'سعر الوحدة',
  'الكمية',
  // pdf.js does not mirror brackets back when it reverses Arabic text: no '(درهم)' here.
  'الإجمالي شامل ضريبة القيمة المضافة',
  // The stored 'Partnerly subscription: Basic plan, …' in the catalog's Arabic.
  'الباقة الأساسية',
];

describe('the PDF in Arabic', () => {
  it('prints the Arabic title, labels and description with the number, TRN and amounts in Latin digits', async () => {
    const { owner, invoice } = await paidInvoice();
    const { response, text } = await download(owner, invoice.id, '?language=ar');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="${invoice.number}-ar.pdf"`,
    );
    expect(response.headers.get('content-language')).toBe('ar');
    for (const field of [
      ...ARABIC_FIELDS,
      invoice.number,
      '100234567800003',
      DETAILS.legalName,
      '304.76', // AED 320 excluding VAT
      '15.24',
      '320.00',
      '5%',
    ]) {
      expect(text, field).toContain(field);
    }
    expect(text).not.toContain('Tax Invoice');
    expect(text).not.toContain('Partnerly subscription');
  });

  it("follows the account's language without ?language, and ?language=en gives the English PDF", async () => {
    const { owner, invoice } = await paidInvoice();
    expect((await download(owner, invoice.id)).text).toContain(`Tax Invoice number: ${invoice.number}`);
    expect((await call(t, owner, 'PUT', '/api/me/language', { language: 'ar' })).status).toBe(200);
    const arabic = await download(owner, invoice.id);
    expect(arabic.text).toContain('فاتورة ضريبية');
    expect(arabic.response.headers.get('content-disposition')).toContain(`${invoice.number}-ar.pdf`);
    const english = await download(owner, invoice.id, '?language=en');
    expect(english.text).toContain(`Tax Invoice number: ${invoice.number}`);
    expect(english.response.headers.get('content-disposition')).toBe(
      `attachment; filename="${invoice.number}.pdf"`,
    );
  });

  it('refuses a language it does not offer with a field message, and another brand still gets 404', async () => {
    const { owner, invoice } = await paidInvoice();
    const refused = await call(t, owner, 'GET', pdfPath(invoice.id, '?language=fr'));
    expect(refused.status).toBe(400);
    const { error } = (await refused.json()) as { error: { fields: Record<string, string[]> } };
    expect(error.fields).toEqual({ language: [UNSUPPORTED_LANGUAGE] });
    const other = await createBrand(t);
    expect((await call(t, other, 'GET', pdfPath(invoice.id, '?language=ar'))).status).toBe(404);
  });

  it('the e-mail of an Arabic-speaking owner links the Arabic PDF and describes the line in Arabic', async () => {
    const owner = await createBrand(t);
    await call(t, owner, 'PUT', '/api/me/language', { language: 'ar' });
    await subscribeInSandbox(t, owner, 'basic');
    const mail = await waitForMail(t, owner.email, { subject: /^فاتورة ضريبية PL-INV-\d{6}/ });
    const [row] = await t.deps.database.db
      .select()
      .from(taxDocuments)
      .where(eq(taxDocuments.number, mail.subject.match(/PL-INV-\d{6}/)![0]));
    expect(mail.text).toContain(`${pdfPath(row!.id)}?language=ar`);
    expect(mail.text).toContain('اشتراك Partnerly: الباقة الأساسية');
  });
});

describe('a credit note in Arabic', () => {
  it('translates the stored credit line and refund reason; unknown text prints as stored', async () => {
    const { invoice } = await paidInvoice();
    const [row] = await t.deps.database.db.select().from(taxDocuments).where(eq(taxDocuments.id, invoice.id));
    const creditNote = {
      ...row!,
      kind: 'credit_note' as const,
      number: 'PL-CN-999999',
      invoiceNumber: row!.number,
      reason:
        'Paid after the brand account was deleted: no subscription was supplied and the payment is refunded in full.',
      lines: row!.lines.map((line) => ({ ...line, description: `Credit: ${line.description}` })),
    };
    const text = await textOf(await renderTaxDocumentPdf(creditNote, 'ar'));
    for (const field of [
      'إشعار دائن ضريبي',
      'عن الفاتورة الضريبية',
      row!.number,
      'إشعار دائن عن',
      'الباقة الأساسية',
      'إجمالي المبلغ الدائن شامل ضريبة القيمة المضافة',
      'حذف حساب العلامة التجارية',
    ]) {
      expect(text, field).toContain(field);
    }
    const unknown = await textOf(
      await renderTaxDocumentPdf({ ...creditNote, reason: 'Goodwill refund' }, 'ar'),
    );
    expect(unknown).toContain('Goodwill refund');
  });
});

describe('the PDF in English', () => {
  it('prints a recipient name in Arabic script instead of question marks', async () => {
    const { invoice } = await paidInvoice();
    const [row] = await t.deps.database.db.select().from(taxDocuments).where(eq(taxDocuments.id, invoice.id));
    const text = await textOf(
      await renderTaxDocumentPdf({ ...row!, recipientName: 'شركة الورد للتجارة' }, 'en'),
    );
    expect(text).toContain('شركة الورد للتجارة');
    expect(text).toContain(`Tax Invoice number: ${invoice.number}`);
    expect(text).not.toContain('?');
  });
});
