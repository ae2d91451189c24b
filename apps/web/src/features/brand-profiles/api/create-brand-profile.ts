import type { BrandProfile, CreateBrandProfileInput } from '@partnerly/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { brandProfileKeys } from './brand-profile-keys';

/** POST /api/brand-profiles: a brand's first profile becomes its main and default profile. */
export function useCreateBrandProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateBrandProfileInput) =>
      apiFetch<BrandProfile>('/brand-profiles', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: brandProfileKeys.all }),
  });
}
