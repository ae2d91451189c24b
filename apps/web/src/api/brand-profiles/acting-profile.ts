import type { BrandProfile } from '@partnerly/contracts';
import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '@/lib/storage-keys';

// The profile chosen in the switcher, kept in localStorage `selectedBrandProfile` (spec 02
// section 3) so every tab and every API call (X-Brand-Profile-Id) acts as it. One reading of
// it for the Brand Profiles screen and the team's account rules.

const KEY = STORAGE_KEYS.selectedBrandProfile;

export function readSelectedProfileId(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function writeSelectedProfileId(id: string | null): void {
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

/** The stored profile id, following changes from this tab and the others. */
export function useSelectedProfileId(): string | null {
  return useSyncExternalStore(subscribe, readSelectedProfileId, () => null);
}

/**
 * The brand profile the API treats as acting (see the API's acting-profile.ts): the one
 * chosen in the switcher when it is still active, else the default profile (account
 * manager), else the first. Null without profiles.
 */
export function actingProfileOf(
  profiles: readonly BrandProfile[],
  selectedId: string | null,
): BrandProfile | null {
  return (
    profiles.find((profile) => profile.id === selectedId) ??
    profiles.find((profile) => profile.isDefault) ??
    profiles[0] ??
    null
  );
}
