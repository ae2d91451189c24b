import { formatBillingDate, formatFils, type PayablePlanId, type Plan } from '@partnerly/contracts';
import { CreditCard } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useT } from '@/lib/i18n/i18n-provider';
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
  const t = useT();
  const [isOpen, setIsOpen] = useState(false);
  const quote = useCheckoutQuote(planId, { isEnabled: isOpen });
  const isLeaving = checkout.isPending || checkout.isSuccess;
  return (
    <ConfirmDialog
      open={isOpen}
      onOpenChange={setIsOpen}
      trigger={
        <Button disabled={isDisabled}>
          <CreditCard aria-hidden /> {t('upgrade.button', { plan: target.name })}
        </Button>
      }
      title={t('upgrade.title', { plan: target.name })}
      description={
        quote.data ? (
          <>
            <span className="block font-medium text-foreground">{quote.data.summary}</span>
            <span className="mt-2 block">
              {quote.data.purpose === 'upgrade'
                ? t('upgrade.difference', {
                    days: quote.data.daysRemaining ?? 0,
                    date: formatBillingDate(quote.data.periodEnd),
                    price: target.priceLabel,
                  })
                : t('upgrade.price', { plan: target.name, price: target.priceLabel })}
            </span>
          </>
        ) : quote.isError ? (
          t('upgrade.quoteFailed', { message: quote.error.message })
        ) : (
          t('upgrade.quoting')
        )
      }
      cancelLabel={t('upgrade.notNow')}
      confirmLabel={
        quote.data ? t('upgrade.payAmount', { amount: formatFils(quote.data.amountFils) }) : t('upgrade.pay')
      }
      confirmVariant="default"
      onConfirm={() => checkout.mutate(planId)}
      isPending={isLeaving}
      isConfirmDisabled={!quote.data}
    />
  );
}
