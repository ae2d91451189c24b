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
import { useT } from '@/lib/i18n/i18n-provider';
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
  const t = useT();
  const titleId = useId();
  const [isCountering, setIsCountering] = useState(false);
  const [isConfirmingDecline, setIsConfirmingDecline] = useState(false);
  const answer = useAnswerNegotiation(application.id);
  const actions = application.actions.negotiation;
  const isBusy = answer.isPending;
  const history = offerHistory(t, application.offers, viewerIsAgent);

  return (
    <section aria-labelledby={titleId} className="grid gap-3 rounded-lg border p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={titleId} className="flex items-center gap-2 text-sm font-semibold">
          <Handshake className="size-4 text-muted-foreground" aria-hidden /> {t('myApplications.negotiation')}
        </h4>
        <NegotiationBadge status={application.negotiationStatus} />
      </div>

      <OfferHistoryList offers={history} />

      {isCountering && actions.includes('counter') ? (
        <CounterOfferFields
          title={t('myApplications.counterBack')}
          amountLabel={t('myApplications.counterAmount')}
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
          labels={{
            accept: t('myApplications.acceptOffer'),
            counter: t('myApplications.counterBack'),
            reject: t('myApplications.decline'),
          }}
          isBusy={isBusy}
          onAccept={() => answer.mutate({ action: 'accept' })}
          onCounter={() => setIsCountering(true)}
          onReject={() => setIsConfirmingDecline(true)}
        />
      )}

      <AlertDialog open={isConfirmingDecline} onOpenChange={setIsConfirmingDecline}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t('myApplications.declineTitle')}</AlertDialogTitle>
            <AlertDialogDescription>
              {t('myApplications.declineDescription', { title: application.campaign.title })}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{t('myApplications.keepNegotiating')}</AlertDialogCancel>
            <AlertDialogAction
              className={buttonVariants({ variant: 'destructive' })}
              onClick={() => answer.mutate({ action: 'reject' })}
            >
              {t('myApplications.declineOffer')}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </section>
  );
}
