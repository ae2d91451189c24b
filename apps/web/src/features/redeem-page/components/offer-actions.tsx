import type { RedemptionPage } from '@partnerly/contracts';
import { redemptionPath } from '@partnerly/contracts/private-code-rules';
import { writeClipboard } from '@/components/public-page/clipboard';
import { outlineButtonClass } from '@/components/public-page/page-parts';
import { usePageT, type Translate } from '@/components/public-page/public-language';
import { reminderPath } from '../api/redeem-page-api';
import { safeWebUrl } from '../redeem-page-format';

// Share with a friend, Get Directions and Add a reminder. No 'Add to Wallet': it is not shown
// until passes can really be issued (decision 0057).

type Offer = NonNullable<RedemptionPage['offer']>;

const icon = (path: string) => (
  <svg viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
    <path d={path} strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

/** The phone's share sheet (Web Share API); where there is none, the link is copied. */
async function shareOffer(
  t: Translate,
  offer: Offer,
  notify: (title: string, isError?: boolean) => void,
): Promise<void> {
  const url = `${window.location.origin}${redemptionPath(offer.code)}`;
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({
        title: `${offer.brandName}: ${offer.campaignName}`,
        text: offer.discountDescription,
        url,
      });
      return;
    } catch (error) {
      // The visitor closed the sheet: nothing to say. Any other failure: copy instead.
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  if (await writeClipboard(url)) notify(t('redeem.linkCopied'));
  else notify(t('redeem.copyFailed'), true);
}

export function OfferActions({
  offer,
  notify,
}: {
  offer: Offer;
  notify(title: string, isError?: boolean): void;
}) {
  const t = usePageT();
  const mapsUrl = safeWebUrl(offer.googleMapsUrl);
  return (
    <div className="grid gap-2 sm:grid-cols-2">
      <button type="button" className={outlineButtonClass} onClick={() => void shareOffer(t, offer, notify)}>
        {icon('M4 12v7a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-7M16 6l-4-4-4 4M12 2v13')}
        {t('redeem.share')}
      </button>
      {mapsUrl ? (
        <a href={mapsUrl} target="_blank" rel="noopener noreferrer" className={outlineButtonClass}>
          {icon(
            'M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
          )}
          {t('redeem.directions')}
          <span className="sr-only">{t('publicPage.opensInNewTab')}</span>
        </a>
      ) : null}
      {offer.expiresAt ? (
        <a href={reminderPath(offer.code)} download className={outlineButtonClass}>
          {icon(
            'M8 2v4M16 2v4M3 10h18M5 4h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zM12 14v4M10 16h4',
          )}
          {t('redeem.reminder')}
          <span className="sr-only">{t('redeem.reminderDetail')}</span>
        </a>
      ) : null}
    </div>
  );
}
