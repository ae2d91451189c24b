import type { AreaCatalog } from '../area';
import type { invoice as english } from '../en/invoice';

// The PDF's texts (invoice.pdf.*, invoice.stored.*) carry no diacritics: pdf-lib draws glyphs at
// their advances and would misplace a mark that the font positions (decision 0083).
export const invoice: AreaCatalog<typeof english> = {
  'invoice.pdf.title': '{kind, select, credit_note {إشعار دائن ضريبي} other {فاتورة ضريبية}}',
  'invoice.pdf.number': 'رقم {title}: {number}',
  'invoice.pdf.issueDate': 'تاريخ الإصدار: {date}',
  'invoice.pdf.creditsInvoice': 'عن الفاتورة الضريبية: {number}',
  'invoice.pdf.supplier': 'المورد',
  'invoice.pdf.recipient': 'المستلم',
  'invoice.pdf.trn': 'رقم التسجيل الضريبي: {trn}',
  'invoice.pdf.description': 'الوصف',
  'invoice.pdf.unitPrice': 'سعر الوحدة',
  'invoice.pdf.quantity': 'الكمية',
  'invoice.pdf.taxable': 'المبلغ الخاضع للضريبة',
  'invoice.pdf.vatRate': 'نسبة الضريبة',
  'invoice.pdf.vat': 'الضريبة (درهم)',
  'invoice.pdf.total': 'الإجمالي (درهم)',
  'invoice.pdf.totalExcludingVat': 'الإجمالي دون ضريبة القيمة المضافة (درهم)',
  'invoice.pdf.totalVat': 'إجمالي ضريبة القيمة المضافة (درهم)',
  'invoice.pdf.totalIncludingVat':
    '{kind, select, credit_note {إجمالي المبلغ الدائن شامل ضريبة القيمة المضافة (درهم)} other {الإجمالي شامل ضريبة القيمة المضافة (درهم)}}',
  'invoice.pdf.reason': 'السبب: {reason}',
  'invoice.pdf.footer':
    'جميع المبالغ بالدرهم الإماراتي ({currency})، مقربة إلى الفلس في كل بند. أسعار الوحدات لا تشمل ضريبة القيمة المضافة، وإجمالي كل بند يشملها.',

  'invoice.stored.plan': 'اشتراك Partnerly: الباقة {plan}',
  'invoice.stored.planPeriod': 'اشتراك Partnerly: الباقة {plan}، من {start} إلى {end}',
  'invoice.stored.upgrade': 'اشتراك Partnerly: الترقية إلى الباقة {plan} (بالتناسب)',
  'invoice.stored.upgradePeriod':
    'اشتراك Partnerly: الترقية إلى الباقة {plan} (بالتناسب)، من {start} إلى {end}',
  'invoice.stored.credit': 'إشعار دائن عن: {description}',
  'invoice.stored.refundedAfterDeletion':
    'دفع المبلغ بعد حذف حساب العلامة التجارية: لم يقدم أي اشتراك، ويرد المبلغ بالكامل.',

  'invoice.download.otherLanguage': '{language, select, ar {PDF بالعربية} other {English PDF}}',
  'invoice.download.otherLanguageLabel':
    '{language, select, ar {تنزيل ملف PDF بالعربية لـ{title} رقم {number}} other {تنزيل ملف PDF بالإنجليزية لـ{title} رقم {number}}}',
};
