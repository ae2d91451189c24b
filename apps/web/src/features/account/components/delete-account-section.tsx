import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useT } from '@/lib/i18n/i18n-provider';
import { useDeleteAccount } from '../api/delete-account';

type Step = 'closed' | 'confirm' | 'final';

/**
 * Danger zone: two confirmations, then the deletion (spec 03 section 4). `blockedReason` (the
 * only owner of a brand team, decision 0041) disables it and says why; the server refuses too.
 */
export function DeleteAccountSection({ blockedReason = '' }: { blockedReason?: string }) {
  const t = useT();
  const canDelete = blockedReason === '';
  const [step, setStep] = useState<Step>('closed');
  const deleteAccount = useDeleteAccount();
  const close = (open: boolean) => {
    if (!open) setStep('closed');
  };

  return (
    <Card className="border-destructive/50">
      <CardHeader>
        <CardTitle className="text-lg text-destructive">{t('deleteAccount.title')}</CardTitle>
        <CardDescription>{t('deleteAccount.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button
          variant="destructive"
          disabled={!canDelete}
          aria-describedby={canDelete ? undefined : 'delete-account-blocked'}
          onClick={() => setStep('confirm')}
        >
          <Trash2 aria-hidden /> {t('deleteAccount.button')}
        </Button>
        {canDelete ? null : (
          <p id="delete-account-blocked" className="mt-3 text-sm text-muted-foreground">
            {blockedReason}
          </p>
        )}
      </CardContent>

      <ConfirmDialog
        open={step === 'confirm'}
        onOpenChange={close}
        title={t('deleteAccount.confirmTitle')}
        description={t('deleteAccount.confirmBody')}
        confirmLabel={t('common.continue')}
        onConfirm={() => setStep('final')}
      />

      <ConfirmDialog
        open={step === 'final'}
        onOpenChange={close}
        title={t('deleteAccount.finalTitle')}
        description={t('deleteAccount.finalBody')}
        cancelLabel={t('deleteAccount.keep')}
        confirmLabel={t('deleteAccount.confirm')}
        onConfirm={() => deleteAccount.mutate(undefined, { onError: () => setStep('closed') })}
        isPending={deleteAccount.isPending}
      />
    </Card>
  );
}
