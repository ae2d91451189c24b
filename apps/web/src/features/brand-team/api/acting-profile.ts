import type { BrandProfile } from '@partnerly/contracts';
import { actingProfileOf, useSelectedProfileId } from '@/api/brand-profiles/acting-profile';
import { useBrandProfileList } from '@/api/brand-profiles/brand-profile-list';

/** Only the main profile may delete the brand account; an account without profiles acts as its owner. */
export function mayDeleteBrandAccount(acting: BrandProfile | null): boolean {
  return acting === null || acting.isMainProfile;
}

/**
 * Whether this brand may delete its account from here: undefined while the profiles load
 * (or failed to), then the main-profile rule. The server checks it again.
 */
export function useMayDeleteBrandAccount(isBrand: boolean): boolean | undefined {
  const list = useBrandProfileList({ isEnabled: isBrand });
  const selectedId = useSelectedProfileId();
  if (!isBrand) return true;
  if (!list.data) return undefined;
  return mayDeleteBrandAccount(actingProfileOf(list.data.profiles, selectedId));
}
