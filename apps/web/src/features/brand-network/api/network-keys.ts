// Query keys of the brand network: ['network', 'list'] (the page) and ['network', 'ids'] (the
// 'Add to network' buttons). A change invalidates the whole ['network'] prefix.
export const networkKeys = {
  all: ['network'] as const,
  list: ['network', 'list'] as const,
  ids: ['network', 'ids'] as const,
};
