import type { ApplyInput, MyApplicationResult } from '@partnerly/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { myApplicationStatusKeys } from '@/api/applications/my-application-statuses';
import { apiFetch } from '@/lib/api-client';
import { applyKeys } from './apply-keys';

/** POST /api/applications: a direct application or a negotiation (agents name the creator). */
export function useApplyToCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApplyInput) =>
      apiFetch<MyApplicationResult>('/applications', { method: 'POST', body }),
    // Applied or refused as a duplicate: either way the dialog's and the cards' knowledge is out of date.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: applyKeys.existing }),
        queryClient.invalidateQueries({ queryKey: myApplicationStatusKeys.all }),
      ]),
  });
}
