import {
  formatRate,
  markPaidInput,
  totalPaid,
  type BrandPayoutList,
  type CampaignResult,
  type MarkPaidValues,
  type Payout,
} from '@partnerly/contracts';
import type { MessageKey } from '@partnerly/contracts/i18n';
import type { MessageValues } from '@/lib/i18n/i18n-provider';
import { translateName } from '@/lib/i18n/known-messages';

type Translate = (key: MessageKey, values?: MessageValues) => string;

// Pure helpers of the brand's Payouts tab (issue 16): the figures above the list, the mark-paid
// form's default day and check, and the list after a payment.

/** Today's date where the brand is (YYYY-MM-DD, the browser's time zone): the form's default and latest day. */
export function localToday(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export interface PayoutSummary {
  /** Approved, not paid yet: what the brand still owes. */
  toPay: number;
  toPayCount: number;
  /** Results awaiting the brand's review: no amount yet. */
  pendingCount: number;
}

/** What is still to pay and to review; amounts added in fils, as the server adds the total spent. */
export function payoutSummary(payouts: readonly Pick<Payout, 'amount' | 'status'>[]): PayoutSummary {
  const approved = payouts.filter((payout) => payout.status === 'approved');
  const fils = approved.reduce((sum, payout) => sum + Math.round((payout.amount ?? 0) * 100), 0);
  return {
    toPay: fils / 100,
    toPayCount: approved.length,
    pendingCount: payouts.filter((payout) => payout.status === 'pending').length,
  };
}

export type MarkPaidCheck =
  { values: MarkPaidValues } | { errors: Partial<Record<'paidOn' | 'reference', string>> };

/** The mark-paid form checked by the server's rule (a real day not in the future, a reference of at most 100). */
export function checkMarkPaid(paidOn: string, reference: string): MarkPaidCheck {
  const parsed = markPaidInput.safeParse({ paidOn, reference });
  if (parsed.success) return { values: parsed.data };
  const errors: Partial<Record<'paidOn' | 'reference', string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'paidOn' || field === 'reference') && !errors[field]) errors[field] = issue.message;
  }
  return { errors };
}

/** The list with the paid payout in place of its old state, and the total spent it adds. */
export function withPaidPayout(list: BrandPayoutList, paid: CampaignResult): BrandPayoutList {
  const payouts = list.payouts.map((payout) =>
    payout.applicationId === paid.applicationId
      ? {
          ...payout,
          amount: paid.payoutAmount,
          status: paid.payoutStatus,
          paidOn: paid.paidOn,
          reference: paid.payoutReference,
        }
      : payout,
  );
  return { payouts, totalSpent: totalPaid(payouts) };
}

/** The success toast's line: 'AED 1,500 to Sara Ahmed for "Iftar Reels".' */
export function paidDescription(
  t: Translate,
  payout: Pick<Payout, 'amount' | 'creatorName' | 'campaignTitle'>,
): string {
  const amount = payout.amount === null ? t('brandPayouts.thePayout') : formatRate(payout.amount);
  return t('brandPayouts.paidDescription', {
    amount,
    name: translateName(payout.creatorName, t),
    campaign: payout.campaignTitle,
  });
}
