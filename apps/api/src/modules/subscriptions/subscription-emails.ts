import {
  TAX_DOCUMENT_TITLES,
  taxDocumentPdfPath,
  formatAed,
  formatBillingDate,
  formatFils,
  type EnterpriseInquiryInput,
  type EnterpriseLimitRequestInput,
} from '@partnerly/contracts';
import { emailHtml, linkParagraph } from '../../integrations/mailer/email-layout';
import type { MailMessage } from '../../integrations/mailer/mailer';
import { html } from '../../lib/html';
import { translatorFor, type Translator } from '../../lib/i18n';
import { translateStoredText } from './invoices/tax-document-text';

const formatDate = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Billing amounts and dates in a member's e-mails and notifications: English keeps the wording
 * it had ('AED 320', '6 Mar 2026', '2026-03-06'); Arabic uses the translator's formats.
 */
export function billingFormat({ language, format }: Translator) {
  const isEnglish = language === 'en';
  return {
    aed: (amount: number) => (isEnglish ? formatAed(amount) : format.aed(Math.round(amount))),
    fils: (amountFils: number) => (isEnglish ? formatFils(amountFils) : format.aed(amountFils / 100)),
    date: (date: Date) => (isEnglish ? formatBillingDate(date) : format.date(date)),
    day: (date: Date) => (isEnglish ? formatDate(date) : format.date(date)),
  };
}

function message(
  to: string,
  subject: string,
  title: string,
  lines: string[],
  link?: { url: string; label: string },
  translator?: Translator,
) {
  const text = [...lines, ...(link ? ['', `${link.label}: ${link.url}`] : [])].join('\n');
  const paragraphs = lines.filter((line) => line !== '').map((line) => html`<p>${line}</p>`);
  const body = html`${paragraphs}${link && linkParagraph(link.url, link.label)}`;
  return { to, subject, text, html: emailHtml(title, body, undefined, translator) } satisfies MailMessage;
}

/** The payment confirmation is the receipt: amount, plan and the period it pays for (0038). */
export function subscriptionActivatedEmail(
  input: {
    to: string;
    planName: string;
    amountFils: number;
    periodStart: Date;
    periodEnd: Date;
    paidUntil: Date;
    paymentId: string;
    dashboardUrl: string;
  },
  translator: Translator = translatorFor('en'),
): MailMessage {
  const { t } = translator;
  const billing = billingFormat(translator);
  const values = {
    plan: input.planName,
    amount: billing.fils(input.amountFils),
    from: billing.date(input.periodStart),
    to: billing.date(input.periodEnd),
    paidUntil: billing.date(input.paidUntil),
    reference: input.paymentId,
  };
  return message(
    input.to,
    t('email.subscriptionActive.subject', values),
    t('email.subscriptionActive.title'),
    [
      t('email.subscriptionActive.received', values),
      t('email.subscriptionActive.receipt', values),
      t('email.subscriptionActive.paidUntil', values),
    ],
    { url: input.dashboardUrl, label: t('email.subscriptionActive.action') },
    translator,
  );
}

export function renewalReminderEmail(
  input: {
    to: string;
    planName: string;
    amountAed: number;
    renewalDate: Date;
    renewUrl: string;
  },
  translator: Translator = translatorFor('en'),
): MailMessage {
  const { t } = translator;
  const billing = billingFormat(translator);
  const values = {
    plan: input.planName,
    date: billing.day(input.renewalDate),
    amount: billing.aed(input.amountAed),
  };
  return message(
    input.to,
    t('email.renewalReminder.subject', values),
    t('email.renewalReminder.title'),
    [t('email.renewalReminder.paidUntil', values), t('email.renewalReminder.pay', values)],
    { url: input.renewUrl, label: t('email.renewalReminder.action', values) },
    translator,
  );
}

export function subscriptionEndedEmail(
  input: {
    to: string;
    planName: string;
    pricingUrl: string;
  },
  translator: Translator = translatorFor('en'),
): MailMessage {
  const { t } = translator;
  const values = { plan: input.planName };
  return message(
    input.to,
    t('email.subscriptionEnded.subject', values),
    t('email.subscriptionEnded.title'),
    [t('email.subscriptionEnded.body', values)],
    { url: input.pricingUrl, label: t('email.subscriptionEnded.action') },
    translator,
  );
}

