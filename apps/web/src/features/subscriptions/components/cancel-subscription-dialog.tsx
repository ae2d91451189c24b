import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useT } from '@/lib/i18n/i18n-provider';
import { useCancelSubscription } from '../api/manage-subscription';
import { formatDay } from '../subscription-format';

/** 'Cancel Subscription' with a confirmation: access stays until the end of the paid period. */
export function CancelSubscriptionDialog({
  planName,
  accessUntil,
}: {
  planName: string;
  accessUntil: string | null;
}) {
  const t = useT();
  const [isOpen, setIsOpen] = useState(false);
  const cancel = useCancelSubscription();
  return (
    <ConfirmDialog
      open={isOpen}
      onOpenChange={setIsOpen}
      trigger={
        <Button variant="outline" className="text-destructive hover:text-destructive">
          {t('cancelSubscription.button')}
        </Button>
      }
      title={t('cancelSubscription.title')}
      description={t('cancelSubscription.body', {
        plan: planName,
        date: formatDay(accessUntil) || t('cancelSubscription.periodEnd'),
      })}
      cancelLabel={t('cancelSubscription.keep')}
      confirmLabel={t('cancelSubscription.button')}
      onConfirm={() => cancel.mutate(undefined, { onSuccess: () => setIsOpen(false) })}
      isPending={cancel.isPending}
    />
  );
}
