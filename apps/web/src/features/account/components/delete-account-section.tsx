import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useDeleteAccount } from '../api/delete-account';

type Step = 'closed' | 'confirm' | 'final';

/**
 * Danger zone: two confirmations, then the deletion (spec 03 section 4). `blockedReason` (the
 * only owner of a brand team, decision 0041) disables it and says why; the server refuses too.
 */
export function DeleteAccountSection({ blockedReason = '' }: { blockedReason?: string }) {
  const canDelete = blockedReason === '';
  const [step, setStep] = useState<Step>('closed');
  const deleteAccount = useDeleteAccount();
  const close = (open: boolean) => {
    if (!open) setStep('closed');
  };

  return (
    <Card className="border-destructive/50">
      <CardHeader>
        <CardTitle className="text-lg text-destructive">Danger Zone</CardTitle>
        <CardDescription>
          Deleting your account removes your profile and personal details and signs you out everywhere. This
          cannot be undone.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button
          variant="destructive"
          disabled={!canDelete}
          aria-describedby={canDelete ? undefined : 'delete-account-blocked'}
          onClick={() => setStep('confirm')}
        >
          <Trash2 aria-hidden /> Delete Account
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
        title="Are you absolutely sure?"
        description="This will permanently delete your Partnerly account and remove your personal data. You will be signed out and will not be able to sign in again with this account."
        confirmLabel="Continue"
        onConfirm={() => setStep('final')}
      />

      <ConfirmDialog
        open={step === 'final'}
        onOpenChange={close}
        title="Final Confirmation"
        description="Please confirm once more: your account will be deleted now, and this cannot be undone."
        cancelLabel="Keep My Account"
        confirmLabel="Delete My Account"
        onConfirm={() => deleteAccount.mutate(undefined, { onError: () => setStep('closed') })}
        isPending={deleteAccount.isPending}
      />
    </Card>
  );
}
