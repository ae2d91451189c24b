import type { WorkspaceInvitation } from '@partnerly/contracts';
import { Mail, RotateCw, X } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { useT } from '@/lib/i18n/i18n-provider';
import { cn } from '@/lib/utils';
import { useResendInvitation, useRevokeInvitation } from '../api/workspace-mutations';
import { toastError } from './error-toast';
import { ROLE_KEYS, expiryText } from './workspace-format';

/** Open and expired invitations (owners and managers): resend for a new link, revoke to end it. */
export function InvitationsList({ invitations }: { invitations: readonly WorkspaceInvitation[] }) {
  const t = useT();
  if (invitations.length === 0) {
    return (
      <p className="rounded-lg border p-6 text-center text-sm text-muted-foreground">
        {t('workspace.noInvitations')}
      </p>
    );
  }
  return (
    <ul aria-label={t('workspace.invitations')} className="grid grid-cols-1 gap-3">
      {invitations.map((invitation) => (
        <InvitationRow key={invitation.id} invitation={invitation} />
      ))}
    </ul>
  );
}

function InvitationRow({ invitation }: { invitation: WorkspaceInvitation }) {
  const t = useT();
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const [isRevokeOpen, setIsRevokeOpen] = useState(false);
  const expiry = expiryText(t, invitation);
  const isExpired = expiry === t('workspace.expired');

  const sendAgain = () =>
    resend.mutate(invitation.id, {
      onSuccess: () =>
        toast({
          variant: 'success',
          title: t('workspace.invitationSent'),
          description: t('workspace.invitationResentDescription', { email: invitation.email }),
        }),
      onError: (error) => toastError(error, t('workspace.invitationNotSent'), t('workspace.pleaseTryAgain')),
    });
  const confirmRevoke = () =>
    revoke.mutate(invitation.id, {
      onSuccess: () => {
        setIsRevokeOpen(false);
        toast({
          title: t('workspace.revoked'),
          description: t('workspace.revokedDescription', { email: invitation.email }),
        });
      },
      onError: (error) => toastError(error, t('workspace.notRevoked'), t('workspace.pleaseTryAgain')),
    });

  return (
    <li
      aria-label={invitation.email}
      className="flex flex-col gap-3 rounded-lg border p-3 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <Mail className="size-4 shrink-0 text-muted-foreground" aria-hidden />
          <span className="min-w-0 break-words" dir="ltr">
            {invitation.email}
          </span>
          <Badge variant="secondary">{t(ROLE_KEYS[invitation.role])}</Badge>
        </p>
        <p className={cn('text-sm', isExpired ? 'text-destructive' : 'text-muted-foreground')}>
          {invitation.invitedByName
            ? t('workspace.invitedBy', { expiry, name: invitation.invitedByName })
            : expiry}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={sendAgain} disabled={resend.isPending}>
          {resend.isPending ? <Spinner className="text-current" /> : <RotateCw aria-hidden />}
          {t('workspace.resend')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          className="text-destructive hover:text-destructive"
          onClick={() => setIsRevokeOpen(true)}
        >
          <X aria-hidden /> {t('workspace.revoke')}
        </Button>
      </div>
      <ConfirmDialog
        open={isRevokeOpen}
        onOpenChange={setIsRevokeOpen}
        title={t('workspace.revokeTitle')}
        description={t('workspace.revokeDescription', { email: invitation.email })}
        confirmLabel={t('workspace.revoke')}
        onConfirm={confirmRevoke}
        isPending={revoke.isPending}
      />
    </li>
  );
}
