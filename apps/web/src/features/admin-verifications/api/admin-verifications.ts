import type {
  AdminVerificationList,
  AdminVerificationRequest,
  VerificationRequestStatus,
  VerificationRequesterFilter,
} from '@partnerly/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiFetch, apiPath, isApiError } from '@/lib/api-client';
import { useT } from '@/lib/i18n/i18n-provider';
import { verificationMessage } from './verification-messages';

export interface VerificationFilters {
  status: VerificationRequestStatus | 'all';
  requesterType: VerificationRequesterFilter | 'all';
  page: number;
}

// Under ['admin']: Logout of the console drops them (features/admin).
const verificationKeys = {
  all: ['admin', 'verifications'] as const,
  list: (filters: VerificationFilters) => ['admin', 'verifications', filters] as const,
  overview: ['admin', 'platform', 'overview'] as const,
};

function queryOf({ status, requesterType, page }: VerificationFilters): string {
  const params = new URLSearchParams();
  if (status !== 'all') params.set('status', status);
  if (requesterType !== 'all') params.set('requesterType', requesterType);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** GET /api/admin/verifications: pending first, then newest; the page shown stays while the next loads. */
export function useAdminVerifications(filters: VerificationFilters) {
  return useQuery({
    queryKey: verificationKeys.list(filters),
    queryFn: ({ signal }) =>
      apiFetch<AdminVerificationList>(`/admin/verifications${queryOf(filters)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export type VerificationDecision =
  { id: string; outcome: 'approve' } | { id: string; outcome: 'reject'; reason: string };

/**
 * POST /api/admin/verifications/:id/approve or /reject, with the spec's toasts ('Verification
 * Approved' / 'Verification Rejected'; 'Update Failed: Failed to update verification status').
 * A request another admin decided first (409) says so and the queue refetches.
 */
export function useReviewVerification() {
  const t = useT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: VerificationDecision) =>
      apiFetch<AdminVerificationRequest>(
        decision.outcome === 'approve'
          ? apiPath`/admin/verifications/${decision.id}/approve`
          : apiPath`/admin/verifications/${decision.id}/reject`,
        { method: 'POST', body: decision.outcome === 'reject' ? { reason: decision.reason } : undefined },
      ),
    onSuccess: (request) =>
      toast({
        variant: 'success',
        title:
          request.status === 'approved'
            ? t('adminVerifications.approvedToast')
            : t('adminVerifications.rejectedToast'),
        description: request.requester.name,
      }),
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: t('adminVerifications.updateFailedTitle'),
        description:
          isApiError(error) && (error.status === 409 || error.status === 404)
            ? verificationMessage(t, error.message)
            : t('adminVerifications.updateFailed'),
      }),
    onSettled: () =>
      Promise.all(
        [verificationKeys.all, verificationKeys.overview].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
