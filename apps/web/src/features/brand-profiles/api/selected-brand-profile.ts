import type { BrandProfile } from '@partnerly/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '@/lib/storage-keys';

// The profile chosen in the switcher, kept in localStorage `selectedBrandProfile` (spec 02
// section 3) so every tab and every API call (X-Brand-Profile-Id) acts as it.

const KEY = STORAGE_KEYS.selectedBrandProfile;

function readSelected(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

function writeSelected(id: string | null): void {
  try {
    if (id) localStorage.setItem(KEY, id);
    else localStorage.removeItem(KEY);
  } catch {
    // Storage may be unavailable (blocked by the browser): the default profile then acts.
  }
  // Other tabs hear a 'storage' event; this tab's readers of the key hear this one.
  window.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue: id }));
}

function subscribe(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/** The stored choice if it is still one of `profiles`, else the default profile, else the first. */
export function resolveCurrentProfile(
  profiles: readonly BrandProfile[],
  storedId: string | null,
): BrandProfile | null {
  return (
    profiles.find((profile) => profile.id === storedId) ??
    profiles.find((profile) => profile.isDefault) ??
    profiles[0] ??
    null
  );
}

/**
 * The profile the screen shows and the user acts as, and a way to switch. A stale stored id
 * (a removed team member) is replaced by the default profile.
 */
export function useCurrentBrandProfile(profiles: readonly BrandProfile[] | undefined) {
  const queryClient = useQueryClient();
  const storedId = useSyncExternalStore(subscribe, readSelected, () => null);
  const current = profiles ? resolveCurrentProfile(profiles, storedId) : null;
  const currentId = current?.id ?? null;

  useEffect(() => {
    if (!profiles || storedId === currentId) return;
    writeSelected(currentId);
    // Calls made with the stale id were refused: make them again as the current profile.
    if (storedId !== null) void queryClient.invalidateQueries();
  }, [profiles, storedId, currentId, queryClient]);

  const select = useCallback(
    (id: string) => {
      if (id === readSelected()) return;
      writeSelected(id);
      // What the API allows (e.g. managing the subscription) depends on the acting profile.
      void queryClient.invalidateQueries();
    },
    [queryClient],
  );

  return { current, select };
}
