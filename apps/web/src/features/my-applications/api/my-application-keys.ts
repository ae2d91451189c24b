// Query keys under ['my-applications']: the creator side's applications (the paged list of
// /my-applications, and the creator home's last 5).
export const myApplicationKeys = {
  all: ['my-applications'] as const,
  lists: () => ['my-applications', 'list'] as const,
  list: (limit?: number) => ['my-applications', 'list', limit ?? 'all'] as const,
  pages: () => ['my-applications', 'pages'] as const,
};
