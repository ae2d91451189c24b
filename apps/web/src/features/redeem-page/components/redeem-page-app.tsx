import type { RedemptionPage } from '@partnerly/contracts';
import { useEffect, useState } from 'react';
import { Notice, PageFrame, primaryButtonClass } from '@/components/public-page/page-parts';
import { usePageName, usePageT, type PageMessageKey } from '@/components/public-page/public-language';
import { ReportLink } from '@/components/public-page/report-link';
import { Toasts, useToasts } from '@/components/public-page/toasts';
import { fetchRedemptionPage, type RedemptionPageResult } from '../api/redeem-page-api';
import { OfferPage } from './offer-page';

// The public page /r/{code} (spec 02 'Public redemption page'; issue 18 item 4), for visitors
// without an account: the four outcomes of the code (not found, inactive, exhausted, active),
// plus a link that holds no code and a load that failed.

/** What shows while the page's data loads: the shape of the discount card. */
function LoadingOffer() {
  const t = usePageT();
  return (
    <div
      role="status"
      aria-label={t('publicPage.loading')}
      className="mx-auto flex w-full max-w-md animate-pulse flex-col gap-5"
    >
      <div className="flex flex-col gap-5 rounded-2xl border p-5 sm:p-6">
        <div className="flex items-center gap-4">
          <div className="size-16 rounded-xl bg-muted" />
          <div className="flex flex-1 flex-col gap-2">
            <div className="h-4 w-28 rounded bg-muted" />
            <div className="h-6 w-44 rounded bg-muted" />
          </div>
        </div>
        <div className="h-16 rounded-xl bg-muted" />
        <div className="h-7 w-32 rounded-full bg-muted" />
        <div className="h-12 rounded-md bg-muted" />
      </div>
    </div>
  );
}

function GoHome() {
  const t = usePageT();
  return (
    <a href="/" className={`${primaryButtonClass} mt-2`}>
      {t('publicPage.goHome')}
    </a>
  );
}

/**
 * The tab's title where the page's answer says more than the server's head did (the head names
 * the discount of a code it found; it cannot know a load that failed, nor a code turned off).
 */
function titleOf(result: RedemptionPageResult): PageMessageKey | null {
  if (result.kind === 'invalid') return 'redeem.invalidLink';
  if (result.kind === 'failed') return 'redeem.loadFailed';
  const { outcome, offer } = result.page;
  if (outcome === 'not_found' || !offer) return 'redeem.notValid';
  if (outcome === 'inactive') return 'redeem.inactive';
  return null;
}

export function RedeemPageApp({ code }: { code: string | null }) {
  const [result, setResult] = useState<RedemptionPageResult | null>(
    code === null ? { kind: 'invalid' } : null,
  );
  const [attempt, setAttempt] = useState(0);
  const { toasts, notify } = useToasts();
  const t = usePageT();

  useEffect(() => {
    if (code === null) return;
    let isCurrent = true;
    void fetchRedemptionPage(code).then((loaded) => {
      if (isCurrent) setResult(loaded);
    });
    return () => {
      isCurrent = false;
    };
  }, [code, attempt]);

  useEffect(() => {
    const title = result ? titleOf(result) : null;
    if (title) document.title = `${t(title)} | Partnerly`;
  }, [result, t]);

  return (
    <PageFrame>
      {result === null ? (
        <LoadingOffer />
      ) : result.kind === 'invalid' ? (
        <Notice level={1} title={t('redeem.invalidLink')} detail={t('redeem.invalidLinkDetail')}>
          <GoHome />
        </Notice>
      ) : result.kind === 'failed' ? (
        <Notice level={1} title={t('redeem.loadFailed')} detail={t('redeem.loadFailedDetail')}>
          <button
            type="button"
            className={`${primaryButtonClass} mt-2`}
            onClick={() => {
              setResult(null);
              setAttempt((count) => count + 1);
            }}
          >
            {t('publicPage.tryAgain')}
          </button>
        </Notice>
      ) : (
        <Outcome page={result.page} notify={notify} />
      )}
      <Toasts toasts={toasts} />
    </PageFrame>
  );
}

function Outcome({ page, notify }: { page: RedemptionPage; notify(title: string, isError?: boolean): void }) {
  const t = usePageT();
  const nameOf = usePageName();
  const offer = page.offer && { ...page.offer, brandName: nameOf(page.offer.brandName) };
  if (page.outcome === 'not_found' || offer === null) {
    return (
      <Notice level={1} title={t('redeem.notValid')} detail={t('redeem.notValidDetail')}>
        <GoHome />
      </Notice>
    );
  }
  if (page.outcome === 'inactive') {
    return (
      <Notice
        level={1}
        title={t('redeem.inactive')}
        detail={t('redeem.inactiveDetail', { brand: offer.brandName, campaign: offer.campaignName })}
      >
        <GoHome />
      </Notice>
    );
  }
  return (
    <>
      <OfferPage page={{ ...page, offer }} notify={notify} />
      <ReportLink targetType="code" targetId={offer.code} label={t('redeem.report')} />
    </>
  );
}
