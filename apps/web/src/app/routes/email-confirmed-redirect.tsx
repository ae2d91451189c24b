import { useEffect, useRef } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { MessageKey } from '@partnerly/contracts/i18n';
import { toast, type ToastOptions } from '@/components/ui/use-toast';
import { useT } from '@/lib/i18n/i18n-provider';

type Translate = (key: MessageKey) => string;

/** Where the e-mail's confirmation link lands, and what the page then says. */
export function emailConfirmedOutcome(search: string, t: Translate): { to: string; toast: ToastOptions } {
  // better-auth adds ?error= (invalid_token, token_expired, ...) when the link did not confirm.
  if (new URLSearchParams(search).has('error')) {
    return {
      to: '/auth?tab=signin',
      toast: {
        variant: 'destructive',
        title: t('emailConfirmed.invalidTitle'),
        description: t('emailConfirmed.invalidDescription'),
      },
    };
  }
  return {
    to: '/dashboard',
    toast: { title: t('emailConfirmed.title'), description: t('emailConfirmed.description') },
  };
}

/**
 * /email-confirmed: the confirmation link's landing (the API's callbackURL). Says what the link
 * did, then goes on to the dashboard (or to sign-in when the link did not confirm).
 */
export function EmailConfirmedRedirect() {
  const { search } = useLocation();
  const t = useT();
  const outcome = emailConfirmedOutcome(search, t);
  const shown = useRef(false);
  useEffect(() => {
    // Once, even when StrictMode runs effects twice.
    if (shown.current) return;
    shown.current = true;
    toast(outcome.toast);
  }, [outcome.toast]);
  return <Navigate to={outcome.to} replace />;
}
