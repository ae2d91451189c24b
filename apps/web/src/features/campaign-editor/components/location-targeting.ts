// Location targeting of the campaign form (spec 02 section 5): countries, then cities of
// those countries. Removing a country drops its cities. Pure, so it is unit tested.

interface TargetCity {
  name: string;
  /** The country the city was picked under; null for a saved campaign's city until the lists load. */
  country: string | null;
}

export interface LocationTargeting {
  countries: string[];
  cities: TargetCity[];
}

/** The major cities of each country, as GET /api/reference/countries/:code/cities lists them. */
export type CitiesByCountry = Readonly<Record<string, readonly string[] | undefined>>;

export type TargetingAction =
  | { type: 'addCountry'; country: string }
  | { type: 'removeCountry'; country: string; citiesByCountry: CitiesByCountry }
  | { type: 'addCity'; city: string; country: string }
  | { type: 'removeCity'; city: string }
  | { type: 'reset'; targeting: LocationTargeting };

export const EMPTY_TARGETING: LocationTargeting = { countries: [], cities: [] };

const sameCity = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The selected country whose list holds the city; null when none does (or the lists are not loaded). */
function cityOwner(
  city: TargetCity,
  countries: readonly string[],
  citiesByCountry: CitiesByCountry,
): string | null {
  if (city.country) return city.country;
  return countries.find((code) => citiesByCountry[code]?.some((name) => sameCity(name, city.name))) ?? null;
}

export function targetingReducer(state: LocationTargeting, action: TargetingAction): LocationTargeting {
  switch (action.type) {
    case 'addCountry': {
      const country = action.country.toUpperCase();
      if (!/^[A-Z]{2}$/.test(country) || state.countries.includes(country)) return state;
      return { ...state, countries: [...state.countries, country] };
    }
    case 'removeCountry': {
      const countries = state.countries.filter((code) => code !== action.country);
      const cities = state.cities.filter((city) => {
        const owner = cityOwner(city, state.countries, action.citiesByCountry);
        // A city of unknown country stays only while some country is still targeted.
        return owner === null ? countries.length > 0 : owner !== action.country;
      });
      return { countries, cities };
    }
    case 'addCity': {
      const name = action.city.trim();
      if (!name || !state.countries.includes(action.country)) return state;
      if (state.cities.some((city) => sameCity(city.name, name))) return state;
      return { ...state, cities: [...state.cities, { name, country: action.country }] };
    }
    case 'removeCity':
      return { ...state, cities: state.cities.filter((city) => city.name !== action.city) };
    case 'reset':
      return action.targeting;
  }
}

/** A saved campaign's targeting: cities come back as names only. */
export function targetingFromCampaign(countries: readonly string[], cities: readonly string[]) {
  return {
    countries: [...countries],
    cities: cities.map((name) => ({ name, country: null })),
  } satisfies LocationTargeting;
}

/** The brand's default country and city as the starting targeting of a new campaign. */
export function targetingFromDefaults(country: string | null, city: string | null): LocationTargeting {
  if (!country) return EMPTY_TARGETING;
  return { countries: [country], cities: city ? [{ name: city, country }] : [] };
}
