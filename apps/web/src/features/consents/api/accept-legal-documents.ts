import {
  LEGAL_DOCUMENT_VERSIONS,
  type AcceptLegalDocumentsInput,
  type MyConsents,
} from '@partnerly/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { consentsQueryKey } from '@/lib/consent-status';

/**
 * POST /api/me/consents with the versions this app shows on /terms and /privacy: the ones the
 * member read. An app older than the server's documents gets 409 (reload and read again).
 * Once accepted, every query runs again (those the gate refused too).
 */
export function useAcceptLegalDocuments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => {
      const body: AcceptLegalDocumentsInput = { ...LEGAL_DOCUMENT_VERSIONS };
      return apiFetch<MyConsents>('/me/consents', { method: 'POST', body });
    },
    onSuccess: async (consents) => {
      queryClient.setQueryData(consentsQueryKey, consents);
      await queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] !== consentsQueryKey[0],
      });
    },
  });
}
