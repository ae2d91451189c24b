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

const formatDate = (date: Date) => date.toISOString().slice(0, 10);

function message(
  to: string,
  subject: string,
  title: string,
  lines: string[],
  link?: { url: string; label: string },
) {
  const text = [...lines, ...(link ? ['', `${link.label}: ${link.url}`] : [])].join('\n');
  const paragraphs = lines.filter((line) => line !== '').map((line) => html`<p>${line}</p>`);
  const body = html`${paragraphs}${link && linkParagraph(link.url, link.label)}`;
  return { to, subject, text, html: emailHtml(title, body) } satisfies MailMessage;
}

/** The payment confirmation is the receipt: amount, plan and the period it pays for (0038). */
export function subscriptionActivatedEmail(input: {
  to: string;
  planName: string;
  amountFils: number;
  periodStart: Date;
  periodEnd: Date;
  paidUntil: Date;
  paymentId: string;
  dashboardUrl: string;
}): MailMessage {
  return message(
    input.to,
    `Your ${input.planName} subscription is active`,
    'Payment Successful!',
    [
      `Thank you. We received ${formatFils(input.amountFils)} (tax included) and your ${input.planName} subscription is activated.`,
      `Receipt: ${input.planName} plan for the period ${formatBillingDate(input.periodStart)} to ${formatBillingDate(input.periodEnd)}. Payment reference ${input.paymentId}.`,
      `Your plan is paid until ${formatBillingDate(input.paidUntil)}. We will remind you before it needs renewing.`,
    ],
    { url: input.dashboardUrl, label: 'Continue to Dashboard' },
  );
}

export function renewalReminderEmail(input: {
  to: string;
  planName: string;
  amountAed: number;
  renewalDate: Date;
  renewUrl: string;
}): MailMessage {
  return message(
    input.to,
    `Renew your ${input.planName} plan by ${formatDate(input.renewalDate)}`,
    'Your subscription renews soon',
    [
      `Your ${input.planName} plan is paid until ${formatDate(input.renewalDate)}.`,
      `Pay ${formatAed(input.amountAed)} (tax included) for the next 30 days to keep your campaigns and QR codes going. Without payment your account moves to the free plan on that date.`,
    ],
    { url: input.renewUrl, label: `Pay ${formatAed(input.amountAed)}` },
  );
}

export function subscriptionEndedEmail(input: {
  to: string;
  planName: string;
  pricingUrl: string;
}): MailMessage {
  return message(
    input.to,
    `Your ${input.planName} subscription has ended`,
    'Your subscription has ended',
    [
      `Your ${input.planName} plan has ended and your account is now on the free plan. You can resubscribe at any time.`,
    ],
    { url: input.pricingUrl, label: 'View Plans' },
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
export function enterpriseUpdatedEmail(input: {
  to: string;
  title: string;
  lines: string[];
  accountUrl: string;
}): MailMessage {
  return message(input.to, input.title, input.title, input.lines, {
    url: input.accountUrl,
    label: 'View your plan',
  });
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
): MailMessage {
  const title = TAX_DOCUMENT_TITLES[document.kind];
  return message(
    to,
    `${title} ${document.number} from Partnerly`,
    `${title} ${document.number}`,
    [
      `${title} ${document.number}, issued ${formatBillingDate(document.issuedAt)}.`,
      ...document.lines.map((line) => line.description),
      `Total ${formatFils(document.totalFils)}, including VAT of ${formatFils(document.vatFils)}.`,
      'Your invoices and credit notes are in Billing history on your Account page.',
    ],
    { url: `${publicUrl}${taxDocumentPdfPath(document.id)}`, label: `Download ${title} (PDF)` },
  );
}
