// Query keys of the apply dialogs. The represented creators come from the shared
// representation list (@/api/representations).
export const applyKeys = {
  all: ['apply'] as const,
  existing: ['apply', 'existing-applications'] as const,
};
