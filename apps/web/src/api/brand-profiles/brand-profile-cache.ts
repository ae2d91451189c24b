import type { BrandProfile, BrandProfileList } from '@partnerly/contracts';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { brandProfileKeys } from './brand-profile-keys';

/** Puts a saved profile into the cached list at once (the refetch follows). */
export function storeBrandProfile(queryClient: QueryClient, saved: BrandProfile): void {
  queryClient.setQueryData<BrandProfileList>(brandProfileKeys.list, (list) =>
    list
      ? { ...list, profiles: list.profiles.map((profile) => (profile.id === saved.id ? saved : profile)) }
      : list,
  );
}

/** Replaces the cached list with one the API answered (e.g. after a new account manager). */
export function storeBrandProfileList(queryClient: QueryClient, list: BrandProfileList): void {
  queryClient.setQueryData(brandProfileKeys.list, list);
}

/** Refetches every brand-profile query (the list and what derives from it) after a change. */
export function useRefreshBrandProfiles() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: brandProfileKeys.all });
}
