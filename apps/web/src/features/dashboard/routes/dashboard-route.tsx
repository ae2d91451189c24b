import type { ReactNode } from 'react';
import { PageLoader } from '@/components/ui/spinner';
import type { MeProfile } from '@partnerly/contracts';
import { useT } from '@/lib/i18n/i18n-provider';
import type { Me } from '@/lib/session';
import { useProfileWithRetries } from '../api/use-profile-retries';
import { ProfileLoadFailure } from '../components/profile-load-failure';
import { RoleHome } from '../components/role-home';
import { useDashboardNotifier } from '../components/use-dashboard-notifier';

/**
 * The dashboard router (/dashboard, spec 01 section 4): the session guard in app/ has run;
 * the profile is retried, then each role gets its home.
 */
export function DashboardRoute({ recentActivity, homeFor }: DashboardRouteProps) {
  const t = useT();
  const { load, retry } = useProfileWithRetries();
  if (load.status === 'loading') return <PageLoader text={t('dashboard.loading')} />;
  if (load.status === 'failed') return <ProfileLoadFailure me={load.me} onRetry={retry} />;
  return <Dashboard me={load.me} profile={load.profile} recentActivity={recentActivity} homeFor={homeFor} />;
}

interface DashboardRouteProps {
  recentActivity?: ReactNode;
  /** A role's own home composed by the app (e.g. the brand dashboard); null keeps RoleHome. */
  homeFor?: (me: Me, profile: MeProfile) => ReactNode;
}

function Dashboard({
  me,
  profile,
  recentActivity,
  homeFor,
}: DashboardRouteProps & { me: Me; profile: MeProfile }) {
  useDashboardNotifier(me, profile);
  return homeFor?.(me, profile) ?? <RoleHome me={me} profile={profile} recentActivity={recentActivity} />;
}
