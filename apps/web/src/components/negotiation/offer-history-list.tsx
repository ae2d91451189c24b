import { formatDateTime } from '@/lib/format';
import { useT } from '@/lib/i18n/i18n-provider';

/** Between who made the offer and its amount. */
const SPACE = ' ';

/** One offer of a negotiation, ready to show. */
export interface OfferLine {
  id: string;
  /** Who made it and how, as the viewer reads it: 'Creator proposed', 'You countered'... */
  who: string;
  amount: string;
  deliverables: string | null;
  message: string | null;
  createdAt: string;
}

/** The negotiation's offers, oldest first; nothing when there are none. */
export function OfferHistoryList({ offers }: { offers: readonly OfferLine[] }) {
  const t = useT();
  if (offers.length === 0) return null;
  return (
    <ol aria-label={t('negotiation.offerHistory')} className="grid gap-2">
      {offers.map((offer) => (
        <li key={offer.id} className="rounded-md bg-muted/50 px-3 py-2 text-sm">
          <p className="flex flex-wrap items-baseline justify-between gap-x-3">
            <span>
              <span className="text-muted-foreground">{offer.who}</span>
              {SPACE}
              <span className="font-semibold">{offer.amount}</span>
            </span>
            <time dateTime={offer.createdAt} className="text-xs text-muted-foreground">
              {formatDateTime(offer.createdAt)}
            </time>
          </p>
          {offer.deliverables ? (
            <p className="mt-1 break-words whitespace-pre-line">
              <span className="text-muted-foreground">{t('negotiation.deliverables')} </span>
              {offer.deliverables}
            </p>
          ) : null}
          {offer.message ? (
            <p className="mt-1 break-words whitespace-pre-line">
              <span className="text-muted-foreground">{t('negotiation.message')} </span>
              {offer.message}
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
