// Query keys of the creator's own codes: ['my-codes', 'list'] (My Codes) and
// ['my-codes', 'analytics'] (Analytics). A change or tracked activity invalidates both.
export const myCodesKeys = {
  all: ['my-codes'] as const,
  list: ['my-codes', 'list'] as const,
  analytics: ['my-codes', 'analytics'] as const,
};
