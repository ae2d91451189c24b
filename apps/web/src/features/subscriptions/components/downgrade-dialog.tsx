import type { Plan } from '@partnerly/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useChangePlan } from '../api/manage-subscription';

/** A downgrade takes effect at once and needs no payment; the lower limits apply from now. */
export function DowngradeDialog({ currentName, target }: { currentName: string; target: Plan }) {
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
          Your plan changes right away, without a payment. From now on you can post{' '}
          {limits.campaignPostsPerMonth} campaigns and create {limits.qrCodesPerMonth} QR codes per month,
          with {limits.redemptionsPerCode} redemptions per code.
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
