import type { MyApplicationList, MyApplicationResult } from '@partnerly/contracts';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiFetch, apiPath } from '@/lib/api-client';
import { useT } from '@/lib/i18n/i18n-provider';
import { replaceInList, replaceInPages } from './answer-negotiation';
import { myApplicationKeys } from './my-application-keys';

/**
 * POST /api/applications/:id/withdraw: the creator (or their agent) takes back a pending
 * application. The answer replaces the card at once; a 409 (the brand decided first)
 * reloads the list to show where it stands.
 */
export function useWithdrawApplication(applicationId: string) {
  const t = useT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch<MyApplicationResult>(apiPath`/applications/${applicationId}/withdraw`, { method: 'POST' }),
    onSuccess: async (result) => {
      queryClient.setQueriesData<MyApplicationList>(
        { queryKey: myApplicationKeys.lists() },
        replaceInList(result.application),
      );
      queryClient.setQueryData<InfiniteData<MyApplicationList>>(
        myApplicationKeys.pages(),
        replaceInPages(result.application),
      );
      toast({ variant: 'success', title: result.message });
      await queryClient.invalidateQueries({ queryKey: myApplicationKeys.all });
    },
    onError: async (error) => {
      toast({
        variant: 'destructive',
        title: t('myApplications.withdrawFailed'),
        description: error.message || t('myApplications.tryAgain'),
      });
      await queryClient.invalidateQueries({ queryKey: myApplicationKeys.all });
    },
  });
}
