// Query keys of the QR Codes tab under ['private-codes']: creating, activating, deactivating or
// deleting a code and the private-codes.changed event (a colleague's change or a redemption
// attempt on the public page) refetch the overview.
export const privateCodeKeys = {
  all: ['private-codes'] as const,
  overview: ['private-codes', 'overview'] as const,
};
