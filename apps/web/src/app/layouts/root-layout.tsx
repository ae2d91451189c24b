import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { takesPartInMessaging } from '@/features/messages/api/unread-count';
import { useMyConsents } from '@/lib/consent-status';
import { useEventStream } from '@/lib/event-stream';
import { useT } from '@/lib/i18n/i18n-provider';
import { useMe } from '@/lib/session';
import { OfflineGate } from '../errors/offline-gate';
import { TopBar } from './top-bar';
import { useSignOut } from './use-sign-out';

// Live notification handling loads only for signed-in visitors.
const LiveNotifications = lazy(async () => ({
  default: (await import('@/features/notifications/components/live-notifications')).LiveNotifications,
}));

// Messaging's live updates (badge, list, threads) load only for the roles that message.
const LiveMessaging = lazy(async () => ({
  default: (await import('@/features/messages/components/live-messaging')).LiveMessaging,
}));

// The prompt to accept the Terms of Service and Privacy Policy loads only when there is something
// to accept; the consents are read with the page's first loads.
const ConsentPrompt = lazy(async () => ({
  default: (await import('@/features/consents/components/consent-prompt')).ConsentPrompt,
}));

export function RootLayout() {
  const navigation = useNavigation();
  const isNavigating = navigation.state !== 'idle';
  const me = useMe();
  const t = useT();
  const isSignedIn = Boolean(me.data);
  const signOut = useSignOut();
  const consents = useMyConsents({ enabled: isSignedIn });
  const hasToAccept = isSignedIn && (consents.data?.toAccept.length ?? 0) > 0;
  // One event stream per signed-in tab (lib/event-stream).
  useEventStream(isSignedIn);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-background px-3 py-2 focus:not-sr-only focus:fixed focus:start-2 focus:top-2"
      >
        {t('shell.skipToContent')}
      </a>
      <div
        aria-hidden
        className={`fixed inset-x-0 top-0 z-50 h-0.5 origin-left bg-primary rtl:origin-right transition-transform duration-500 ${isNavigating ? 'scale-x-75' : 'scale-x-0'}`}
      />
      <TopBar />
      <main id="main" className="flex flex-1 flex-col">
        <OfflineGate>
          <Outlet />
        </OfflineGate>
      </main>
      <ScrollRestoration />
      {isSignedIn ? (
        <Suspense fallback={null}>
          <LiveNotifications />
        </Suspense>
      ) : null}
      {hasToAccept ? (
        <Suspense fallback={null}>
          <ConsentPrompt onSignOut={signOut} />
        </Suspense>
      ) : null}
      {takesPartInMessaging(me.data?.profile?.userType) ? (
        <Suspense fallback={null}>
          <LiveMessaging />
        </Suspense>
      ) : null}
    </div>
  );
}
