import type { AdminElevation, AdminStepUpInput } from '@partnerly/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/**
 * Every admin console query key starts with ['admin'] (each admin feature's keys too), so
 * ending the elevation drops the console's data at once.
 */
const ADMIN_QUERY_ROOT = ['admin'] as const;
export const adminElevationKey = ['admin-elevation'] as const;

/** GET /api/admin/elevation: whether this session passed the step-up check, and until when. */
export function useAdminElevation() {
  return useQuery({
    queryKey: adminElevationKey,
    queryFn: ({ signal }) => apiFetch<AdminElevation>('/admin/elevation', { signal }),
    retry: false,
  });
}

function useSetElevation() {
  const queryClient = useQueryClient();
  return (elevation: AdminElevation) => {
    queryClient.setQueryData(adminElevationKey, elevation);
    if (!elevation.elevated) queryClient.removeQueries({ queryKey: ADMIN_QUERY_ROOT });
  };
}

/** POST /api/admin/elevation: the admin's own password or the e-mailed code. */
export function useStepUp() {
  const setElevation = useSetElevation();
  return useMutation({
    mutationFn: (input: AdminStepUpInput) =>
      apiFetch<AdminElevation>('/admin/elevation', { method: 'POST', body: input }),
    onSuccess: setElevation,
  });
}

/** POST /api/admin/elevation/code: e-mails a 6-digit code to the admin. */
export function useSendStepUpCode() {
  return useMutation({ mutationFn: () => apiFetch<void>('/admin/elevation/code', { method: 'POST' }) });
}

/** PUT /api/admin/elevation: activity in the console starts the 30 minutes again. */
export function useTouchElevation() {
  const setElevation = useSetElevation();
  return useMutation({
    mutationFn: () => apiFetch<AdminElevation>('/admin/elevation', { method: 'PUT' }),
    onSuccess: setElevation,
  });
}

/** DELETE /api/admin/elevation (Logout), or the countdown reaching zero: the console locks. */
export function useEndElevation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<void>('/admin/elevation', { method: 'DELETE' }),
    onSettled: () => {
      queryClient.removeQueries({ queryKey: ADMIN_QUERY_ROOT });
      return queryClient.invalidateQueries({ queryKey: adminElevationKey });
    },
  });
}
