import { WORKSPACE_MESSAGES, type AccountDeleted } from '@partnerly/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/use-toast';
import { apiFetch, isApiError } from '@/lib/api-client';
import { useT } from '@/lib/i18n/i18n-provider';
import { clearSignOutKeys, meQueryKey } from '@/lib/session';

/**
 * DELETE /api/account, then the visitor is signed out here and sent to / (spec 03 section 4,
 * messages of section 8).
 */
export function useDeleteAccount() {
  const t = useT();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => apiFetch<AccountDeleted>('/account', { method: 'DELETE' }),
    onSuccess: () => {
      clearSignOutKeys();
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
      queryClient.setQueryData(meQueryKey, null);
      toast({ title: t('deleteAccount.deletedTitle'), description: t('deleteAccount.deletedBody') });
      void navigate('/', { replace: true });
    },
    onError: (error) => {
      // The only owner of a brand workspace with other people (decision 0041).
      if (isApiError(error) && error.message === WORKSPACE_MESSAGES.soleOwnerWithTeam) {
        toast({ variant: 'destructive', title: t('deleteAccount.cannotTitle'), description: error.message });
        return;
      }
      // An answer from the server is a refusal; no answer at all is a failure to report.
      const hasAnswer = isApiError(error) && error.status > 0;
      toast({
        variant: 'destructive',
        title: t('auth.error'),
        description: hasAnswer ? t('deleteAccount.failedRetry') : t('deleteAccount.failedContact'),
      });
    },
  });
}
