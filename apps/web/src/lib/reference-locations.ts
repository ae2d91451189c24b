import { useQueries, useQuery } from '@tanstack/react-query';
import type { CountryCities, CountryList } from '@partnerly/contracts';
import { apiFetch, apiPath } from './api-client';

// The reference countries and cities every location field reads. One set of query keys and
// one cached shape, so the brand profile, the campaign form and the feed share the cache.

const referenceKeys = {
  countries: ['reference', 'countries'] as const,
  cities: (countryCode: string) => ['reference', 'countries', countryCode, 'cities'] as const,
};

// Reference lists change only with a release.
const ONE_HOUR = 60 * 60 * 1000;

function citiesQuery(countryCode: string) {
  return {
    queryKey: referenceKeys.cities(countryCode),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      apiFetch<CountryCities>(apiPath`/reference/countries/${countryCode}/cities`, { signal }),
    select: (data: CountryCities) => data.cities,
    staleTime: ONE_HOUR,
  };
}

/** GET /api/reference/countries: every country, the United Arab Emirates first, then by name. */
export function useCountries() {
  return useQuery({
    queryKey: referenceKeys.countries,
    queryFn: async ({ signal }) =>
      (await apiFetch<CountryList>('/reference/countries', { signal })).countries,
    staleTime: ONE_HOUR,
  });
}

/** GET /api/reference/countries/:code/cities: an empty list means the city is typed freely. */
export function useCities(countryCode: string) {
  return useQuery({ ...citiesQuery(countryCode), enabled: countryCode !== '' });
}

/** The cities of each of these countries, in the same order. */
export function useCitiesOf(countryCodes: readonly string[]) {
  return useQueries({ queries: countryCodes.map(citiesQuery) });
}
