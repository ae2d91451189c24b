import {
  AGENT_EVENTS,
  AGENT_MESSAGES,
  type RepresentationList,
  type RepresentationResult,
  type RequestRepresentationInput,
} from '@partnerly/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiFetch, apiPath } from '@/lib/api-client';
import { useInvalidateOnServerEvents } from '@/lib/event-stream';
import { agentKeys } from './agent-keys';

/**
 * GET /api/agents/representations: the requests an agent sent, or the ones a creator got,
 * newest first. The other side's answers arrive over the event stream.
 */
export function useRepresentations() {
  useInvalidateOnServerEvents([AGENT_EVENTS.representationChanged], agentKeys.representations);
  return useQuery({
    queryKey: agentKeys.representations,
    queryFn: ({ signal }) => apiFetch<RepresentationList>('/agents/representations', { signal }),
    select: (data) => data.representations,
  });
}

function useRefreshRepresentations() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: agentKeys.representations });
}

/** POST /api/agents/representations: the agent asks a creator, by e-mail, to represent them. */
export function useRequestRepresentation() {
  const refresh = useRefreshRepresentations();
  return useMutation({
    mutationFn: (body: RequestRepresentationInput) =>
      apiFetch<RepresentationResult>('/agents/representations', { method: 'POST', body }),
    onSuccess: async (result) => {
      toast({
        variant: 'success',
        title: result.message,
        description: `${result.representation.creator.name} gets your request in their notifications.`,
      });
      await refresh();
    },
    onError: (error) =>
      toast({ variant: 'destructive', title: 'Request not sent', description: error.message }),
  });
}

/** POST /api/agents/representations/:id/accept or /decline: the creator's answer. */
export function useAnswerRepresentation() {
  const refresh = useRefreshRepresentations();
  return useMutation({
    mutationFn: ({ id, answer }: { id: string; answer: 'accept' | 'decline' }) =>
      apiFetch<RepresentationResult>(apiPath`/agents/representations/${id}/${answer}`, { method: 'POST' }),
    onSuccess: (result) => toast({ variant: 'success', title: result.message }),
    onError: (error) => toast({ variant: 'destructive', title: 'Action Failed', description: error.message }),
    onSettled: refresh,
  });
}

/** DELETE /api/agents/representations/:id: either side ends it (or the agent withdraws a request). */
export function useEndRepresentation() {
  const refresh = useRefreshRepresentations();
  return useMutation({
    mutationFn: (id: string) => apiFetch<void>(apiPath`/agents/representations/${id}`, { method: 'DELETE' }),
    onSuccess: () => toast({ variant: 'success', title: AGENT_MESSAGES.representationEnded }),
    onError: (error) => toast({ variant: 'destructive', title: 'Action Failed', description: error.message }),
    onSettled: refresh,
  });
}
