import type { MyApplication } from '@partnerly/contracts';
import { Handshake } from 'lucide-react';
import { useId, useState } from 'react';
import { CounterOfferFields } from '@/components/negotiation/counter-offer-fields';
import { NegotiationActions } from '@/components/negotiation/negotiation-actions';
import { OfferHistoryList } from '@/components/negotiation/offer-history-list';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { buttonVariants } from '@/components/ui/button';
import { useAnswerNegotiation } from '../api/answer-negotiation';
import { offerHistory } from './my-application-format';
import { NegotiationBadge } from './status-badges';

interface NegotiationSectionProps {
  application: MyApplication;
  viewerIsAgent: boolean;
}

/**
 * The offers so far and, on the creator side's turn (per the API's `actions`), Accept Offer,
 * Counter Back and Decline. Rounds repeat until one side accepts.
 */
export function NegotiationSection({ application, viewerIsAgent }: NegotiationSectionProps) {
  const titleId = useId();
  const [isCountering, setIsCountering] = useState(false);
  const [isConfirmingDecline, setIsConfirmingDecline] = useState(false);
  const answer = useAnswerNegotiation(application.id);
  const actions = application.actions.negotiation;
  const isBusy = answer.isPending;
  const history = offerHistory(application.offers, viewerIsAgent);

  return (
    <section aria-labelledby={titleId} className="grid gap-3 rounded-lg border p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={titleId} className="flex items-center gap-2 text-sm font-semibold">
          <Handshake className="size-4 text-muted-foreground" aria-hidden /> Negotiation
        </h4>
        <NegotiationBadge status={application.negotiationStatus} />
      </div>

      <OfferHistoryList offers={history} />

      {isCountering && actions.includes('counter') ? (
        <CounterOfferFields
          title="Counter Back"
          amountLabel="Your counter offer (AED)"
          amountMin="0"
          budget={application.campaign}
          isSending={isBusy}
          onCancel={() => setIsCountering(false)}
          onSend={(offer) =>
            answer.mutate({ action: 'counter', offer }, { onSuccess: () => setIsCountering(false) })
          }
        />
      ) : (
        <NegotiationActions
          actions={actions}
          labels={{ accept: 'Accept Offer', counter: 'Counter Back', reject: 'Decline' }}
          isBusy={isBusy}
          onAccept={() => answer.mutate({ action: 'accept' })}
          onCounter={() => setIsCountering(true)}
          onReject={() => setIsConfirmingDecline(true)}
        />
      )}

      <AlertDialog open={isConfirmingDecline} onOpenChange={setIsConfirmingDecline}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Decline this offer?</AlertDialogTitle>
            <AlertDialogDescription>
              Declining ends the negotiation and the application to &quot;{application.campaign.title}&quot;.
              This cannot be undone.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Keep Negotiating</AlertDialogCancel>
            <AlertDialogAction
              className={buttonVariants({ variant: 'destructive' })}
              onClick={() => answer.mutate({ action: 'reject' })}
            >
              Decline Offer
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </section>
  );
}
