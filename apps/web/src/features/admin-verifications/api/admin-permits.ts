import type { AdminPermit, AdminPermitList } from '@partnerly/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiFetch, apiPath, isApiError } from '@/lib/api-client';
import { useT } from '@/lib/i18n/i18n-provider';
import { verificationMessage } from './verification-messages';

// Under ['admin']: Logout of the console drops them (features/admin).
const permitKeys = { all: ['admin', 'advertiser-permits'] as const };

/** GET /api/admin/advertiser-permits: entered permits, pending first. */
export function useAdminPermits() {
  return useQuery({
    queryKey: permitKeys.all,
    queryFn: ({ signal }) => apiFetch<AdminPermitList>('/admin/advertiser-permits', { signal }),
  });
}

export type PermitDecision =
  { userId: string; outcome: 'approve' } | { userId: string; outcome: 'reject'; reason: string };

/** POST /api/admin/advertiser-permits/:userId/approve or /reject; a permit decided elsewhere says so. */
export function useReviewPermit() {
  const t = useT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: PermitDecision) =>
      apiFetch<AdminPermit>(
        decision.outcome === 'approve'
          ? apiPath`/admin/advertiser-permits/${decision.userId}/approve`
          : apiPath`/admin/advertiser-permits/${decision.userId}/reject`,
        { method: 'POST', body: decision.outcome === 'reject' ? { reason: decision.reason } : undefined },
      ),
    onSuccess: (permit) =>
      toast({
        variant: 'success',
        title:
          permit.state === 'rejected'
            ? t('adminVerifications.permitRejected')
            : t('adminVerifications.permitApproved'),
        description: permit.creator.name,
      }),
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: t('adminVerifications.updateFailedTitle'),
        description: isApiError(error)
          ? verificationMessage(t, error.message)
          : t('adminVerifications.updateFailed'),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: permitKeys.all }),
  });
}
