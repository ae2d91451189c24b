import { Navigate, useLocation } from 'react-router';

/** The recovery page for a reset-link search string: /auth with type=recovery, other parameters kept. */
export function recoveryPathFor(search: string): string {
  const params = new URLSearchParams(search);
  params.set('type', 'recovery');
  return `/auth?${params.toString()}`;
}

/** /reset-password (spec 01 section 2): reset links land on the recovery card of /auth. */
export function ResetPasswordRedirect() {
  const { search, hash } = useLocation();
  return <Navigate to={`${recoveryPathFor(search)}${hash}`} replace />;
}
