import { formatRate, type Payout } from '@partnerly/contracts';
import { CircleAlert, Download, HandCoins, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useLiveResults } from '@/api/results/live-results';
import { useWorkspaceAccess } from '@/api/workspace/use-workspace';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/lib/i18n/i18n-provider';
import { useBrandPayouts } from '../api/brand-payouts';
import { useDownloadPayouts } from '../api/download-payouts';
import { MarkPaidDialog } from './mark-paid-dialog';
import { PayoutItem } from './payout-item';
import { payoutSummary } from './payouts-format';

/**
 * The brand's Payouts tab (/dashboard?tab=payouts, issue 16): the total spent, what is still
 * to pay, and every payout of the workspace's campaigns with its status (Pending, Approved,
 * Paid). Owners and managers mark approved payouts paid; everyone downloads the CSV. It
 * follows results and payments live.
 */
export function BrandPayouts() {
  const t = useT();
  const payouts = useBrandPayouts();
  const download = useDownloadPayouts();
  const access = useWorkspaceAccess();
  const [markingId, setMarkingId] = useState<string | null>(null);
  useLiveResults();

  const list = payouts.data?.payouts ?? [];
  const marking = markingId ? (list.find((payout) => payout.applicationId === markingId) ?? null) : null;

  return (
    <div className="grid gap-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{t('brandPayouts.title')}</h1>
          <p className="mt-2 text-muted-foreground">{t('brandPayouts.intro')}</p>
        </div>
        <Button
          variant="outline"
          className="shrink-0"
          onClick={() => download.mutate()}
          disabled={download.isPending || !payouts.isSuccess}
        >
          {download.isPending ? <Spinner className="text-current" /> : <Download aria-hidden />}
          {t('brandPayouts.downloadCsv')}
        </Button>
      </header>

      {payouts.isPending ? (
        <div className="grid gap-4" role="status" aria-label={t('brandPayouts.loading')}>
          <Skeleton className="h-24 w-full rounded-xl" />
          {[0, 1].map((key) => (
            <Skeleton key={key} className="h-32 w-full rounded-xl" />
          ))}
        </div>
      ) : payouts.isError ? (
        <div
          role="alert"
          className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-8 text-center"
        >
          <CircleAlert className="size-8 text-destructive" aria-hidden />
          <p className="font-semibold">{t('brandPayouts.loadFailed')}</p>
          <p className="max-w-md text-sm text-muted-foreground">{payouts.error.message}</p>
          <Button variant="outline" onClick={() => void payouts.refetch()}>
            <RefreshCw aria-hidden /> {t('brandDashboard.tryAgain')}
          </Button>
        </div>
      ) : (
        <>
          <PayoutFigures totalSpent={payouts.data.totalSpent} payouts={list} />
          {access.canManage ? null : (
            <p className="text-sm text-muted-foreground">{t('brandPayouts.managersOnly')}</p>
          )}
          {list.length === 0 ? (
            <EmptyPayouts />
          ) : (
            <ul aria-label={t('brandPayouts.list')} className="grid gap-3">
              {list.map((payout) => (
                <li key={payout.applicationId}>
                  <PayoutItem
                    payout={payout}
                    onMarkPaid={access.canManage ? () => setMarkingId(payout.applicationId) : undefined}
                  />
                </li>
              ))}
            </ul>
          )}
        </>
      )}

      <MarkPaidDialog payout={marking} onOpenChange={(isOpen) => (isOpen ? undefined : setMarkingId(null))} />
    </div>
  );
}

function PayoutFigures({ totalSpent, payouts }: { totalSpent: number; payouts: Payout[] }) {
  const t = useT();
  const summary = payoutSummary(payouts);
  const items: [string, string, string][] = [
    [t('brandPayouts.totalSpent'), formatRate(totalSpent), t('brandPayouts.totalSpentNote')],
    [
      t('brandPayouts.toPay'),
      formatRate(summary.toPay),
      t('brandPayouts.toPayNote', { count: summary.toPayCount }),
    ],
    [
      t('brandPayouts.awaitingReview'),
      String(summary.pendingCount),
      t('brandPayouts.awaitingNote', { count: summary.pendingCount }),
    ],
  ];
  return (
    <dl className="grid gap-3 sm:grid-cols-3">
      {items.map(([label, value, note]) => (
        <div key={label} className="rounded-xl border bg-card px-4 py-3 shadow-sm">
          <dt className="text-sm text-muted-foreground">{label}</dt>
          <dd className="text-2xl font-bold tabular-nums">{value}</dd>
          <dd className="text-xs text-muted-foreground">{note}</dd>
        </div>
      ))}
    </dl>
  );
}

function EmptyPayouts() {
  const t = useT();
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-primary/10">
        <HandCoins className="size-6 text-primary" aria-hidden />
      </span>
      <h2 className="text-lg font-semibold">{t('brandPayouts.empty')}</h2>
      <p className="max-w-md text-sm text-muted-foreground">{t('brandPayouts.emptyHint')}</p>
    </div>
  );
}
