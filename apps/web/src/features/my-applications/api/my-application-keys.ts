// Query keys under ['my-applications']: the creator side's applications (the full list, and
// the creator home's last 5).
export const myApplicationKeys = {
  all: ['my-applications'] as const,
  list: (limit?: number) => ['my-applications', 'list', limit ?? 'all'] as const,
};
