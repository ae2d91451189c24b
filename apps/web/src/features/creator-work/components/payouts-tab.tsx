import { formatRate, PAYOUT_STATUS_TONES, type CreatorPayoutList, type Payout } from '@partnerly/contracts';
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
import { useNameText, useT } from '@/lib/i18n/i18n-provider';
import { PAYOUT_STATUS_LABELS } from './creator-work-format';
import { useDownloadPayouts } from '../api/download-payouts';

/**
 * Payouts (issue 16): the total earned (what brands paid) and every payout, newest results
 * first, with its campaign, brand, amount, status, payment date and reference; for an agent,
 * those of the creators it represents. Download CSV saves the same list. Live: a brand's
 * approval or payment shows without a reload.
 */
export function PayoutsTab({ viewerIsAgent }: { viewerIsAgent: boolean }) {
  const query = useMyPayouts();
  const t = useT();
  if (query.data) return <Payouts list={query.data} viewerIsAgent={viewerIsAgent} />;
  if (query.isError) {
    return (
      <RetryAlert
        message={t('creatorWork.payoutsLoadFailed', { message: query.error.message })}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return (
    <div className="grid gap-4">
      <p role="status" className="sr-only">
        {t('creatorWork.loadingPayouts')}
      </p>
      <Skeleton className="h-24 w-full rounded-xl" />
      {[0, 1].map((index) => (
        <Skeleton key={index} className="h-32 w-full rounded-xl" />
      ))}
    </div>
  );
}

function Payouts({ list, viewerIsAgent }: { list: CreatorPayoutList; viewerIsAgent: boolean }) {
  const t = useT();
  if (list.payouts.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-10 text-center">
        <Wallet className="size-10 text-muted-foreground" aria-hidden />
        <h2 className="text-lg font-semibold">{t('creatorWork.noPayouts')}</h2>
        <p className="max-w-md text-sm text-muted-foreground">
          {viewerIsAgent ? t('creatorWork.noPayoutsAgent') : t('creatorWork.noPayoutsCreator')}
        </p>
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3 rounded-xl border bg-card p-4 shadow-sm">
        <dl className="grid gap-1">
          <dt className="flex items-center gap-2 text-sm text-muted-foreground">
            <Wallet className="size-5 shrink-0 text-primary" aria-hidden /> {t('creatorWork.totalEarned')}
          </dt>
          <dd className="text-2xl font-bold">{formatRate(list.totalEarned)}</dd>
          <dd className="text-xs text-muted-foreground">
            {viewerIsAgent ? t('creatorWork.paidToCreators') : t('creatorWork.paidToYou')}
          </dd>
        </dl>
        <DownloadButton />
      </div>
      <ul aria-label={t('creatorWork.payouts')} className="grid gap-3">
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
  const t = useT();
  const start = () =>
    download.mutate(undefined, {
      onSuccess: (fileName) =>
        toast({
          variant: 'success',
          title: t('creatorWork.payoutsDownloaded'),
          description: t('creatorWork.savedAs', { fileName }),
        }),
      onError: (error) =>
        toast({ variant: 'destructive', title: t('creatorWork.downloadFailed'), description: error.message }),
    });
  return (
    <Button variant="outline" disabled={download.isPending} onClick={start}>
      {download.isPending ? <Spinner className="text-current" /> : <Download aria-hidden />}
      {t('creatorWork.downloadCsv')}
    </Button>
  );
}

function PayoutCard({ payout, viewerIsAgent }: { payout: Payout; viewerIsAgent: boolean }) {
  const titleId = useId();
  const isPaid = payout.status === 'paid';
  const t = useT();
  const nameText = useNameText();
  return (
    <article aria-labelledby={titleId} className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-0.5">
          <h3 id={titleId} className="font-semibold break-words">
            {payout.campaignTitle}
          </h3>
          <p className="text-sm text-muted-foreground">{nameText(payout.brandName)}</p>
          {viewerIsAgent ? (
            <p className="flex items-center gap-1.5 text-sm">
              <UserRound className="size-4 text-muted-foreground" aria-hidden />
              <span className="text-muted-foreground">{t('creatorWork.creatorLabel')}</span>
              {nameText(payout.creatorName)}
            </p>
          ) : null}
        </div>
        <ToneBadge tone={PAYOUT_STATUS_TONES[payout.status]}>
          {t(PAYOUT_STATUS_LABELS[payout.status])}
        </ToneBadge>
      </header>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <Fact label={t('creatorWork.amount')}>
          {payout.amount === null ? (
            <span className="font-normal text-muted-foreground">{t('creatorWork.amountLater')}</span>
          ) : (
            formatRate(payout.amount)
          )}
        </Fact>
        {isPaid && payout.paidOn ? (
          <Fact label={t('creatorWork.paidOn')}>{formatDate(payout.paidOn)}</Fact>
        ) : null}
        {isPaid && payout.reference ? (
          <Fact label={t('creatorWork.reference')}>
            <span className="break-all">{payout.reference}</span>
          </Fact>
        ) : null}
      </dl>
      <Link
        to={campaignWorkHref(payout.campaignId, payout.applicationId)}
        className="inline-flex w-fit items-center gap-1 text-sm text-primary underline-offset-4 hover:underline"
      >
        {t('creatorWork.viewResults')}
        <span className="sr-only"> {t('creatorWork.ofCampaign', { title: payout.campaignTitle })}</span>
        <ArrowRight className="size-3.5 rtl:-scale-x-100" aria-hidden />
      </Link>
    </article>
  );
}
