import type { RedemptionPage } from '@partnerly/contracts';
import { useEffect, useReducer, useRef } from 'react';
import { Notice, primaryButtonClass } from '@/components/public-page/page-parts';
import { usePageT } from '@/components/public-page/public-language';
import { subscribeToCode } from '../api/code-live';
import { fetchRedemptionPage, redeemCode } from '../api/redeem-page-api';
import { deviceFingerprint } from '../fingerprint';
import { redemptionText } from '../redeem-messages';
import { exhaustedDetail } from '../redeem-page-format';
import {
  flowNoticeOf,
  initialFlow,
  redeemButtonOf,
  redemptionReducer,
  startSuccessTimers,
  type RedemptionEvent,
} from '../redemption-flow';
import { BrandLogo } from './brand-logo';
import { OfferActions } from './offer-actions';
import { OfferChips } from './offer-chips';
import { OfferDetails } from './offer-details';
import { SuccessDialog } from './success-dialog';

type Offer = NonNullable<RedemptionPage['offer']>;

/** Keeps the flow in step with the code while the page is open: the code's live stream. */
function useLiveCode(code: string, isListening: boolean, dispatch: (event: RedemptionEvent) => void) {
  useEffect(() => {
    if (!isListening) return;
    return subscribeToCode(code, {
      onState: (state) => dispatch({ type: 'live_update', ...state }),
      // Listening now: read the code again, for what changed before.
      onReady: () =>
        void fetchRedemptionPage(code).then((result) => {
          if (result.kind !== 'loaded') return;
          const { outcome, offer } = result.page;
          dispatch({
            type: 'live_update',
            remainingUses: outcome === 'exhausted' ? 0 : (offer?.remainingUses ?? 0),
            status: outcome === 'active' || outcome === 'exhausted' ? 'active' : 'inactive',
          });
        }),
    });
  }, [code, isListening, dispatch]);
}

/** The 'Maximum Uses Reached' view: opened with none left, or the last one used while open. */
function ExhaustedView({
  offer,
  remainingUses,
  isLive,
  hasRedeemedHere,
}: {
  offer: Offer;
  remainingUses: number;
  isLive: boolean;
  hasRedeemedHere: boolean;
}) {
  const t = usePageT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // Reached while the visitor was on the page: the button they were on is gone; say why.
    if (isLive) heading.current?.focus();
  }, [isLive]);
  return (
    <Notice
      level={1}
      headingRef={heading}
      title={t('redeem.maxUsesReached')}
      detail={exhaustedDetail(t, offer, remainingUses)}
    >
      {hasRedeemedHere ? (
        <p className="text-sm font-medium text-success">{t('redeem.redeemedHere')}</p>
      ) : null}
      <a href="/" className={`${primaryButtonClass} mt-2`}>
        {t('publicPage.goHome')}
      </a>
    </Notice>
  );
}

/** An active code's page: the discount card, Redeem This Discount, sharing, the terms. */
export function OfferPage({
  page,
  notify,
}: {
  page: RedemptionPage & { offer: Offer };
  notify(title: string, isError?: boolean): void;
}) {
  const t = usePageT();
  const { offer } = page;
  const [flow, dispatch] = useReducer(redemptionReducer, page, initialFlow);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => (flow.successCount > 0 ? startSuccessTimers(dispatch) : undefined), [flow.successCount]);
  const isExhausted = flow.phase === 'exhausted' || flow.phase === 'exhausted_from_start';
  useLiveCode(offer.code, !isExhausted && flow.unavailableMessage === null, dispatch);

  const redeem = async () => {
    dispatch({ type: 'redeem_started' });
    const answer = await redeemCode(offer.code, await deviceFingerprint());
    if (answer.kind === 'redeemed') dispatch({ type: 'redeem_succeeded', ...answer.result });
    else dispatch({ type: 'redeem_refused', ...answer.refusal });
  };

  const dialog = (
    <SuccessDialog
      isOpen={flow.isSuccessDialogOpen}
      offer={offer}
      remainingUses={flow.remainingUses}
      redeemedAt={flow.redeemedAt}
      onDone={() => dispatch({ type: 'dialog_closed' })}
      fallbackFocusRef={heading}
    />
  );
  if (isExhausted) {
    return (
      <>
        <ExhaustedView
          offer={offer}
          remainingUses={flow.remainingUses}
          isLive={flow.phase === 'exhausted' && !flow.isSuccessDialogOpen}
          hasRedeemedHere={flow.hasRedeemedHere}
        />
        {dialog}
      </>
    );
  }

  const button = redeemButtonOf(flow);
  const notice = flowNoticeOf(flow);
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-5">
      <article
        aria-labelledby="offer-heading"
        className="flex flex-col gap-5 rounded-2xl border bg-card p-5 text-card-foreground shadow-sm sm:p-6"
      >
        <div className="flex items-center gap-4">
          <BrandLogo logoUrl={offer.logoUrl} brandName={offer.brandName} />
          <div className="min-w-0">
            <p className="truncate text-sm font-medium text-muted-foreground">{offer.brandName}</p>
            <h1
              id="offer-heading"
              ref={heading}
              tabIndex={-1}
              className="text-xl font-bold tracking-tight break-words focus:outline-none"
            >
              {offer.campaignName}
            </h1>
          </div>
        </div>
        <p className="rounded-xl border border-dashed border-primary/50 bg-primary/5 px-4 py-4 text-lg font-semibold break-words">
          {offer.discountDescription}
        </p>
        <OfferChips remainingUses={flow.remainingUses} maxUses={offer.maxUses} expiresAt={offer.expiresAt} />
        <button
          type="button"
          className={`${primaryButtonClass} h-12 w-full text-base disabled:cursor-not-allowed disabled:opacity-60`}
          disabled={button.isDisabled}
          aria-busy={flow.phase === 'redeeming'}
          aria-describedby={notice ? 'redeem-notice' : undefined}
          onClick={() => void redeem()}
        >
          {t(button.label)}
        </button>
        {/* Two live regions, each with one role: refusals interrupt, the rest waits its turn. */}
        <div id="redeem-notice" className="-mt-2 text-center text-sm empty:hidden">
          <p role="alert" className="text-destructive empty:hidden">
            {notice?.isError ? redemptionText(t, notice.message) : null}
          </p>
          <p role="status" className="text-muted-foreground empty:hidden">
            {notice && !notice.isError ? redemptionText(t, notice.message) : null}
          </p>
        </div>
      </article>
      <OfferActions offer={offer} notify={notify} />
      <OfferDetails offer={offer} />
      {dialog}
    </div>
  );
}
