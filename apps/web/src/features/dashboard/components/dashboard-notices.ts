import type { ToastOptions } from '@/components/ui/use-toast';
import type { Translate } from '@/lib/i18n/campaign-keys';

// The dashboard notifier's decisions (spec 01 sections 2 and 4), kept pure for tests.

/** Query parameters the payment return adds; they are removed once shown. */
export const PAYMENT_PARAMS = ['payment', 'plan', 'payment_success'] as const;

/** The toast for a payment return (?payment=success|cancelled|failed, ?payment_success=true). */
export function paymentNotice(
  t: Translate,
  params: URLSearchParams,
): { toast: ToastOptions; isSuccess: boolean } | null {
  const payment = params.get('payment');
  if (payment === 'success' || params.get('payment_success') === 'true') {
    return { isSuccess: true, toast: { variant: 'success', title: t('dashboard.paymentSuccess') } };
  }
  if (payment === 'cancelled') {
    return {
      isSuccess: false,
      toast: {
        variant: 'destructive',
        title: t('dashboard.paymentCancelled'),
        description: t('dashboard.paymentCancelledDescription'),
      },
    };
  }
  if (payment === 'failed') {
    return {
      isSuccess: false,
      toast: {
        variant: 'destructive',
        title: t('dashboard.paymentFailed'),
        description: t('dashboard.paymentFailedDescription'),
      },
    };
  }
  return null;
}

/** The welcome of a new brand account whose plan is not active (e.g. its payment was declined). */
export const planNotActiveNotice = (t: Translate): ToastOptions => ({
  variant: 'destructive',
  title: t('dashboard.planNotActive'),
  description: t('dashboard.planNotActiveDescription'),
});

/** How recent an account is still greeted as new. */
const NEW_ACCOUNT_WINDOW_MS = 10 * 60 * 1000;

export function isNewAccount(createdAt: string | undefined, now: Date): boolean {
  if (!createdAt) return false;
  const age = now.getTime() - new Date(createdAt).getTime();
  return age >= 0 && age <= NEW_ACCOUNT_WINDOW_MS;
}

/** The welcomed ids kept (the newest), so the stored list stays small. */
const WELCOMED_KEEP = 20;

function parseWelcomed(stored: string | null): string[] {
  try {
    const ids: unknown = stored ? JSON.parse(stored) : [];
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function wasWelcomed(stored: string | null, userId: string): boolean {
  return parseWelcomed(stored).includes(userId);
}

/** The stored list with `userId` added. */
export function withWelcomed(stored: string | null, userId: string): string[] {
  return [...parseWelcomed(stored).filter((id) => id !== userId), userId].slice(-WELCOMED_KEEP);
}

/** Which one notice the dashboard shows as it opens (one toast at a time). */
export type DashboardNotice =
  'payment' | 'payment-arrival' | 'toast-arrival' | 'welcome' | 'profile-reminder' | 'none';

export interface DashboardNoticeInput {
  /** The dashboard's query parameters carry a payment return (see paymentNotice). */
  hasPaymentParams: boolean;
  /** /payment-callback sent the brand here (navigation state fromPayment) and showed 'Payment Successful!'. */
  isFromPayment: boolean;
  isNewAccount: boolean;
  wasWelcomed: boolean;
  isProfileComplete: boolean;
  wasReminded: boolean;
  /**
   * A toast the previous page showed is still on screen as the dashboard opens (e.g. brand
   * registration's 'Inquiry Sent', sign-in's 'Welcome back!').
   */
  isToastOnScreen: boolean;
}

/**
 * A payment return comes first; the welcome of a new account next; then the reminder to
 * finish the profile. A brand arriving from /payment-callback (typically one that has just
 * registered) keeps that page's 'Payment Successful!' toast on screen: nothing replaces it,
 * and that greeting stands in for the welcome ('payment-arrival'). Likewise any toast the
 * previous page left on screen (one toast at a time) is kept and stands in for the welcome
 * ('toast-arrival'); the profile reminder then waits for a later visit.
 */
export function dashboardNotice(input: DashboardNoticeInput): DashboardNotice {
  if (input.hasPaymentParams) return 'payment';
  if (input.isFromPayment) return 'payment-arrival';
  if (input.isToastOnScreen) return 'toast-arrival';
  if (input.isNewAccount && !input.wasWelcomed) return 'welcome';
  if (!input.isProfileComplete && !input.wasReminded) return 'profile-reminder';
  return 'none';
}

/** Whether navigation state says the visitor came from /payment-callback. */
export function isFromPaymentState(state: unknown): boolean {
  return (
    typeof state === 'object' && state !== null && (state as { fromPayment?: unknown }).fromPayment === true
  );
}
