import type { BrandDefaults, BrandDefaultsInput } from '@partnerly/contracts';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { brandProfileKeys } from '@/api/brand-profiles/brand-profile-keys';
import { brandProfileListQuery } from '@/api/brand-profiles/brand-profile-list';
import { apiFetch } from '@/lib/api-client';

export interface LocationDefaults {
  country: string | null;
  city: string | null;
  /** Whether the brand has saved defaults; the first country or city picked is saved otherwise. */
  hasSavedCountry: boolean;
  hasSavedCity: boolean;
}

/**
 * The country and city a new campaign targets first (spec 02 section 5): the brand's
 * saved defaults (GET /api/brand-profiles/defaults), else its main profile's country
 * and city (GET /api/brand-profiles, read through the shared profile list cache).
 */
async function fetchLocationDefaults(
  queryClient: QueryClient,
  signal: AbortSignal,
): Promise<LocationDefaults> {
  const saved = await apiFetch<BrandDefaults>('/brand-profiles/defaults', { signal });
  const hasSavedCountry = Boolean(saved.defaultCountry);
  const hasSavedCity = Boolean(saved.defaultCity);
  if (hasSavedCountry) {
    return { country: saved.defaultCountry, city: saved.defaultCity, hasSavedCountry, hasSavedCity };
  }
  const { profiles } = await queryClient.fetchQuery(brandProfileListQuery);
  const main = profiles.find((profile) => profile.isMainProfile) ?? profiles[0];
  return {
    country: main?.country ?? null,
    city: main?.country ? (main.city ?? null) : null,
    hasSavedCountry,
    hasSavedCity,
  };
}

export function useLocationDefaults({ isEnabled }: { isEnabled: boolean }) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: brandProfileKeys.locationDefaults,
    queryFn: ({ signal }) => fetchLocationDefaults(queryClient, signal),
    enabled: isEnabled,
    retry: false,
  });
}

/** PUT /api/brand-profiles/defaults: the first country or city a brand picks becomes its default. */
export function useSaveLocationDefaults() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BrandDefaultsInput) =>
      apiFetch<BrandDefaults>('/brand-profiles/defaults', { method: 'PUT', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: brandProfileKeys.locationDefaults }),
  });
}
