import { AGENT_EVENTS, APPLICATION_LINKS, type RepresentationChangedEvent } from '@partnerly/contracts';
import type { AppDeps } from '../../context';
import {
  notifyAfterCommit,
  type CreateNotificationInput,
  type LocalizedCopy,
} from '../notifications/create-notification';
import { publishToUser } from '../notifications/notification-events';

export type AgentDeps = Pick<AppDeps, 'database' | 'events' | 'mail' | 'publicUrl'>;

/** After commit: both sides' open screens refetch. */
export async function announceRepresentationChange(
  deps: AgentDeps,
  parties: { agentId: string; creatorId: string },
  event: RepresentationChangedEvent,
): Promise<void> {
  for (const userId of [parties.agentId, parties.creatorId]) {
    await publishToUser(deps, userId, AGENT_EVENTS.representationChanged, event);
  }
}

/** After commit: the other party's notification. */
export function notifyRepresentationParty(
  deps: AgentDeps,
  input: Pick<CreateNotificationInput, 'userId' | 'type'> & {
    to: 'agent' | 'creator';
    localized: LocalizedCopy;
  },
): Promise<void> {
  const { to, ...notification } = input;
  return notifyAfterCommit(deps, {
    ...notification,
    link: to === 'creator' ? APPLICATION_LINKS.agentRequests : APPLICATION_LINKS.agentHub,
  });
}
