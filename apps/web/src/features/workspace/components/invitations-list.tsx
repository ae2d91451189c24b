import type { WorkspaceInvitation } from '@partnerly/contracts';
import { Mail, RotateCw, X } from 'lucide-react';
import { useState } from 'react';
import { ROLE_LABELS } from '@/api/workspace/workspace-access';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { cn } from '@/lib/utils';
import { useResendInvitation, useRevokeInvitation } from '../api/workspace-mutations';
import { toastError } from './error-toast';
import { expiryText } from './workspace-format';

/** Open and expired invitations (owners and managers): resend for a new link, revoke to end it. */
export function InvitationsList({ invitations }: { invitations: readonly WorkspaceInvitation[] }) {
  if (invitations.length === 0) {
    return (
      <p className="rounded-lg border p-6 text-center text-sm text-muted-foreground">
        No open invitations. Invite a colleague to work on your campaigns with you.
      </p>
    );
  }
  return (
    <ul aria-label="Invitations" className="grid grid-cols-1 gap-3">
      {invitations.map((invitation) => (
        <InvitationRow key={invitation.id} invitation={invitation} />
      ))}
    </ul>
  );
}

function InvitationRow({ invitation }: { invitation: WorkspaceInvitation }) {
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const [isRevokeOpen, setIsRevokeOpen] = useState(false);
  const expiry = expiryText(invitation);

  const sendAgain = () =>
    resend.mutate(invitation.id, {
      onSuccess: () =>
        toast({
          variant: 'success',
          title: 'Invitation sent',
          description: `We e-mailed a new link to ${invitation.email}.`,
        }),
      onError: (error) => toastError(error, 'Invitation not sent'),
    });
  const confirmRevoke = () =>
    revoke.mutate(invitation.id, {
      onSuccess: () => {
        setIsRevokeOpen(false);
        toast({
          title: 'Invitation revoked',
          description: `The link sent to ${invitation.email} no longer works.`,
        });
      },
      onError: (error) => toastError(error, 'Not revoked'),
    });

  return (
    <li
      aria-label={invitation.email}
      className="flex flex-col gap-3 rounded-lg border p-3 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <Mail className="size-4 shrink-0 text-muted-foreground" aria-hidden />
          <span className="min-w-0 break-words">{invitation.email}</span>
          <Badge variant="secondary">{ROLE_LABELS[invitation.role]}</Badge>
        </p>
        <p className={cn('text-sm', expiry === 'Expired' ? 'text-destructive' : 'text-muted-foreground')}>
          {expiry}
          {invitation.invitedByName ? ` · invited by ${invitation.invitedByName}` : ''}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={sendAgain} disabled={resend.isPending}>
          {resend.isPending ? <Spinner className="text-current" /> : <RotateCw aria-hidden />}
          Resend
        </Button>
        <Button
          size="sm"
          variant="outline"
          className="text-destructive hover:text-destructive"
          onClick={() => setIsRevokeOpen(true)}
        >
          <X aria-hidden /> Revoke
        </Button>
      </div>
      <ConfirmDialog
        open={isRevokeOpen}
        onOpenChange={setIsRevokeOpen}
        title="Revoke this invitation?"
        description={`The link sent to ${invitation.email} stops working. You can invite them again later.`}
        confirmLabel="Revoke"
        onConfirm={confirmRevoke}
        isPending={revoke.isPending}
      />
    </li>
  );
}
