import type { AdminUser } from '@partnerly/contracts';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { displayNameOf, formatDateTime } from '@/lib/format';
import { useT } from '@/lib/i18n/i18n-provider';
import { useAdminUser } from '../api/get-admin-users';
import { VERIFICATION_LABELS, actionLabel, historyDetails, roleLabel } from './user-labels';

/** Not words: the same in every language. */
const SEPARATOR = ' · ';

interface UserHistoryDialogProps {
  user: AdminUser | null;
  onClose: () => void;
}

/** One account at a glance and every admin action on it, newest first, with who took it. */
export function UserHistoryDialog({ user, onClose }: UserHistoryDialogProps) {
  const t = useT();
  return (
    <Dialog open={user !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-h-[90dvh] max-w-lg overflow-y-auto">
        <DialogHeader>
          <DialogTitle>
            {user ? <bdi>{displayNameOf(user, user.email)}</bdi> : t('adminUsers.user')}
          </DialogTitle>
          <DialogDescription>
            {user ? (
              <>
                <span dir="ltr">{user.email}</span>
                {SEPARATOR}
                {roleLabel(t, user.userType)}
              </>
            ) : null}
          </DialogDescription>
        </DialogHeader>
        {user ? <UserHistory userId={user.id} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function UserHistory({ userId }: { userId: string }) {
  const t = useT();
  const detail = useAdminUser(userId);
  if (detail.isPending)
    return (
      <div className="grid gap-3" role="status" aria-busy="true" aria-label={t('adminUsers.loadingHistory')}>
        <Skeleton className="h-14" />
        <Skeleton className="h-14" />
      </div>
    );
  if (detail.isError)
    return <RetryAlert message={t('adminUsers.historyFailed')} onRetry={() => void detail.refetch()} />;
  const { user, history } = detail.data;
  return (
    <div className="grid gap-4">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{t('adminUsers.verification')}</dt>
        <dd>{t(VERIFICATION_LABELS[user.verificationStatus])}</dd>
        <dt className="text-muted-foreground">{t('common.status')}</dt>
        <dd>
          {user.suspendedAt
            ? t('adminUsers.suspendedSince', { date: formatDateTime(user.suspendedAt) })
            : t('adminUsers.status.active')}
        </dd>
        {user.suspensionReason ? (
          <>
            <dt className="text-muted-foreground">{t('adminUsers.reason')}</dt>
            <dd className="break-words" dir="auto">
              {user.suspensionReason}
            </dd>
          </>
        ) : null}
        <dt className="text-muted-foreground">{t('adminUsers.joined')}</dt>
        <dd>{formatDateTime(user.createdAt)}</dd>
      </dl>
      <section aria-labelledby="user-history-title" className="grid gap-2">
        <h3 id="user-history-title" className="font-medium">
          {t('adminUsers.history')}
        </h3>
        {history.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('adminUsers.noHistory')}</p>
        ) : (
          <ol className="grid gap-2">
            {history.map((entry) => (
              <li key={entry.id} className="rounded-lg border p-3 text-sm">
                <p className="font-medium">{actionLabel(t, entry.actionType)}</p>
                <p className="text-muted-foreground">
                  {t('adminUsers.historyBy', {
                    date: formatDateTime(entry.createdAt),
                    admin: entry.admin?.name ?? t('adminUsers.deletedAdmin'),
                  })}
                </p>
                {historyDetails(t, entry).map((line) => (
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
