import type {
  AffiliateVisibilityInput,
  ExternalAffiliateCodeInput,
  MyAffiliateCodeChange,
  MyAffiliateCodes,
  UpdateAffiliateCodeInput,
} from '@partnerly/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiFetch, apiPath } from '@/lib/api-client';
import { withoutCode, withCode } from '../components/my-codes-format';
import { myCodesKeys } from './my-codes-keys';

/** Puts the changed code into My Codes at once; both lists refetch afterwards. */
function applyChange(queryClient: QueryClient, change: MyAffiliateCodeChange) {
  queryClient.setQueryData<MyAffiliateCodes>(myCodesKeys.list, (list) => list && withCode(list, change.code));
}

const refetch = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: myCodesKeys.all });

/** PATCH /api/my-codes/:id: edit code, brand URL, instructions and expiry. */
export function useUpdateMyCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateAffiliateCodeInput }) =>
      apiFetch<MyAffiliateCodeChange>(apiPath`/my-codes/${id}`, { method: 'PATCH', body: input }),
    onSuccess: (change) => applyChange(queryClient, change),
    onSettled: () => refetch(queryClient),
  });
}

/** PUT /api/my-codes/:id/visibility: show in or hide from the shared links. */
export function useSetCodeVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, visibility }: { id: string } & AffiliateVisibilityInput) =>
      apiFetch<MyAffiliateCodeChange>(apiPath`/my-codes/${id}/visibility`, {
        method: 'PUT',
        body: { visibility },
      }),
    onSuccess: (change) => applyChange(queryClient, change),
    onSettled: () => refetch(queryClient),
  });
}

/** DELETE /api/my-codes/:id: the code leaves My Codes (its history stays in Analytics). */
export function useDeleteMyCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<void>(apiPath`/my-codes/${id}`, { method: 'DELETE' }),
    onSuccess: (_answer, id) =>
      queryClient.setQueryData<MyAffiliateCodes>(myCodesKeys.list, (list) => list && withoutCode(list, id)),
    onSettled: () => refetch(queryClient),
  });
}

/** POST /api/my-codes: an external code of a brand outside Partnerly. */
export function useAddExternalCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ExternalAffiliateCodeInput) =>
      apiFetch<MyAffiliateCodeChange>('/my-codes', { method: 'POST', body: input }),
    onSuccess: (change) => applyChange(queryClient, change),
    onSettled: () => refetch(queryClient),
  });
}