export function enterpriseInquiryEmail(
  to: string,
  inquiry: EnterpriseInquiryInput,
  accountEmail?: string,
): MailMessage {
  return message(to, `Enterprise inquiry: ${inquiry.companyName}`, 'New enterprise inquiry', [
    `Company: ${inquiry.companyName}`,
    `Contact: ${inquiry.contactName ?? '(not given)'}`,
    `E-mail: ${inquiry.email}`,
    `Phone: ${inquiry.phone ?? '(not given)'}`,
    `Team size: ${inquiry.teamSize ?? '(not given)'}`,
    `Requirements: ${inquiry.requirements}`,
    `Additional information: ${inquiry.additionalInfo ?? '(none)'}`,
    `Partnerly account: ${accountEmail ?? 'not signed in'}`,
    'Promised reply: within 24 hours.',
  ]);
}

export function limitRequestEmail(
  to: string,
  request: EnterpriseLimitRequestInput & { accountEmail: string; currentPlan: string },
): MailMessage {
  return message(to, `Limit increase request: ${request.accountEmail}`, 'New enterprise limit request', [
    `Account: ${request.accountEmail} (plan ${request.currentPlan})`,
    `Requested QR codes per month: ${request.requestedQrLimit}`,
    `Requested redemptions per code: ${request.requestedRedemptionLimit}`,
    `Expected campaign volume: ${request.campaignVolumeEstimate}`,
    `Business justification: ${request.businessJustification}`,
    'Promised review: within 24 hours.',
  ]);
}

/** To the team: a checkout completed after its brand deleted the account, so no plan started. */
export function refundDueEmail(
  to: string,
  payment: {
    id: string;
    provider: string;
    providerIntentId: string | null;
    planName: string;
    amountAed: number;
    completedAt: Date;
    invoiceNumber: string | null;
    creditNoteNumber: string;
  },
): MailMessage {
  return message(to, `Refund due: payment ${payment.id}`, 'Payment received for a deleted account', [
    `A ${payment.planName} checkout of ${formatAed(payment.amountAed)} completed on ${formatDate(payment.completedAt)}, after the brand deleted its Partnerly account.`,
    'No subscription was started. Please refund the payment to the card in the provider dashboard.',
    `Payment: ${payment.id}`,
    `Provider: ${payment.provider}, payment intent ${payment.providerIntentId ?? 'unknown'}`,
    `Tax invoice ${payment.invoiceNumber ?? '(none)'} was issued and credited in full by credit note ${payment.creditNoteNumber}.`,
  ]);
}

/** To the brand's owners: a super admin granted, extended or changed their Enterprise plan. */
export function enterpriseUpdatedEmail(
  input: {
    to: string;
    title: string;
    lines: string[];
    accountUrl: string;
  },
  translator: Translator = translatorFor('en'),
): MailMessage {
  const link = { url: input.accountUrl, label: translator.t('email.enterprise.viewPlan') };
  return message(input.to, input.title, input.title, input.lines, link, translator);
}

/**
 * A tax invoice or credit note, to the brand's owners when it is issued. The mail queue carries
 * no attachments, so the e-mail links to the PDF in the billing history (owners sign in).
 */
export function taxDocumentEmail(
  to: string,
  document: {
    id: string;
    kind: 'invoice' | 'credit_note';
    number: string;
    issuedAt: Date;
    totalFils: number;
    vatFils: number;
    lines: { description: string }[];
  },
  publicUrl: string,
  translator: Translator = translatorFor('en'),
): MailMessage {
  const { t } = translator;
  const billing = billingFormat(translator);
  // English keeps the contracts' titles; the catalog has them in every language.
  const title =
    translator.language === 'en'
      ? TAX_DOCUMENT_TITLES[document.kind]
      : t('email.taxDocument.kind', { kind: document.kind });
  const values = {
    title,
    number: document.number,
    date: billing.date(document.issuedAt),
    total: billing.fils(document.totalFils),
    vat: billing.fils(document.vatFils),
  };
  return message(
    to,
    t('email.taxDocument.subject', values),
    `${title} ${document.number}`,
    [
      t('email.taxDocument.issued', values),
      ...document.lines.map((line) => translateStoredText(line.description, translator)),
      t('email.taxDocument.total', values),
      t('email.taxDocument.history'),
    ],
    // The PDF in the recipient's language, whoever is signed in when the link is opened.
    {
      url: `${publicUrl}${taxDocumentPdfPath(document.id, translator.language)}`,
      label: t('email.taxDocument.action', values),
    },
    translator,
  );
}
