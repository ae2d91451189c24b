import { formatRate, type Payout } from '@partnerly/contracts';
import { BadgeCheck } from 'lucide-react';
import { PayoutStatusBadge } from '@/components/payouts/payout-status-badge';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';
import { useNameText, useT } from '@/lib/i18n/i18n-provider';

/** Shown for a day or a reference not given yet (no word of any language). */
const NONE = '–';

interface PayoutItemProps {
  payout: Payout;
  /** Given to owners and managers for an approved payout: opens the Mark as Paid dialog. */
  onMarkPaid?(): void;
}

/** One payout: creator, campaign, amount, status, the day it was paid and its reference. */
export function PayoutItem({ payout, onMarkPaid }: PayoutItemProps) {
  const t = useT();
  const nameText = useNameText();
  const titleId = `payout-${payout.applicationId}`;
  const amount = payout.amount === null ? null : formatRate(payout.amount);
  return (
    <article aria-labelledby={titleId} className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={titleId} className="leading-tight font-semibold break-words">
              {nameText(payout.creatorName)}
            </h3>
            <PayoutStatusBadge status={payout.status} />
          </div>
          <p className="text-sm break-words text-muted-foreground">{payout.campaignTitle}</p>
        </div>
        {onMarkPaid && payout.status === 'approved' ? (
          <Button
            size="sm"
            onClick={onMarkPaid}
            aria-label={t('brandPayouts.markAria', {
              amount: amount ?? t('brandPayouts.thePayoutLower'),
              name: nameText(payout.creatorName),
            })}
          >
            <BadgeCheck aria-hidden /> {t('brandPayouts.markAsPaid')}
          </Button>
        ) : null}
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-xs text-muted-foreground">{t('brandPayouts.amount')}</dt>
          <dd className="font-semibold tabular-nums">{amount ?? t('brandPayouts.amountPending')}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">{t('brandPayouts.paidOn')}</dt>
          <dd>{payout.paidOn ? formatDate(payout.paidOn) : NONE}</dd>
        </div>
        <div className="col-span-2 sm:col-span-1">
          <dt className="text-xs text-muted-foreground">{t('brandPayouts.reference')}</dt>
          <dd className="break-all">{payout.reference ?? NONE}</dd>
        </div>
      </dl>
    </article>
  );
}
