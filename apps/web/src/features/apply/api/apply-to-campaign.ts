import type { ApplyInput, MyApplicationResult } from '@partnerly/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { applyKeys } from './apply-keys';

/** POST /api/applications: a direct application or a negotiation (agents name the creator). */
export function useApplyToCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApplyInput) =>
      apiFetch<MyApplicationResult>('/applications', { method: 'POST', body }),
    // Applied or refused as a duplicate: either way the dialog's knowledge is out of date.
    onSettled: () => queryClient.invalidateQueries({ queryKey: applyKeys.existing }),
  });
}
