import type { MyApplication } from '@partnerly/contracts';
import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useWithdrawApplication } from '../api/withdraw-application';

/** Withdraw, after a confirmation, a pending application (issue 13). */
export function WithdrawApplicationButton({ application }: { application: MyApplication }) {
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
          aria-label={`Withdraw application to ${application.campaign.title}`}
        >
          <Undo2 aria-hidden /> Withdraw
        </Button>
      }
      title="Withdraw this application?"
      description={`${application.campaign.brand.name} will be told, and you cannot apply to "${application.campaign.title}" again.`}
      cancelLabel="Keep Application"
      confirmLabel="Withdraw Application"
      isPending={withdraw.isPending}
      onConfirm={() => withdraw.mutate(undefined, { onSettled: () => setIsOpen(false) })}
    />
  );
}
