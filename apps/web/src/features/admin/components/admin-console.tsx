import { isAdminUserType, type AdminElevation } from '@partnerly/contracts';
import type { MessageKey } from '@partnerly/contracts/i18n';
import { useQueryClient } from '@tanstack/react-query';
import { LogOut, type LucideIcon } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { NavLink, Navigate, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { RetryAlert } from '@/components/ui/retry-alert';
import { PageLoader, Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { useT } from '@/lib/i18n/i18n-provider';
import { cn } from '@/lib/utils';
import { useMe } from '@/lib/session';
import { adminElevationKey, useAdminElevation, useEndElevation } from '../api/admin-elevation';
import { SessionCountdown } from './session-countdown';
import { AdminAccessRequired } from './admin-access-required';
import { StepUpForm } from './step-up-form';

/** One tab of the console at /admin/{id} (the first tab is /admin). */
export interface AdminTab {
  id: string;
  label: MessageKey;
  icon: LucideIcon;
  element: ReactNode;
}

/** Where a tab lives: /admin for the first, /admin/{id} for the others. */
const adminTabPath = (tabs: readonly AdminTab[], id: string) =>
  tabs[0]?.id === id ? '/admin' : `/admin/${id}`;

/**
 * An answer refusing an admin call for want of an elevation (expired, or ended elsewhere):
 * the console locks and asks for the step-up check again.
 */
function useLockOnElevationLoss() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const lockIfLost = (error: unknown) => {
      if (isApiError(error) && error.code === 'ADMIN_ELEVATION_REQUIRED') {
        void queryClient.invalidateQueries({ queryKey: adminElevationKey });
      }
    };
    const queries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') lockIfLost(event.action.error);
    });
    const mutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') lockIfLost(event.action.error);
    });
    return () => {
      queries();
      mutations();
    };
  }, [queryClient]);
}

function ConsoleHeader({ elevation }: { elevation: AdminElevation }) {
  const t = useT();
  const end = useEndElevation();
  return (
    <header className="flex flex-wrap items-center justify-between gap-3">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">{t('admin.consoleTitle')}</h1>
        <p className="text-sm text-muted-foreground">
          {elevation.userType === 'super_admin' ? t('admin.superAdminScope') : t('admin.adminScope')}
        </p>
      </div>
      <div className="flex items-center gap-2">
        {elevation.expiresAt ? <SessionCountdown expiresAt={elevation.expiresAt} /> : null}
        <Button variant="outline" size="sm" onClick={() => end.mutate()} disabled={end.isPending}>
          {end.isPending ? <Spinner /> : <LogOut aria-hidden />} {t('admin.logout')}
        </Button>
      </div>
    </header>
  );
}

function ConsoleTabs({ tabs, active }: { tabs: readonly AdminTab[]; active: AdminTab }) {
  const t = useT();
  return (
    <nav aria-label={t('admin.consoleNavigation')} className="-mx-4 overflow-x-auto px-4 sm:-mx-6 sm:px-6">
      <ul className="flex min-w-max gap-1 border-b">
        {tabs.map((tab) => (
          <li key={tab.id}>
            <NavLink
              to={adminTabPath(tabs, tab.id)}
              end
              aria-current={tab.id === active.id ? 'page' : undefined}
              className={cn(
                'inline-flex items-center gap-2 border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap',
                tab.id === active.id
                  ? 'border-primary text-foreground'
                  : 'border-transparent text-muted-foreground hover:text-foreground',
              )}
            >
              <tab.icon className="size-4" aria-hidden /> {t(tab.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The admin console at /admin and /admin/{tab} (issue 19): admins and super admins only, behind
 * the step-up check; the tabs come from the features that own them (app/routes/admin-page.tsx).
 */
export function AdminConsole({ tabs }: { tabs: readonly AdminTab[] }) {
  const t = useT();
  const me = useMe();
  const isAdmin = Boolean(me.data?.profile && isAdminUserType(me.data.profile.userType));
  const elevation = useAdminElevation();
  const { tab: tabId } = useParams();
  useLockOnElevationLoss();

  if (!me.data) return <PageLoader />;
  if (!isAdmin) return <AdminAccessRequired />;
  if (elevation.isPending) return <PageLoader text={t('admin.checkingSession')} />;
  if (elevation.isError)
    return (
      <div className="mx-auto w-full max-w-lg px-4 py-12">
        <RetryAlert message={t('admin.authenticationFailed')} onRetry={() => void elevation.refetch()} />
      </div>
    );
  if (!elevation.data.elevated) return <StepUpForm elevation={elevation.data} />;

  const active = tabs.find((tab) => tab.id === (tabId ?? tabs[0]?.id));
  if (!active) return <Navigate to="/admin" replace />;
  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8 sm:px-6">
      <title>{t('admin.documentTitle', { tab: t(active.label) })}</title>
      <ConsoleHeader elevation={elevation.data} />
      <ConsoleTabs tabs={tabs} active={active} />
      <section aria-label={t(active.label)}>{active.element}</section>
    </div>
  );
}
