// Query keys under ['brand-profiles']: the profile list and the brand's location defaults.
// A `brand-profiles.updated` event or a profile change invalidates the whole prefix.
export const brandProfileKeys = {
  all: ['brand-profiles'] as const,
  list: ['brand-profiles', 'list'] as const,
  locationDefaults: ['brand-profiles', 'location-defaults'] as const,
};
