import type { NegotiationAction } from '@partnerly/contracts';
import { Check, Reply, X } from 'lucide-react';
import { Button } from '@/components/ui/button';

interface NegotiationActionsProps {
  /** The answers open to the viewer now (the API's `actions.negotiation`); nothing when empty. */
  actions: readonly NegotiationAction[];
  /** The buttons' text, as each side names them: 'Accept Proposal' / 'Accept Offer'... */
  labels: Record<NegotiationAction, string>;
  isBusy: boolean;
  onAccept(): void;
  onCounter(): void;
  onReject(): void;
}

/** The answer buttons of a negotiation, on the viewer's turn: accept, counter, reject. */
export function NegotiationActions({
  actions,
  labels,
  isBusy,
  onAccept,
  onCounter,
  onReject,
}: NegotiationActionsProps) {
  if (actions.length === 0) return null;
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
      {actions.includes('accept') ? (
        <Button size="sm" onClick={onAccept} disabled={isBusy}>
          <Check aria-hidden /> {labels.accept}
        </Button>
      ) : null}
      {actions.includes('counter') ? (
        <Button size="sm" variant="outline" onClick={onCounter} disabled={isBusy}>
          <Reply aria-hidden /> {labels.counter}
        </Button>
      ) : null}
      {actions.includes('reject') ? (
        <Button size="sm" variant="outline" onClick={onReject} disabled={isBusy}>
          <X aria-hidden /> {labels.reject}
        </Button>
      ) : null}
    </div>
  );
}
