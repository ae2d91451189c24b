import { describe, expect, it } from 'vitest';
import { contactTeamEmail } from '../../modules/contact/contact-email';
import { notificationEmail } from '../../modules/notifications/notification-email';
import {
  sandboxCheckoutPage,
  sandboxNotFoundPage,
} from '../../modules/subscriptions/payments/sandbox-checkout-page';
import {
  enterpriseInquiryEmail,
  limitRequestEmail,
  refundDueEmail,
  renewalReminderEmail,
  subscriptionActivatedEmail,
  subscriptionEndedEmail,
} from '../../modules/subscriptions/subscription-emails';
import type { SandboxIntentRow } from '../payments/sandbox-provider';
import * as authEmails from './templates';

// A value that would run script or break out of an attribute if it were not escaped.
const HOSTILE = `<script>alert(1)</script>"><img src=x onerror=1>`;
const ESCAPED = '&#60;script&#62;alert(1)&#60;/script&#62;&#34;&#62;&#60;img src=x onerror=1&#62;';

// The elements the templates write themselves; anything else came from a value.
const OWN_ELEMENTS = new Set([
  'a',
  'body',
  'button',
  'div',
  'form',
  'h1',
  'head',
  'html',
  'main',
  'meta',
  'p',
  'strong',
  'style',
  'title',
]);
const elementsOf = (html: string) => new Set([...html.matchAll(/<([a-z][a-z0-9]*)/gi)].map((m) => m[1]!));

const to = 'someone@example.com';
const date = new Date('2025-03-04T00:00:00Z');
const receipt = {
  to,
  amountFils: 9900,
  periodStart: date,
  periodEnd: date,
  paidUntil: date,
  paymentId: 'p-1',
};
const intent = (fields: Partial<SandboxIntentRow>): SandboxIntentRow => ({
  id: 'intent-1',
  operationId: 'op-1',
  amount: 9900,
  currencyCode: 'AED',
  status: 'completed',
  message: 'Pro plan',
  successUrl: 'http://localhost:3000/done',
  cancelUrl: null,
  failureUrl: null,
  createdAt: date,
  updatedAt: date,
  ...fields,
});

const contact = {
  type: 'investment',
  name: 'Ann',
  email: 'ann@example.com',
  company: 'Acme',
  ticketSize: '1M',
  message: 'Hello there, team',
} as const;
const inquiry = {
  companyName: 'Acme',
  contactName: 'Ann',
  email: 'ann@example.com',
  phone: '+971 4 000 0000',
  teamSize: '10',
  requirements: 'Many codes',
  additionalInfo: 'None',
};

