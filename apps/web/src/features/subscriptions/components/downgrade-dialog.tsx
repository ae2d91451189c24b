import { formatBillingDate, type Plan } from '@partnerly/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useChangePlan } from '../api/manage-subscription';

interface DowngradeDialogProps {
  currentName: string;
  target: Plan;
  /** The end of the paid period, when the lower plan takes over. */
  changeAt: string;
}

/** A downgrade waits for the end of the paid period and needs no payment now (decision 0038). */
export function DowngradeDialog({ currentName, target, changeAt }: DowngradeDialogProps) {
  const [isOpen, setIsOpen] = useState(false);
  const changePlan = useChangePlan();
  const { limits } = target;
  return (
    <ConfirmDialog
      open={isOpen}
      onOpenChange={setIsOpen}
      trigger={<Button variant="outline">Downgrade to {target.name}</Button>}
      title={`Switch to ${target.name}?`}
      description={
        <>
          Your plan changes to {target.name} on {formatBillingDate(changeAt)}, at the end of the period you
          paid for; until then you keep {currentName}. No payment is taken now. From then on you can post{' '}
          {limits.campaignPostsPerMonth} campaigns and create {limits.qrCodesPerMonth} QR codes per month,
          with {limits.redemptionsPerCode} redemptions per code, for {target.priceLabel} a month.
        </>
      }
      cancelLabel={`Keep ${currentName}`}
      confirmLabel={`Switch to ${target.name}`}
      confirmVariant="default"
      onConfirm={() => changePlan.mutate(target.id, { onSuccess: () => setIsOpen(false) })}
      isPending={changePlan.isPending}
    />
  );
}
