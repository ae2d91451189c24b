// Tax invoices and credit notes (issue 25): the PDF's labels, the stored English texts of the
// documents (printed as they are in English, translated when the PDF is printed in Arabic) and
// the billing history's second download.
export const invoice = {
  // The PDF
  'invoice.pdf.title': '{kind, select, credit_note {Tax Credit Note} other {Tax Invoice}}',
  'invoice.pdf.number': '{title} number: {number}',
  'invoice.pdf.issueDate': 'Date of issue: {date}',
  'invoice.pdf.creditsInvoice': 'Credits tax invoice: {number}',
  'invoice.pdf.supplier': 'Supplier',
  'invoice.pdf.recipient': 'Recipient',
  'invoice.pdf.trn': 'TRN: {trn}',
  'invoice.pdf.description': 'Description',
  'invoice.pdf.unitPrice': 'Unit price',
  'invoice.pdf.quantity': 'Qty',
  'invoice.pdf.taxable': 'Taxable amount',
  'invoice.pdf.vatRate': 'VAT rate',
  'invoice.pdf.vat': 'VAT (AED)',
  'invoice.pdf.total': 'Total (AED)',
  'invoice.pdf.totalExcludingVat': 'Total excluding VAT (AED)',
  'invoice.pdf.totalVat': 'Total VAT (AED)',
  'invoice.pdf.totalIncludingVat':
    '{kind, select, credit_note {Total credited including VAT (AED)} other {Total including VAT (AED)}}',
  'invoice.pdf.reason': 'Reason: {reason}',
  'invoice.pdf.footer':
    'All amounts in UAE dirham ({currency}), rounded per line to the fils. Unit prices exclude VAT; line totals include it.',

  // Texts stored on the documents in English (issue-tax-documents.ts, apply-intent-status.ts):
  // the English must stay exactly as stored for the Arabic PDF to find them.
  'invoice.stored.plan': 'Partnerly subscription: {plan} plan',
  'invoice.stored.planPeriod': 'Partnerly subscription: {plan} plan, {start} to {end}',
  'invoice.stored.upgrade': 'Partnerly subscription: upgrade to {plan} (prorated)',
  'invoice.stored.upgradePeriod': 'Partnerly subscription: upgrade to {plan} (prorated), {start} to {end}',
  'invoice.stored.credit': 'Credit: {description}',
  'invoice.stored.refundedAfterDeletion':
    'Paid after the brand account was deleted: no subscription was supplied and the payment is refunded in full.',

  // The billing history: the PDF in the other language (named in that language)
  'invoice.download.otherLanguage': '{language, select, ar {PDF بالعربية} other {English PDF}}',
  'invoice.download.otherLanguageLabel':
    '{language, select, ar {Download the Arabic PDF of {title} {number}} other {Download the English PDF of {title} {number}}}',
} as const satisfies Record<string, string>;