/** Each template and field that takes a value, rendered with `value` in that field alone. */
const fields: Record<string, (value: string) => string> = {
  'password reset: user name': (v) =>
    authEmails.passwordResetEmail({ to, userName: v, resetLink: 'http://l/r' }).html,
  'password reset: link': (v) => authEmails.passwordResetEmail({ to, userName: 'Eve', resetLink: v }).html,
  'sign-in code: user name': (v) => authEmails.emailCodeEmail({ to, userName: v, code: '123456' }).html,
  'sign-in code: code': (v) => authEmails.emailCodeEmail({ to, code: v }).html,
  'confirm address: user name': (v) =>
    authEmails.confirmAddressEmail({
      to,
      userName: v,
      code: '1',
      codeMinutes: 10,
      confirmUrl: 'http://l',
      linkDays: 7,
    }).html,
  'confirm address: code': (v) =>
    authEmails.confirmAddressEmail({ to, code: v, codeMinutes: 10, confirmUrl: 'http://l', linkDays: 7 })
      .html,
  'confirm address: link': (v) =>
    authEmails.confirmAddressEmail({ to, code: '1', codeMinutes: 10, confirmUrl: v, linkDays: 7 }).html,
  'account exists: user name': (v) =>
    authEmails.accountExistsEmail({ to, userName: v, signInUrl: 'http://l' }).html,
  'account exists: link': (v) => authEmails.accountExistsEmail({ to, signInUrl: v }).html,
  'welcome: user name': (v) => authEmails.welcomeEmail({ to, userName: v, dashboardUrl: 'http://l' }).html,
  'welcome: link': (v) => authEmails.welcomeEmail({ to, dashboardUrl: v }).html,
  ...Object.fromEntries(
    (['userName', 'title', 'message', 'actionUrl', 'actionLabel', 'preferencesUrl'] as const).map((field) => [
      `notification: ${field}`,
      (v: string) =>
        notificationEmail({
          to,
          subject: 'Subject',
          title: 'Title',
          message: 'Message',
          actionUrl: 'http://l/a',
          actionLabel: 'Open',
          preferencesUrl: 'http://l/p',
          [field]: v,
        }).html,
    ]),
  ),
  ...Object.fromEntries(
    (['name', 'email', 'company', 'ticketSize', 'message'] as const).map((field) => [
      `contact: ${field}`,
      (v: string) => contactTeamEmail(to, { ...contact, [field]: v }).html,
    ]),
  ),
  'contact: account e-mail': (v) => contactTeamEmail(to, contact, v).html,
  'subscription active: plan': (v) =>
    subscriptionActivatedEmail({ ...receipt, planName: v, dashboardUrl: 'http://l' }).html,
  'subscription active: link': (v) =>
    subscriptionActivatedEmail({ ...receipt, planName: 'Pro', dashboardUrl: v }).html,
  'renewal reminder: plan': (v) =>
    renewalReminderEmail({ to, planName: v, amountAed: 99, renewalDate: date, renewUrl: 'http://l' }).html,
  'renewal reminder: link': (v) =>
    renewalReminderEmail({ to, planName: 'Pro', amountAed: 99, renewalDate: date, renewUrl: v }).html,
  'subscription ended: plan': (v) => subscriptionEndedEmail({ to, planName: v, pricingUrl: 'http://l' }).html,
  'subscription ended: link': (v) => subscriptionEndedEmail({ to, planName: 'Pro', pricingUrl: v }).html,
  ...Object.fromEntries(
    (
      ['companyName', 'contactName', 'email', 'phone', 'teamSize', 'requirements', 'additionalInfo'] as const
    ).map((field) => [
      `enterprise inquiry: ${field}`,
      (v: string) => enterpriseInquiryEmail(to, { ...inquiry, [field]: v }).html,
    ]),
  ),
  'enterprise inquiry: account e-mail': (v) => enterpriseInquiryEmail(to, inquiry, v).html,
  ...Object.fromEntries(
    (['accountEmail', 'currentPlan', 'campaignVolumeEstimate', 'businessJustification'] as const).map(
      (field) => [
        `limit request: ${field}`,
        (v: string) =>
          limitRequestEmail(to, {
            accountEmail: 'a@x',
            currentPlan: 'enterprise',
            requestedQrLimit: 10,
            requestedRedemptionLimit: 10,
            campaignVolumeEstimate: 'Some',
            businessJustification: 'Growth',
            [field]: v,
          }).html,
      ],
    ),
  ),
  ...Object.fromEntries(
    (['id', 'provider', 'providerIntentId', 'planName'] as const).map((field) => [
      `refund due: ${field}`,
      (v: string) =>
        refundDueEmail(to, {
          id: 'pay-1',
          provider: 'ziina',
          providerIntentId: 'pi-1',
          planName: 'Pro',
          amountAed: 99,
          completedAt: date,
          invoiceNumber: 'PL-INV-000001',
          creditNoteNumber: 'PL-CN-000001',
          [field]: v,
        }).html,
    ]),
  ),
  'checkout page: plan': (v) => sandboxCheckoutPage(intent({}), v, null, 'nonce'),
  'checkout page: intent message': (v) => sandboxCheckoutPage(intent({ message: v }), 'Pro', null, 'nonce'),
  'checkout page: return link': (v) => sandboxCheckoutPage(intent({}), 'Pro', v, 'nonce'),
  'checkout page: style nonce': (v) => sandboxCheckoutPage(intent({}), 'Pro', null, v),
  'checkout not found page: style nonce': (v) => sandboxNotFoundPage(v),
};

describe('HTML e-mails and pages', () => {
  it.each(Object.entries(fields))('%s comes out escaped', (_field, render) => {
    const html = render(HOSTILE);
    expect(html).toContain(ESCAPED);
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect([...elementsOf(html)].filter((name) => !OWN_ELEMENTS.has(name))).toEqual([]);
  });

  it('keeps a hostile intent id inside the checkout forms’ addresses', () => {
    const html = sandboxCheckoutPage(
      intent({ id: HOSTILE, status: 'requires_payment_instrument' }),
      'Pro',
      null,
      'nonce',
    );
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).toContain(`action="/api/payments/sandbox/checkout/${encodeURIComponent(HOSTILE)}/pay"`);
  });
});
