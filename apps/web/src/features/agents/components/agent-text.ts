import { AGENT_MESSAGES } from '@partnerly/contracts';
import type { MessageKey } from '@partnerly/contracts/i18n';
import type { useT } from '@/lib/i18n/i18n-provider';

// The agents contracts keep their English messages (the API answers with them too); the agent
// screens show the ones they know through the catalogs, others as they came.

type Translate = ReturnType<typeof useT>;

const KNOWN: Readonly<Record<string, MessageKey>> = {
  [AGENT_MESSAGES.creatorEmailRequired]: 'agents.creatorEmailRequired',
  [AGENT_MESSAGES.creatorEmailInvalid]: 'agents.creatorEmailInvalid',
  [AGENT_MESSAGES.creatorNotFound]: 'agents.creatorNotFound',
  [AGENT_MESSAGES.alreadyRequested]: 'agents.alreadyRequested',
  [AGENT_MESSAGES.alreadyRepresenting]: 'agents.alreadyRepresenting',
  [AGENT_MESSAGES.requestSent]: 'agents.requestSent',
  [AGENT_MESSAGES.requestAccepted]: 'agents.requestAccepted',
  [AGENT_MESSAGES.requestDeclined]: 'agents.requestDeclined',
  [AGENT_MESSAGES.representationEnded]: 'agents.representationEnded',
  [AGENT_MESSAGES.notFound]: 'agents.notFound',
  [AGENT_MESSAGES.notPending]: 'agents.notPending',
};

/** An agents message of the contracts in the active language; undefined stays undefined. */
export function agentText(t: Translate, message: string): string;
export function agentText(t: Translate, message: string | undefined): string | undefined;
export function agentText(t: Translate, message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  const key = KNOWN[message];
  return key ? t(key) : message;
}
