import {
  formatRate,
  PAYOUT_STATUS_LABELS,
  PAYOUT_STATUS_TONES,
  type CreatorPayoutList,
  type Payout,
} from '@partnerly/contracts';
import { ArrowRight, Download, UserRound, Wallet } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Fact } from '@/components/fact';
import { useMyPayouts } from '@/api/payouts/my-payouts';
import { Button } from '@/components/ui/button';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { ToneBadge } from '@/components/ui/tone-badge';
import { toast } from '@/components/ui/use-toast';
import { campaignWorkHref } from '@/lib/campaign-work-link';
import { formatDate } from '@/lib/format';
import { useDownloadPayouts } from '../api/download-payouts';

/**
 * Payouts (issue 16): the total earned (what brands paid) and every payout, newest results
 * first, with its campaign, brand, amount, status, payment date and reference; for an agent,
 * those of the creators it represents. Download CSV saves the same list. Live: a brand's
 * approval or payment shows without a reload.
 */
export function PayoutsTab({ viewerIsAgent }: { viewerIsAgent: boolean }) {
  const query = useMyPayouts();
  if (query.data) return <Payouts list={query.data} viewerIsAgent={viewerIsAgent} />;
  if (query.isError) {
    return (
      <RetryAlert
        message={`Unable to load the payouts: ${query.error.message}`}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return (
    <div className="grid gap-4">
      <p role="status" className="sr-only">
        Loading the payouts...
      </p>
      <Skeleton className="h-24 w-full rounded-xl" />
      {[0, 1].map((index) => (
        <Skeleton key={index} className="h-32 w-full rounded-xl" />
      ))}
    </div>
  );
}

function Payouts({ list, viewerIsAgent }: { list: CreatorPayoutList; viewerIsAgent: boolean }) {
  if (list.payouts.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-10 text-center">
        <Wallet className="size-10 text-muted-foreground" aria-hidden />
        <h2 className="text-lg font-semibold">No payouts yet</h2>
        <p className="max-w-md text-sm text-muted-foreground">
          {viewerIsAgent
            ? 'Once a creator you represent reports the final results of approved content, the payout shows up here.'
            : 'Once you report the final results of approved content, the payout shows up here: pending until the brand approves the results, then approved with its amount, then paid.'}
        </p>
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3 rounded-xl border bg-card p-4 shadow-sm">
        <dl className="grid gap-1">
          <dt className="flex items-center gap-2 text-sm text-muted-foreground">
            <Wallet className="size-5 shrink-0 text-primary" aria-hidden /> Total Earned
          </dt>
          <dd className="text-2xl font-bold">{formatRate(list.totalEarned)}</dd>
          <dd className="text-xs text-muted-foreground">
            {viewerIsAgent ? 'Paid to the creators you represent.' : 'What brands have paid you.'}
          </dd>
        </dl>
        <DownloadButton />
      </div>
      <ul aria-label="Payouts" className="grid gap-3">
        {list.payouts.map((payout) => (
          <li key={payout.applicationId}>
            <PayoutCard payout={payout} viewerIsAgent={viewerIsAgent} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function DownloadButton() {
  const download = useDownloadPayouts();
  const start = () =>
    download.mutate(undefined, {
      onSuccess: (fileName) =>
        toast({ variant: 'success', title: 'Payouts Downloaded', description: `Saved as ${fileName}.` }),
      onError: (error) =>
        toast({ variant: 'destructive', title: 'Download Failed', description: error.message }),
    });
  return (
    <Button variant="outline" disabled={download.isPending} onClick={start}>
      {download.isPending ? <Spinner className="text-current" /> : <Download aria-hidden />}
      Download CSV
    </Button>
  );
}

function PayoutCard({ payout, viewerIsAgent }: { payout: Payout; viewerIsAgent: boolean }) {
  const titleId = useId();
  const isPaid = payout.status === 'paid';
  return (
    <article aria-labelledby={titleId} className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-0.5">
          <h3 id={titleId} className="font-semibold break-words">
            {payout.campaignTitle}
          </h3>
          <p className="text-sm text-muted-foreground">{payout.brandName}</p>
          {viewerIsAgent ? (
            <p className="flex items-center gap-1.5 text-sm">
              <UserRound className="size-4 text-muted-foreground" aria-hidden />
              <span className="text-muted-foreground">Creator:</span> {payout.creatorName}
            </p>
          ) : null}
        </div>
        <ToneBadge tone={PAYOUT_STATUS_TONES[payout.status]}>{PAYOUT_STATUS_LABELS[payout.status]}</ToneBadge>
      </header>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <Fact label="Amount">
          {payout.amount === null ? (
            <span className="font-normal text-muted-foreground">Set when the brand approves the results</span>
          ) : (
            formatRate(payout.amount)
          )}
        </Fact>
        {isPaid && payout.paidOn ? <Fact label="Paid on">{formatDate(payout.paidOn)}</Fact> : null}
        {isPaid && payout.reference ? (
          <Fact label="Reference">
            <span className="break-all">{payout.reference}</span>
          </Fact>
        ) : null}
      </dl>
      <Link
        to={campaignWorkHref(payout.campaignId, payout.applicationId)}
        className="inline-flex w-fit items-center gap-1 text-sm text-primary underline-offset-4 hover:underline"
      >
        View results<span className="sr-only"> of {payout.campaignTitle}</span>
        <ArrowRight className="size-3.5" aria-hidden />
      </Link>
    </article>
  );
}
