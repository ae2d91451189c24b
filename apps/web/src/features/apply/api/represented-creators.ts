import { AGENT_EVENTS, type RepresentationList, type RepresentationParty } from '@partnerly/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useInvalidateOnServerEvents } from '@/lib/event-stream';
import { applyKeys } from './apply-keys';

/** A creator the agent represents (the creator side of an accepted representation). */
export type RepresentedCreator = RepresentationParty;

/** The creators an agent may apply for: its accepted representations, by name. */
export function representedCreators(list: RepresentationList): RepresentedCreator[] {
  return list.representations
    .filter((representation) => representation.status === 'accepted')
    .map(({ creator }) => ({ id: creator.id, name: creator.name, email: creator.email }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** GET /api/agents/representations (agents only): kept live as creators answer or leave. */
export function useRepresentedCreators(isEnabled: boolean) {
  useInvalidateOnServerEvents([AGENT_EVENTS.representationChanged], applyKeys.creators);
  return useQuery({
    queryKey: applyKeys.creators,
    queryFn: ({ signal }) => apiFetch<RepresentationList>('/agents/representations', { signal }),
    select: representedCreators,
    enabled: isEnabled,
  });
}
