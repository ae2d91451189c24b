import { useQuery } from '@tanstack/react-query';
import type { CategoryList } from '@partnerly/contracts';
import { apiFetch } from '@/lib/api-client';

/** GET /api/reference/categories: the content categories (they change only with a release). */
export function useCategories() {
  return useQuery({
    queryKey: ['reference', 'categories'],
    queryFn: async ({ signal }) =>
      (await apiFetch<CategoryList>('/reference/categories', { signal })).categories,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
