import type { CheckInResult } from '@partnerly/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, apiPath } from '@/lib/api-client';
import { checkInKeys } from './check-in-keys';

/**
 * POST /api/campaigns/:id/check-ins/validate: whose pass the code is, and whether it was
 * checked in already. The screen reads the outcome (check-in-outcome.ts), so a wrong code shows
 * on the result card rather than as a toast.
 */
export function useValidateCheckIn(campaignId: string) {
  return useMutation({
    mutationFn: (code: string) =>
      apiFetch<CheckInResult>(apiPath`/campaigns/${campaignId}/check-ins/validate`, {
        method: 'POST',
        body: { code },
      }),
  });
}

/**
 * POST /api/campaigns/:id/check-ins: checks the pass's creator in and awards the event's
 * points (once per creator). The count and the list refetch whatever the answer: a 409 means a
 * colleague checked them in meanwhile.
 */
export function useAwardCheckIn(campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiFetch<CheckInResult>(apiPath`/campaigns/${campaignId}/check-ins`, {
        method: 'POST',
        body: { code },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: checkInKeys.ofCampaign(campaignId) }),
  });
}
