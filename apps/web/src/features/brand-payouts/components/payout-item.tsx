import { formatRate, type Payout } from '@partnerly/contracts';
import { BadgeCheck } from 'lucide-react';
import { PayoutStatusBadge } from '@/components/payouts/payout-status-badge';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';

interface PayoutItemProps {
  payout: Payout;
  /** Given to owners and managers for an approved payout: opens the Mark as Paid dialog. */
  onMarkPaid?(): void;
}

/** One payout: creator, campaign, amount, status, the day it was paid and its reference. */
export function PayoutItem({ payout, onMarkPaid }: PayoutItemProps) {
  const titleId = `payout-${payout.applicationId}`;
  const amount = payout.amount === null ? null : formatRate(payout.amount);
  return (
    <article aria-labelledby={titleId} className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={titleId} className="leading-tight font-semibold break-words">
              {payout.creatorName}
            </h3>
            <PayoutStatusBadge status={payout.status} />
          </div>
          <p className="text-sm break-words text-muted-foreground">{payout.campaignTitle}</p>
        </div>
        {onMarkPaid && payout.status === 'approved' ? (
          <Button
            size="sm"
            onClick={onMarkPaid}
            aria-label={`Mark ${amount ?? 'the payout'} to ${payout.creatorName} as paid`}
          >
            <BadgeCheck aria-hidden /> Mark as paid
          </Button>
        ) : null}
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-xs text-muted-foreground">Amount</dt>
          <dd className="font-semibold tabular-nums">{amount ?? 'Set when the results are approved'}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Paid on</dt>
          <dd>{payout.paidOn ? formatDate(payout.paidOn) : '–'}</dd>
        </div>
        <div className="col-span-2 sm:col-span-1">
          <dt className="text-xs text-muted-foreground">Reference</dt>
          <dd className="break-all">{payout.reference ?? '–'}</dd>
        </div>
      </dl>
    </article>
  );
}
