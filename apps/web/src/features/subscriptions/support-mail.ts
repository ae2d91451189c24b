import { SUPPORT_EMAIL } from '@partnerly/contracts';

/** A mailto: link to support for a payment problem, prefilled with plan, reason and time. */
export function paymentSupportMailto(details: { planName: string; reason: string; problem: string }): string {
  const body = [
    `Plan: ${details.planName}`,
    `Reason: ${details.reason}`,
    `Time: ${new Date().toISOString()}`,
    '',
    'What happened:',
    '',
  ].join('\n');
  const query = new URLSearchParams({ subject: `Partnerly payment: ${details.problem}`, body });
  // mailto bodies need %20 for spaces; URLSearchParams writes '+'.
  return `mailto:${SUPPORT_EMAIL}?${query.toString().replace(/\+/g, '%20')}`;
}
