import type { ApplicationDisputes, OpenDisputeInput, OpenDisputeResult } from '@partnerly/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, apiPath } from '@/lib/api-client';
import { disputeKeys } from './dispute-keys';

/** The list after the caller opened a dispute: it comes first, and no other may be opened. */
export const withOpened =
  (result: OpenDisputeResult) =>
  (current: ApplicationDisputes | undefined): ApplicationDisputes => ({
    disputes: [result.dispute, ...(current?.disputes ?? []).filter((item) => item.id !== result.dispute.id)],
    canOpen: false,
  });

/**
 * POST /api/applications/:id/disputes. The answer goes into the application's dispute list at
 * once; the application cards follow the disputes.changed event every party receives.
 */
export function useOpenDispute(applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OpenDisputeInput) =>
      apiFetch<OpenDisputeResult>(apiPath`/applications/${applicationId}/disputes`, {
        method: 'POST',
        body: input,
      }),
    onSuccess: async (result) => {
      queryClient.setQueryData<ApplicationDisputes>(
        disputeKeys.application(applicationId),
        withOpened(result),
      );
      await queryClient.invalidateQueries({ queryKey: disputeKeys.application(applicationId) });
    },
  });
}
