import type { BrandApplication, CounterOfferValues, RateBudget } from '@partnerly/contracts';
import { Handshake } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { CounterOfferFields } from '@/components/negotiation/counter-offer-fields';
import { NegotiationActions } from '@/components/negotiation/negotiation-actions';
import { OfferHistoryList } from '@/components/negotiation/offer-history-list';
import { useT } from '@/lib/i18n/i18n-provider';
import { NEGOTIATION_LABELS, negotiationSummary, offerHistory } from './application-format';

interface NegotiationPanelProps {
  application: BrandApplication;
  /** The campaign's budget: a counter offer far outside it gets a warning. */
  budget: RateBudget;
  /** True while one of the card's requests runs: every button waits. */
  isBusy: boolean;
  onAccept(): void;
  onReject(): void;
  /** Sends the counter offer; `onSent` closes the form once the server took it. */
  onCounter(values: CounterOfferValues, onSent: () => void): void;
}

/** The offers so far and, on the brand's turn, Accept Proposal / Counter Offer / Reject. */
export function NegotiationPanel({
  application,
  budget,
  isBusy,
  onAccept,
  onReject,
  onCounter,
}: NegotiationPanelProps) {
  const t = useT();
  const titleId = useId();
  const [isCountering, setIsCountering] = useState(false);
  const actions = application.actions.negotiation;
  const history = offerHistory(t, application.offers);
  const summary = negotiationSummary(t, application);
  const statusLabel =
    application.negotiationStatus === 'none' ? null : t(NEGOTIATION_LABELS[application.negotiationStatus]);

  return (
    <section aria-labelledby={titleId} className="grid gap-3 rounded-lg border p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={titleId} className="flex items-center gap-2 text-sm font-semibold">
          <Handshake className="size-4 text-muted-foreground" aria-hidden />
          {t('brandApplications.negotiation')}
        </h4>
        {statusLabel ? <Badge variant="outline">{statusLabel}</Badge> : null}
      </div>

      <OfferHistoryList offers={history} />

      {summary ? <p className="text-sm">{summary}</p> : null}

      {isCountering && actions.includes('counter') ? (
        <CounterOfferFields
          title={t('brandApplications.counterOffer')}
          amountLabel={t('brandApplications.counterOfferAmount')}
          amountMin="0.01"
          focusAmountOnError
          budget={budget}
          isSending={isBusy}
          onCancel={() => setIsCountering(false)}
          onSend={(values) => onCounter(values, () => setIsCountering(false))}
        />
      ) : (
        <NegotiationActions
          actions={actions}
          labels={{
            accept: t('brandApplications.acceptProposal'),
            counter: t('brandApplications.counterOffer'),
            reject: t('brandApplications.reject'),
          }}
          isBusy={isBusy}
          onAccept={onAccept}
          onCounter={() => setIsCountering(true)}
          onReject={onReject}
        />
      )}
    </section>
  );
}
