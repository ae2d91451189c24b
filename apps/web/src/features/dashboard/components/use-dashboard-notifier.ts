import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { currentToasts, toast } from '@/components/ui/use-toast';
import { useT } from '@/lib/i18n/i18n-provider';
import type { MeProfile } from '@partnerly/contracts';
import type { Me } from '@/lib/session';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { subscriptionKeys } from '@/api/subscriptions/subscription-keys';
import { fetchMySubscription } from '@/api/subscriptions/my-subscription';
import {
  PAYMENT_PARAMS,
  planNotActiveNotice,
  dashboardNotice,
  isFromPaymentState,
  isNewAccount,
  paymentNotice,
  wasWelcomed,
  withWelcomed,
} from './dashboard-notices';
import { userTypeText } from './user-type-keys';

function readStorage(storage: Storage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(storage: Storage, key: string, value: string): void {
  try {
    storage.setItem(key, value);
  } catch {
    // Storage can be unavailable (private mode): the notice may then show again.
  }
}

/**
 * One toast when the dashboard opens (one toast at a time), chosen by dashboardNotice: a
 * payment return first (its query parameters are then removed), else the welcome of a new
 * account, else a reminder to finish an incomplete profile (once per tab session).
 */
export function useDashboardNotifier(me: Me, profile: MeProfile): void {
  const t = useT();
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const queryClient = useQueryClient();
  const hasRun = useRef(false);

  useEffect(() => {
    if (hasRun.current) return;
    hasRun.current = true;

    const payment = paymentNotice(t, searchParams);
    const welcomed = readStorage(localStorage, STORAGE_KEYS.welcomedUsers);
    const isNew = isNewAccount(me.user.createdAt, new Date());
    const notice = dashboardNotice({
      hasPaymentParams: payment !== null,
      isFromPayment: isFromPaymentState(location.state),
      isNewAccount: isNew,
      wasWelcomed: wasWelcomed(welcomed, me.user.id),
      // The server says whether the profile is complete (GET /api/me): never a reminder for a complete one.
      isProfileComplete: me.isProfileComplete,
      wasReminded: readStorage(sessionStorage, STORAGE_KEYS.profileReminderShown) !== null,
      isToastOnScreen: currentToasts().some((item) => item.isOpen),
    });
    const markWelcomed = () =>
      writeStorage(
        localStorage,
        STORAGE_KEYS.welcomedUsers,
        JSON.stringify(withWelcomed(welcomed, me.user.id)),
      );

    if (notice === 'payment' && payment) {
      toast(payment.toast);
      // The subscription (and what depends on it) is read again.
      if (payment.isSuccess) void queryClient.invalidateQueries();
      const rest = new URLSearchParams(searchParams);
      for (const name of PAYMENT_PARAMS) rest.delete(name);
      setSearchParams(rest, { replace: true });
    } else if (notice === 'payment-arrival' || notice === 'toast-arrival') {
      // The previous page's toast ('Payment Successful!', 'Inquiry Sent', ...) is still on
      // screen: it stays, and it was the greeting.
      if (isNew) markWelcomed();
    } else if (notice === 'welcome') {
      markWelcomed();
      const ready = () =>
        toast({
          variant: 'success',
          title: t('dashboard.welcomeTitle'),
          description: t('dashboard.welcomeReady', { role: userTypeText(t, profile.userType) }),
        });
      if (profile.userType !== 'brand') ready();
      else {
        // A brand whose plan is not active (a declined payment) is not told it is ready.
        void queryClient
          .fetchQuery({
            queryKey: subscriptionKeys.mine,
            queryFn: ({ signal }) => fetchMySubscription(signal),
          })
          .then((mine) => (mine.limits.hasActiveSubscription ? ready() : toast(planNotActiveNotice(t))))
          .catch(ready);
      }
    } else if (notice === 'profile-reminder') {
      writeStorage(sessionStorage, STORAGE_KEYS.profileReminderShown, 'true');
      toast({
        title: t('dashboard.completeProfile'),
        description: t('dashboard.completeProfileDescription'),
      });
    }
  }, [me, profile, queryClient, searchParams, setSearchParams, location.state, t]);
}
