import type { ConversationParty, MessageSide } from '@partnerly/contracts';
import type { Executor } from '../../db/client';
import { eq } from 'drizzle-orm';
import { conversations } from '../../db/schema';
import { threadColumns, type Thread } from './conversation-access';
import { brandFacesOf, facesOfPeople, partiesOf as facedPartiesOf } from './people';

// The parties of a thread as the safety rules see them: a brand workspace, a creator, an agent.
// A block is made between two parties; a brand's people act for their workspace.

/** A party: a person (creator, agent) or a brand workspace. */
export type Party = { kind: 'user'; id: string } | { kind: 'workspace'; id: string };

export interface ThreadParty {
  side: MessageSide;
  party: Party;
}

/** The parties taking part in the thread now, brand first (an agent while they take part). */
export function threadParties(thread: Thread): ThreadParty[] {
  const parties: ThreadParty[] = [];
  if (thread.workspaceId)
    parties.push({ side: 'brand', party: { kind: 'workspace', id: thread.workspaceId } });
  parties.push({ side: 'creator', party: { kind: 'user', id: thread.creatorId } });
  if (thread.agentId && thread.isAgentActive) {
    parties.push({ side: 'agent', party: { kind: 'user', id: thread.agentId } });
  }
  return parties;
}

/** The party of one side of the thread (undefined when the side is not on it). */
export function partyOfSide(thread: Thread, side: MessageSide): Party | undefined {
  return threadParties(thread).find((party) => party.side === side)?.party;
}

/** The thread's parties of these sides, named and pictured as the thread shows them. */
export async function nameThreadParties(
  db: Executor,
  thread: Thread,
  sides: readonly MessageSide[],
): Promise<ConversationParty[]> {
  const [brands, people] = await Promise.all([
    brandFacesOf(db, [thread]),
    facesOfPeople(db, [thread.creatorId, ...(thread.agentId ? [thread.agentId] : [])]),
  ]);
  return facedPartiesOf(thread, brands.get(thread.id), people).filter((party) => sides.includes(party.side));
}

/** One thread by id without an access check (the sweep, the moderation take-down). */
export async function readThread(db: Executor, id: string): Promise<Thread | undefined> {
  const [thread] = await db.select(threadColumns).from(conversations).where(eq(conversations.id, id));
  return thread;
}
