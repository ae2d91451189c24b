import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export interface Category {
  id: string;
  label: string;
}

/** GET /api/reference/categories: the content categories (they change only with a release). */
export function useCategories() {
  return useQuery({
    queryKey: ['reference', 'categories'],
    queryFn: async ({ signal }) =>
      (await apiFetch<{ categories: Category[] }>('/reference/categories', { signal })).categories,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
