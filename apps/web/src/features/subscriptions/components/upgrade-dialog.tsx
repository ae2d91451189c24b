import { formatBillingDate, formatFils, type PayablePlanId, type Plan } from '@partnerly/contracts';
import { CreditCard } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useCheckoutQuote } from '../api/get-checkout-quote';
import type { useStartCheckout } from '../api/start-checkout';

interface UpgradeDialogProps {
  target: Plan;
  planId: PayablePlanId;
  checkout: ReturnType<typeof useStartCheckout>;
  isDisabled: boolean;
}

/**
 * The upgrade confirmation (decision 0038): the server's price for the rest of the paid
 * period ('You pay AED 105 now for Premium until 26 Dec 2026.'), then the checkout.
 */
export function UpgradeDialog({ target, planId, checkout, isDisabled }: UpgradeDialogProps) {
  const [isOpen, setIsOpen] = useState(false);
  const quote = useCheckoutQuote(planId, { isEnabled: isOpen });
  const isLeaving = checkout.isPending || checkout.isSuccess;
  return (
    <ConfirmDialog
      open={isOpen}
      onOpenChange={setIsOpen}
      trigger={
        <Button disabled={isDisabled}>
          <CreditCard aria-hidden /> Upgrade to {target.name}
        </Button>
      }
      title={`Upgrade to ${target.name}?`}
      description={
        quote.data ? (
          <>
            <span className="block font-medium text-foreground">{quote.data.summary}</span>
            <span className="mt-2 block">
              {quote.data.purpose === 'upgrade'
                ? `That is the price difference for the ${quote.data.daysRemaining} days left of your paid period. Your usage this cycle carries over, and from ${formatBillingDate(quote.data.periodEnd)} the plan renews at ${target.priceLabel} a month.`
                : `${target.name} is ${target.priceLabel} a month, tax included.`}
            </span>
          </>
        ) : quote.isError ? (
          `The price could not be worked out: ${quote.error.message}`
        ) : (
          'Working out the price for the rest of your paid period...'
        )
      }
      cancelLabel="Not now"
      confirmLabel={quote.data ? `Pay ${formatFils(quote.data.amountFils)}` : 'Pay'}
      confirmVariant="default"
      onConfirm={() => checkout.mutate(planId)}
      isPending={isLeaving}
      isConfirmDisabled={!quote.data}
    />
  );
}
