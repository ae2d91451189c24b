import type { AdminUser, AdminUserListParams } from '@partnerly/contracts';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api-client';
import { displayNameOf } from '@/lib/format';
import { useT } from '@/lib/i18n/i18n-provider';
import { useMe } from '@/lib/session';
import { useReinstateAdminUser } from '../api/admin-user-mutations';
import { useAdminUsers } from '../api/get-admin-users';
import { EditUserDialog } from './edit-user-dialog';
import { SuspendUserDialog } from './suspend-user-dialog';
import { UserFilters, type UserFilterValues } from './user-filters';
import { UserHistoryDialog } from './user-history-dialog';
import { usersMessage } from './user-labels';
import { UsersList, type UserActions } from './users-list';

type Open = { kind: 'history' | 'edit' | 'suspend' | 'reinstate'; user: AdminUser } | null;

function ListSkeleton() {
  const t = useT();
  return (
    <div className="grid gap-3" role="status" aria-busy="true" aria-label={t('adminUsers.loading')}>
      {Array.from({ length: 5 }, (_, index) => (
        <Skeleton key={index} className="h-16" />
      ))}
    </div>
  );
}

function Pager({
  page,
  pageCount,
  total,
  onPage,
}: {
  page: number;
  pageCount: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const t = useT();
  return (
    <nav
      aria-label={t('adminUsers.pages')}
      className="flex flex-wrap items-center justify-between gap-3 text-sm"
    >
      <p className="text-muted-foreground" aria-live="polite">
        {t('adminUsers.pageOf', { page, pageCount, total })}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft className="rtl:-scale-x-100" aria-hidden /> {t('common.previous')}
        </Button>
        <Button variant="outline" size="sm" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
          {t('common.next')} <ChevronRight className="rtl:-scale-x-100" aria-hidden />
        </Button>
      </div>
    </nav>
  );
}

/**
 * The admin console's Users tab (issue 19 item 3): every account, newest first, searched and
 * filtered, with each account's history. Super admins also edit, suspend and reinstate;
 * admins do not see those buttons (decision 0059).
 */
export function AdminUsersTab() {
  const t = useT();
  const me = useMe();
  const [filters, setFilters] = useState<UserFilterValues>({ search: '', userType: '', status: '' });
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<Open>(null);
  const params: AdminUserListParams = {
    search: filters.search || undefined,
    userType: filters.userType || undefined,
    status: filters.status || undefined,
    page,
  };
  const users = useAdminUsers(params);
  const reinstate = useReinstateAdminUser();
  const changeFilters = useCallback((next: UserFilterValues) => {
    setFilters(next);
    setPage(1);
  }, []);
  const close = () => setOpen(null);

  const actions: UserActions = {
    canChange: me.data?.profile?.userType === 'super_admin',
    selfId: me.data?.user.id ?? '',
    onHistory: (user) => setOpen({ kind: 'history', user }),
    onEdit: (user) => setOpen({ kind: 'edit', user }),
    onSuspend: (user) => setOpen({ kind: 'suspend', user }),
    onReinstate: (user) => setOpen({ kind: 'reinstate', user }),
  };
  const reinstating = open?.kind === 'reinstate' ? open.user : null;
  const confirmReinstate = () => {
    if (!reinstating) return;
    reinstate.mutate(reinstating.id, {
      onSuccess: (saved) => {
        toast({
          variant: 'success',
          title: t('adminUsers.reinstated'),
          description: t('adminUsers.reinstatedDescription', { name: displayNameOf(saved, saved.email) }),
        });
        close();
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t('adminUsers.reinstateFailed'),
          description: isApiError(error) ? usersMessage(t, error.message) : undefined,
        }),
    });
  };

  const data = users.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <div className="grid gap-4">
      <UserFilters value={filters} onChange={changeFilters} />
      {users.isPending ? (
        <ListSkeleton />
      ) : users.isError && !data ? (
        <RetryAlert message={t('adminUsers.loadFailed')} onRetry={() => void users.refetch()} />
      ) : data && data.users.length === 0 ? (
        <p className="rounded-xl border border-dashed p-8 text-center text-muted-foreground">
          {data.total === 0 ? t('adminUsers.noUsers') : t('adminUsers.noUsersOnPage')}
        </p>
      ) : data ? (
        <div className={users.isPlaceholderData ? 'grid gap-4 opacity-60' : 'grid gap-4'}>
          {users.isError ? (
            <RetryAlert message={t('adminUsers.loadFailed')} onRetry={() => void users.refetch()} />
          ) : null}
          <UsersList users={data.users} actions={actions} />
          <Pager page={data.page} pageCount={pageCount} total={data.total} onPage={setPage} />
        </div>
      ) : null}

      <UserHistoryDialog user={open?.kind === 'history' ? open.user : null} onClose={close} />
      <EditUserDialog
        user={open?.kind === 'edit' ? open.user : null}
        selfId={actions.selfId}
        onClose={close}
      />
      <SuspendUserDialog user={open?.kind === 'suspend' ? open.user : null} onClose={close} />
      <ConfirmDialog
        open={reinstating !== null}
        onOpenChange={(next) => (next ? undefined : close())}
        title={t('adminUsers.reinstateTitle')}
        description={
          reinstating
            ? t('adminUsers.reinstateDescription', { name: displayNameOf(reinstating, reinstating.email) })
            : ''
        }
        confirmLabel={t('adminUsers.reinstate')}
        confirmVariant="default"
        onConfirm={confirmReinstate}
        isPending={reinstate.isPending}
      />
    </div>
  );
}
