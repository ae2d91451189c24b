import { ADMIN_USERS_MESSAGES, type AdminUser } from '@partnerly/contracts';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { displayNameOf, formatDateTime, userTypeLabel } from '@/lib/format';
import { useAdminUser } from '../api/get-admin-users';
import { VERIFICATION_LABELS, actionLabel, historyDetails } from './user-labels';

interface UserHistoryDialogProps {
  user: AdminUser | null;
  onClose: () => void;
}

/** One account at a glance and every admin action on it, newest first, with who took it. */
export function UserHistoryDialog({ user, onClose }: UserHistoryDialogProps) {
  return (
    <Dialog open={user !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-h-[90dvh] max-w-lg overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{user ? displayNameOf(user, user.email) : 'User'}</DialogTitle>
          <DialogDescription>
            {user ? `${user.email} · ${userTypeLabel(user.userType)}` : null}
          </DialogDescription>
        </DialogHeader>
        {user ? <UserHistory userId={user.id} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function UserHistory({ userId }: { userId: string }) {
  const detail = useAdminUser(userId);
  if (detail.isPending)
    return (
      <div className="grid gap-3" role="status" aria-busy="true" aria-label="Loading history">
        <Skeleton className="h-14" />
        <Skeleton className="h-14" />
      </div>
    );
  if (detail.isError)
    return <RetryAlert message={ADMIN_USERS_MESSAGES.historyFailed} onRetry={() => void detail.refetch()} />;
  const { user, history } = detail.data;
  return (
    <div className="grid gap-4">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Verification</dt>
        <dd>{VERIFICATION_LABELS[user.verificationStatus]}</dd>
        <dt className="text-muted-foreground">Status</dt>
        <dd>{user.suspendedAt ? `Suspended since ${formatDateTime(user.suspendedAt)}` : 'Active'}</dd>
        {user.suspensionReason ? (
          <>
            <dt className="text-muted-foreground">Reason</dt>
            <dd className="break-words">{user.suspensionReason}</dd>
          </>
        ) : null}
        <dt className="text-muted-foreground">Joined</dt>
        <dd>{formatDateTime(user.createdAt)}</dd>
      </dl>
      <section aria-labelledby="user-history-title" className="grid gap-2">
        <h3 id="user-history-title" className="font-medium">
          History
        </h3>
        {history.length === 0 ? (
          <p className="text-sm text-muted-foreground">No admin has changed this account yet.</p>
        ) : (
          <ol className="grid gap-2">
            {history.map((entry) => (
              <li key={entry.id} className="rounded-lg border p-3 text-sm">
                <p className="font-medium">{actionLabel(entry.actionType)}</p>
                <p className="text-muted-foreground">
                  {formatDateTime(entry.createdAt)} · by {entry.admin?.name ?? 'a deleted admin'}
                </p>
                {historyDetails(entry).map((line) => (
                  <p key={line} className="break-words">
                    {line}
                  </p>
                ))}
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
