export const brandProfileKeys = {
  all: ['brand-profiles'] as const,
  list: ['brand-profiles', 'list'] as const,
};
