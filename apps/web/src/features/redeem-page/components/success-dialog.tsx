import type { RedemptionPage } from '@partnerly/contracts';
import { useEffect, useRef, type RefObject } from 'react';
import { FormattedMessage } from 'react-intl';
import { primaryButtonClass } from '@/components/public-page/page-parts';
import { usePageT } from '@/components/public-page/public-language';
import { formatDateTime } from '@/lib/format';
import { remainingUsesLabel } from '../redeem-page-format';
import { celebrate } from './confetti';
import { ModalDialog } from './modal-dialog';

type Offer = NonNullable<RedemptionPage['offer']>;

interface SuccessDialogProps {
  isOpen: boolean;
  offer: Offer;
  remainingUses: number;
  redeemedAt: string | null;
  /** Done (or Escape): back to idle, or to exhausted when none remain. */
  onDone(): void;
  /** Where focus goes after Done (the Redeem button that had it is disabled by then). */
  fallbackFocusRef: RefObject<HTMLElement | null>;
}

/** Shown when a redemption went through: what to show the staff, with confetti. */
export function SuccessDialog({
  isOpen,
  offer,
  remainingUses,
  redeemedAt,
  onDone,
  fallbackFocusRef,
}: SuccessDialogProps) {
  const t = usePageT();
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (isOpen && canvas.current) void celebrate(canvas.current);
  }, [isOpen]);

  return (
    <ModalDialog
      isOpen={isOpen}
      onClose={onDone}
      labelledBy="redeemed-heading"
      fallbackFocusRef={fallbackFocusRef}
      className="max-w-sm"
    >
      <canvas ref={canvas} aria-hidden className="pointer-events-none fixed inset-0 z-10 size-full" />
      <div className="flex flex-col items-center gap-4 p-6 text-center">
        <div
          aria-hidden
          className="flex size-14 items-center justify-center rounded-full bg-success/15 text-success"
        >
          <svg viewBox="0 0 24 24" className="size-8" fill="none" stroke="currentColor" strokeWidth="2.5">
            <path d="m5 12.5 4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </div>
        <h2 id="redeemed-heading" className="text-xl font-bold">
          {t('redeem.successTitle')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('redeem.successDetail')}</p>
        <div className="w-full rounded-lg border border-dashed border-primary/50 bg-primary/5 p-4">
          <p className="font-semibold">{offer.discountDescription}</p>
          <p className="mt-1 text-sm text-muted-foreground">{offer.campaignName}</p>
          <p dir="ltr" className="mt-2 font-mono text-sm font-semibold tracking-wider">
            {offer.code}
          </p>
        </div>
        {redeemedAt ? (
          <p className="text-sm">
            <FormattedMessage
              id="redeem.redeemedAt"
              values={{ time: <time dateTime={redeemedAt}>{formatDateTime(redeemedAt)}</time> }}
            />
          </p>
        ) : null}
        <p className="text-sm text-muted-foreground">{remainingUsesLabel(t, remainingUses, offer.maxUses)}</p>
        <button type="button" className={`${primaryButtonClass} w-full`} onClick={onDone}>
          {t('publicPage.done')}
        </button>
      </div>
    </ModalDialog>
  );
}
