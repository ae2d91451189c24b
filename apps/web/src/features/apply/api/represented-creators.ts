import type { RepresentationList, RepresentationParty } from '@partnerly/contracts';
import { useRepresentationList } from '@/api/representations/representation-list';

/** A creator the agent represents (the creator side of an accepted representation). */
export type RepresentedCreator = RepresentationParty;

/** The creators an agent may apply for: its accepted representations, by name. */
function representedCreators(list: RepresentationList): RepresentedCreator[] {
  return list.representations
    .filter((representation) => representation.status === 'accepted')
    .map(({ creator }) => ({ id: creator.id, name: creator.name, email: creator.email }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The agent's representations (agents only), the same cache as its Agents hub: kept live as creators answer or leave. */
export function useRepresentedCreators(isEnabled: boolean) {
  return useRepresentationList({ select: representedCreators, isEnabled });
}
