import { formatBillingDate, type Plan } from '@partnerly/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useT } from '@/lib/i18n/i18n-provider';
import { useChangePlan } from '../api/manage-subscription';

interface DowngradeDialogProps {
  currentName: string;
  target: Plan;
  /** The end of the paid period, when the lower plan takes over. */
  changeAt: string;
}

/** A downgrade waits for the end of the paid period and needs no payment now (decision 0038). */
export function DowngradeDialog({ currentName, target, changeAt }: DowngradeDialogProps) {
  const t = useT();
  const [isOpen, setIsOpen] = useState(false);
  const changePlan = useChangePlan();
  const { limits } = target;
  return (
    <ConfirmDialog
      open={isOpen}
      onOpenChange={setIsOpen}
      trigger={<Button variant="outline">{t('downgrade.button', { plan: target.name })}</Button>}
      title={t('downgrade.title', { plan: target.name })}
      description={t('downgrade.body', {
        plan: target.name,
        date: formatBillingDate(changeAt),
        current: currentName,
        campaigns: limits.campaignPostsPerMonth,
        qrCodes: limits.qrCodesPerMonth,
        redemptions: limits.redemptionsPerCode,
        price: target.priceLabel,
      })}
      cancelLabel={t('downgrade.keep', { plan: currentName })}
      confirmLabel={t('downgrade.confirm', { plan: target.name })}
      confirmVariant="default"
      onConfirm={() => changePlan.mutate(target.id, { onSuccess: () => setIsOpen(false) })}
      isPending={changePlan.isPending}
    />
  );
}
