import type { BrandProfile, CreateBrandProfileInput } from '@partnerly/contracts';
import { useMutation } from '@tanstack/react-query';
import { useRefreshBrandProfiles } from '@/api/brand-profiles/brand-profile-cache';
import { apiFetch } from '@/lib/api-client';

/** POST /api/brand-profiles: a brand's first profile becomes its main and default profile. */
export function useCreateBrandProfile() {
  const refresh = useRefreshBrandProfiles();
  return useMutation({
    mutationFn: (input: CreateBrandProfileInput) =>
      apiFetch<BrandProfile>('/brand-profiles', { method: 'POST', body: input }),
    onSuccess: refresh,
  });
}
