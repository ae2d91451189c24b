import type {
  CounterOfferValues,
  MyApplication,
  MyApplicationList,
  MyApplicationResult,
} from '@partnerly/contracts';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiFetch, apiPath } from '@/lib/api-client';
import { useT } from '@/lib/i18n/i18n-provider';
import { myApplicationKeys } from './my-application-keys';

export type NegotiationAnswer =
  { action: 'accept' } | { action: 'reject' } | { action: 'counter'; offer: CounterOfferValues };

function request(applicationId: string, answer: NegotiationAnswer): Promise<MyApplicationResult> {
  const path = apiPath`/applications/${applicationId}/negotiation/${answer.action}`;
  return answer.action === 'counter'
    ? apiFetch(path, { method: 'POST', body: answer.offer })
    : apiFetch(path, { method: 'POST' });
}

export const replaceInList = (application: MyApplication) => (current: MyApplicationList | undefined) =>
  current && {
    ...current,
    applications: current.applications.map((item) => (item.id === application.id ? application : item)),
  };

export const replaceInPages =
  (application: MyApplication) => (current: InfiniteData<MyApplicationList> | undefined) =>
    current && { ...current, pages: current.pages.map((page) => replaceInList(application)(page)!) };

/**
 * The creator side's answer to the brand's counter offer: accept it, decline it or counter
 * back. The answer replaces the card at once; the event stream brings the brand's next move.
 */
export function useAnswerNegotiation(applicationId: string) {
  const t = useT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: NegotiationAnswer) => request(applicationId, answer),
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
    onError: async (error, answer) => {
      toast(
        answer.action === 'counter'
          ? {
              variant: 'destructive',
              title: t('myApplications.counterFailedTitle'),
              description: error.message || t('myApplications.counterFailed'),
            }
          : {
              variant: 'destructive',
              title: t('myApplications.actionFailedTitle'),
              description: error.message || t('myApplications.actionFailed'),
            },
      );
      // The brand may have moved first (a 409): show where the application stands now.
      await queryClient.invalidateQueries({ queryKey: myApplicationKeys.all });
    },
  });
}
