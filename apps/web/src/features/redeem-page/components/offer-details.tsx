import type { RedemptionPage } from '@partnerly/contracts';
import { usePageT } from '@/components/public-page/public-language';
import { expiryDateTime } from '../redeem-page-format';

type Offer = NonNullable<RedemptionPage['offer']>;

/** The Details accordion: the terms of the offer (a native <details>: keyboard and screen readers for free). */
export function OfferDetails({ offer }: { offer: Offer }) {
  const t = usePageT();
  const terms: [string, string][] = [
    [t('redeem.maxUses'), t('redeem.inTotal', { count: offer.maxUses })],
    [t('redeem.perDevice'), t('redeem.onePerDevice')],
    [t('redeem.validUntil'), offer.expiresAt ? expiryDateTime(offer.expiresAt) : t('redeem.noExpiry')],
  ];
  if (offer.businessLocation) terms.push([t('redeem.location'), offer.businessLocation]);
  return (
    <details className="group rounded-xl border bg-card text-card-foreground">
      <summary className="flex cursor-pointer list-none items-center justify-between rounded-xl px-5 py-4 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
        {t('redeem.details')}
        <svg
          viewBox="0 0 24 24"
          className="size-4 transition-transform group-open:rotate-180"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden
        >
          <path d="m6 9 6 6 6-6" />
        </svg>
      </summary>
      <dl className="grid gap-3 border-t px-5 py-4 text-sm">
        {terms.map(([term, value]) => (
          <div key={term} className="grid gap-0.5">
            <dt className="text-muted-foreground">{term}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="px-5 pb-4 text-xs text-muted-foreground">{t('redeem.howTo')}</p>
    </details>
  );
}
