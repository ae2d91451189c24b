import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
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
  const [isOpen, setIsOpen] = useState(false);
  const cancel = useCancelSubscription();
  return (
    <ConfirmDialog
      open={isOpen}
      onOpenChange={setIsOpen}
      trigger={
        <Button variant="outline" className="text-destructive hover:text-destructive">
          Cancel Subscription
        </Button>
      }
      title="Cancel Subscription"
      description={
        <>
          You keep every {planName} feature until {formatDay(accessUntil) || 'the end of your billing period'}
          . After that your account moves to the free plan. You can resubscribe at any time.
        </>
      }
      cancelLabel="Keep Subscription"
      confirmLabel="Cancel Subscription"
      onConfirm={() => cancel.mutate(undefined, { onSuccess: () => setIsOpen(false) })}
      isPending={cancel.isPending}
    />
  );
}
