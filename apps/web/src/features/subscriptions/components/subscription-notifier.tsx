import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { toast } from '@/components/ui/use-toast';
import { useT } from '@/lib/i18n/i18n-provider';
import { useMe } from '@/lib/session';
import { useMySubscription } from '@/api/subscriptions/my-subscription';
import { limitWarning } from '../limit-warnings';

/** sessionStorage: the dashboard showed its limit warning in this tab. */
const WARNING_SHOWN_KEY = 'partnerly-limit-warning-shown';
const PAYMENT_PARAMS = ['payment', 'payment_success'];

function wasShown(): boolean {
  try {
    return sessionStorage.getItem(WARNING_SHOWN_KEY) === 'true';
  } catch {
    return false;
  }
}

function markShown(): void {
  try {
    sessionStorage.setItem(WARNING_SHOWN_KEY, 'true');
  } catch {
    // Storage can be unavailable (private mode): the warning may then show again.
  }
}

/**
 * The dashboard's subscription notices for brands: a limit warning at 90 % usage, once per
 * tab. A payment return's own toast goes first (one toast at a time).
 */
export function SubscriptionNotifier() {
  const t = useT();
  const me = useMe();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const isBrand = me.data?.profile?.userType === 'brand';
  const mine = useMySubscription({ isEnabled: isBrand });
  const limits = mine.data?.limits;
  const isPaymentReturn =
    PAYMENT_PARAMS.some((name) => searchParams.has(name)) ||
    Boolean((location.state as { fromPayment?: boolean } | null)?.fromPayment);

  useEffect(() => {
    if (!limits || isPaymentReturn || wasShown()) return;
    const warning = limitWarning(t, limits);
    if (!warning) return;
    markShown();
    toast(warning);
  }, [limits, isPaymentReturn, t]);

  return null;
}
