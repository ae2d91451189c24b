import type { MyApplication } from '@partnerly/contracts';
import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useT } from '@/lib/i18n/i18n-provider';
import { useWithdrawApplication } from '../api/withdraw-application';

/** Withdraw, after a confirmation, a pending application (issue 13). */
export function WithdrawApplicationButton({ application }: { application: MyApplication }) {
  const t = useT();
  const [isOpen, setIsOpen] = useState(false);
  const withdraw = useWithdrawApplication(application.id);
  return (
    <ConfirmDialog
      open={isOpen}
      onOpenChange={setIsOpen}
      trigger={
        <Button
          variant="outline"
          size="sm"
          aria-label={t('myApplications.withdrawAria', { title: application.campaign.title })}
        >
          <Undo2 aria-hidden /> {t('myApplications.withdraw')}
        </Button>
      }
      title={t('myApplications.withdrawTitle')}
      description={t('myApplications.withdrawDescription', {
        brand: application.campaign.brand.name,
        title: application.campaign.title,
      })}
      cancelLabel={t('myApplications.keepApplication')}
      confirmLabel={t('myApplications.withdrawApplication')}
      isPending={withdraw.isPending}
      onConfirm={() => withdraw.mutate(undefined, { onSettled: () => setIsOpen(false) })}
    />
  );
}
