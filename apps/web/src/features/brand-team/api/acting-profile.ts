import type { BrandProfile } from '@partnerly/contracts';
import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { useBrandProfileList } from '@/api/brand-profiles/brand-profile-list';

/**
 * The brand profile the API treats as acting (see the API's acting-profile.ts): the one
 * chosen in the switcher (localStorage selectedBrandProfile) when it is still active, else
 * the default profile (account manager), else the first. Null without profiles.
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

/** Only the main profile may delete the brand account; an account without profiles acts as its owner. */
export function mayDeleteBrandAccount(acting: BrandProfile | null): boolean {
  return acting === null || acting.isMainProfile;
}

const readSelected = () => localStorage.getItem(STORAGE_KEYS.selectedBrandProfile);
const subscribeToStorage = (onChange: () => void) => {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
};

/**
 * Whether this brand may delete its account from here: undefined while the profiles load
 * (or failed to), then the main-profile rule. The server checks it again.
 */
export function useMayDeleteBrandAccount(isBrand: boolean): boolean | undefined {
  const list = useBrandProfileList({ isEnabled: isBrand });
  const selectedId = useSyncExternalStore(subscribeToStorage, readSelected, () => null);
  if (!isBrand) return true;
  if (!list.data) return undefined;
  return mayDeleteBrandAccount(actingProfileOf(list.data.profiles, selectedId));
}
