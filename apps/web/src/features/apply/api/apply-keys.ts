// Query keys of the apply dialogs (their own copies: features share no cache keys).
export const applyKeys = {
  all: ['apply'] as const,
  existing: ['apply', 'existing-applications'] as const,
  creators: ['apply', 'represented-creators'] as const,
};
