import type { BrandDefaults, BrandDefaultsInput, BrandProfileList } from '@partnerly/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { editorKeys } from './campaign-keys';

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
 * and city (GET /api/brand-profiles).
 */
async function fetchLocationDefaults(signal: AbortSignal): Promise<LocationDefaults> {
  const saved = await apiFetch<BrandDefaults>('/brand-profiles/defaults', { signal });
  const hasSavedCountry = Boolean(saved.defaultCountry);
  const hasSavedCity = Boolean(saved.defaultCity);
  if (hasSavedCountry) {
    return { country: saved.defaultCountry, city: saved.defaultCity, hasSavedCountry, hasSavedCity };
  }
  const { profiles } = await apiFetch<BrandProfileList>('/brand-profiles', { signal });
  const main = profiles.find((profile) => profile.isMainProfile) ?? profiles[0];
  return {
    country: main?.country ?? null,
    city: main?.country ? (main.city ?? null) : null,
    hasSavedCountry,
    hasSavedCity,
  };
}

export function useLocationDefaults({ isEnabled }: { isEnabled: boolean }) {
  return useQuery({
    queryKey: editorKeys.locationDefaults,
    queryFn: ({ signal }) => fetchLocationDefaults(signal),
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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: editorKeys.locationDefaults }),
  });
}
