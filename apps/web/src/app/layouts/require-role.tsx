import type { UserType } from '@partnerly/contracts';
import { ArrowLeft, LayoutDashboard, ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '@/components/ui/card';
import { PageLoader } from '@/components/ui/spinner';
import { userTypeLabel } from '@/lib/format';
import { roleHomeOf } from '@/lib/role-home';
import { useT } from '@/lib/i18n/i18n-provider';
import { useMe } from '@/lib/session';

/**
 * Role guard (spec 01 section 6), nested inside RequireSession: other account types see the
 * 'Access Restricted' card, or with `otherRoles="home"` are sent to their home (roleHomeOf:
 * creators to /creator-dashboard, agents to /agent-dashboard, others to /dashboard), the spec's alternative, for pages another role has a version of
 * elsewhere (the spec gives admins an /analytics of their own).
 */
export function RequireRole({
  allow,
  otherRoles = 'restricted',
  restricted,
}: {
  allow: readonly UserType[];
  otherRoles?: 'restricted' | 'home';
  /** What other roles see instead of the 'Access Restricted' card (the admin console's own). */
  restricted?: ReactNode;
}) {
  const me = useMe();
  if (!me.data) return <PageLoader />;
  // Without a profile the role is unknown: the dashboard router retries it or offers onboarding.
  if (!me.data.profile) return <Navigate to="/dashboard" replace />;
  const { userType } = me.data.profile;
  if (allow.includes(userType)) return <Outlet />;
  if (otherRoles === 'home') return <Navigate to={roleHomeOf(userType)} replace />;
  if (restricted) return restricted;
  return <AccessRestricted allow={allow} userType={userType} />;
}

function listOf(types: readonly UserType[], t: ReturnType<typeof useT>): string {
  const labels = types.map((type) => userTypeLabel(type, t));
  if (labels.length <= 1) return labels.join('');
  return t('requireRole.list', {
    items: labels.slice(0, -1).join(t('common.listSeparator')),
    last: labels.at(-1) ?? '',
  });
}

function AccessRestricted({ allow, userType }: { allow: readonly UserType[]; userType: UserType }) {
  const navigate = useNavigate();
  const location = useLocation();
  const t = useT();
  // A page opened directly has no history in this tab: 'Go Back' then goes to the dashboard.
  const canGoBack = location.key !== 'default';
  return (
    <div className="mx-auto flex w-full max-w-lg flex-1 items-center px-4 py-12">
      <title>{t('common.pageTitle', { title: t('requireRole.title') })}</title>
      <Card className="w-full text-center">
        <CardHeader className="items-center">
          <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive">
            <ShieldAlert className="size-6" aria-hidden />
          </span>
          <h1 className="text-xl leading-tight font-semibold tracking-tight">{t('requireRole.title')}</h1>
          <CardDescription>
            {t('requireRole.description', { types: listOf(allow, t), type: userTypeLabel(userType, t) })}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <p className="text-sm font-medium">{t('requireRole.allowedTypes')}</p>
          <ul aria-label={t('requireRole.allowedTypes')} className="mt-2 flex flex-wrap justify-center gap-2">
            {allow.map((type) => (
              <li key={type} className="rounded-full border px-3 py-1 text-sm">
                {userTypeLabel(type, t)}
              </li>
            ))}
          </ul>
        </CardContent>
        <CardFooter className="flex-col gap-2 sm:flex-row sm:justify-center">
          <Button asChild>
            <Link to={roleHomeOf(userType)}>
              <LayoutDashboard aria-hidden /> {t('requireRole.goToDashboard')}
            </Link>
          </Button>
          <Button
            variant="outline"
            onClick={() => void (canGoBack ? navigate(-1) : navigate(roleHomeOf(userType)))}
          >
            <ArrowLeft aria-hidden className="rtl:-scale-x-100" /> {t('requireRole.goBack')}
          </Button>
        </CardFooter>
      </Card>
    </div>
  );
}
