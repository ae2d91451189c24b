import { useEffect, useRef } from 'react';
import { Navigate, useLocation } from 'react-router';
import { toast, type ToastOptions } from '@/components/ui/use-toast';

/** Where the e-mail's confirmation link lands, and what the page then says. */
export function emailConfirmedOutcome(search: string): { to: string; toast: ToastOptions } {
  // better-auth adds ?error= (invalid_token, token_expired, ...) when the link did not confirm.
  if (new URLSearchParams(search).has('error')) {
    return {
      to: '/auth?tab=signin',
      toast: {
        variant: 'destructive',
        title: 'Link not valid',
        description:
          'This confirmation link has expired or was already used. Sign in with your password and we will e-mail you a new one.',
      },
    };
  }
  return {
    to: '/dashboard',
    toast: { title: 'Email confirmed', description: 'Your e-mail address is confirmed.' },
  };
}

/**
 * /email-confirmed: the confirmation link's landing (the API's callbackURL). Says what the link
 * did, then goes on to the dashboard (or to sign-in when the link did not confirm).
 */
export function EmailConfirmedRedirect() {
  const { search } = useLocation();
  const outcome = emailConfirmedOutcome(search);
  const shown = useRef(false);
  useEffect(() => {
    // Once, even when StrictMode runs effects twice.
    if (shown.current) return;
    shown.current = true;
    toast(outcome.toast);
  }, [outcome.toast]);
  return <Navigate to={outcome.to} replace />;
}
