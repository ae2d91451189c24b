import { useEffect, useState } from 'react';
import type { MeProfile } from '@partnerly/contracts';
import { useMe, useRefreshMe, type Me } from '@/lib/session';

/** Spec 01 sections 4 and 9: the profile is reloaded 3 times, after 1 s, 2 s and 3 s. */
const PROFILE_RETRY_DELAYS_MS = [1000, 2000, 3000] as const;

export type ProfileLoad =
  { status: 'loading' } | { status: 'ready'; me: Me; profile: MeProfile } | { status: 'failed'; me: Me };

/**
 * The signed-in user's profile for the dashboard router. A user whose profile is missing
 * (it may still be being created) is re-read on the spec's schedule before the page gives up.
 */
export function useProfileWithRetries(): { load: ProfileLoad; retry: () => void } {
  const me = useMe();
  const refreshMe = useRefreshMe();
  const [attempts, setAttempts] = useState(0);
  const isMissing = Boolean(me.data && !me.data.profile);

  useEffect(() => {
    if (!isMissing || attempts >= PROFILE_RETRY_DELAYS_MS.length) return;
    let isCancelled = false;
    const timer = setTimeout(() => {
      void refreshMe()
        .catch(() => null)
        .finally(() => {
          if (!isCancelled) setAttempts((count) => count + 1);
        });
    }, PROFILE_RETRY_DELAYS_MS[attempts]);
    return () => {
      isCancelled = true;
      clearTimeout(timer);
    };
  }, [isMissing, attempts, refreshMe]);

  const retry = () => setAttempts(0);
  if (!me.data) return { load: { status: 'loading' }, retry };
  if (me.data.profile) return { load: { status: 'ready', me: me.data, profile: me.data.profile }, retry };
  if (attempts < PROFILE_RETRY_DELAYS_MS.length) return { load: { status: 'loading' }, retry };
  return { load: { status: 'failed', me: me.data }, retry };
}
