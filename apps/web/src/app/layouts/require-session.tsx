import { isAdminUserType } from '@partnerly/contracts';
import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { HelpButton } from '@/features/support/components/help-button';
import { Button } from '@/components/ui/button';
import { PageLoader } from '@/components/ui/spinner';
import { useKnownText, useT } from '@/lib/i18n/i18n-provider';
import { useMe } from '@/lib/session';

/**
 * Signed-in only: a visitor goes to /auth, remembering where they were going (spec 01 section 6).
 * Every signed-in page gets the floating Help button, except for admins (they answer the
 * requests, in the console's Support tab).
 */
export function RequireSession() {
  const location = useLocation();
  const me = useMe();
  const t = useT();
  const known = useKnownText();
  // After a sign-out on a protected page the visitor goes home, not to the sign-in card.
  const [hadSession, setHadSession] = useState(false);
  if (me.data && !hadSession) setHadSession(true);

  if (me.isPending) return <PageLoader />;
  if (me.isError) {
    return (
      <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 p-10 text-center">
        <h1 className="text-xl font-semibold">{t('errors.problemTitle')}</h1>
        <p className="text-sm text-muted-foreground">{known(me.error.message)}</p>
        <Button onClick={() => void me.refetch()}>{t('errors.tryAgain')}</Button>
      </div>
    );
  }
  if (!me.data) {
    if (hadSession) return <Navigate to="/" replace />;
    const redirectTo = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={`/auth?tab=signin&redirectTo=${encodeURIComponent(redirectTo)}`} replace />;
  }
  const userType = me.data.profile?.userType;
  return (
    <>
      <Outlet />
      {userType && isAdminUserType(userType) ? null : <HelpButton />}
    </>
  );
}
