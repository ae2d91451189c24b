import {
  AGENT_MESSAGES,
  type RepresentationList,
  type RepresentationResult,
  type RequestRepresentationInput,
} from '@partnerly/contracts';
import { useMutation } from '@tanstack/react-query';
import { useRefreshRepresentations, useRepresentationList } from '@/api/representations/representation-list';
import { toast } from '@/components/ui/use-toast';
import { apiFetch, apiPath } from '@/lib/api-client';
import { useKnownText, useT } from '@/lib/i18n/i18n-provider';

const allRepresentations = (list: RepresentationList) => list.representations;

/** Every representation of the signed-in agent or creator, newest first (kept live). */
export function useRepresentations() {
  return useRepresentationList({ select: allRepresentations });
}

/** POST /api/agents/representations: the agent asks a creator, by e-mail, to represent them. */
export function useRequestRepresentation() {
  const refresh = useRefreshRepresentations();
  const t = useT();
  const known = useKnownText();
  return useMutation({
    mutationFn: (body: RequestRepresentationInput) =>
      apiFetch<RepresentationResult>('/agents/representations', { method: 'POST', body }),
    onSuccess: async (result) => {
      toast({
        variant: 'success',
        title: known(result.message),
        description: t('agents.requestNotified', { name: result.representation.creator.name }),
      });
      await refresh();
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: t('agents.requestNotSent'),
        description: known(error.message),
      }),
  });
}

/** POST /api/agents/representations/:id/accept or /decline: the creator's answer. */
export function useAnswerRepresentation() {
  const refresh = useRefreshRepresentations();
  const t = useT();
  const known = useKnownText();
  return useMutation({
    mutationFn: ({ id, answer }: { id: string; answer: 'accept' | 'decline' }) =>
      apiFetch<RepresentationResult>(apiPath`/agents/representations/${id}/${answer}`, { method: 'POST' }),
    onSuccess: (result) => toast({ variant: 'success', title: known(result.message) }),
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: t('agents.actionFailed'),
        description: known(error.message),
      }),
    onSettled: refresh,
  });
}

/** DELETE /api/agents/representations/:id: either side ends it (or the agent withdraws a request). */
export function useEndRepresentation() {
  const refresh = useRefreshRepresentations();
  const t = useT();
  const known = useKnownText();
  return useMutation({
    mutationFn: (id: string) => apiFetch<void>(apiPath`/agents/representations/${id}`, { method: 'DELETE' }),
    onSuccess: () => toast({ variant: 'success', title: known(AGENT_MESSAGES.representationEnded) }),
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: t('agents.actionFailed'),
        description: known(error.message),
      }),
    onSettled: refresh,
  });
}
