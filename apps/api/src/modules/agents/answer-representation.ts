import { AGENT_MESSAGES, type RepresentationResult } from '@partnerly/contracts';
import { and, eq, or } from 'drizzle-orm';
import { agentRepresentations } from '../../db/schema';
import { AppError } from '../../middleware/errors';
import { loadPeople, nameOf } from '../applications/people';
import {
  announceRepresentationChange,
  notifyRepresentationParty,
  type AgentDeps,
} from './representation-notices';
import { loadRepresentation } from './representation-view';
import { noticeCopy } from '../notifications/create-notification';

const notFound = () => new AppError('NOT_FOUND', AGENT_MESSAGES.notFound);

/** The creator accepts or declines a pending request (another creator's: 404; answered: 409). */
export async function answerRepresentation(
  deps: AgentDeps,
  creatorId: string,
  id: string,
  answer: 'accepted' | 'declined',
  now = new Date(),
): Promise<RepresentationResult> {
  const { db } = deps.database;
  const [row] = await db
    .update(agentRepresentations)
    .set({ status: answer, respondedAt: now })
    .where(
      and(
        eq(agentRepresentations.id, id),
        eq(agentRepresentations.creatorId, creatorId),
        eq(agentRepresentations.status, 'pending'),
      ),
    )
    .returning();
  if (!row) {
    const [mine] = await db
      .select({ id: agentRepresentations.id })
      .from(agentRepresentations)
      .where(and(eq(agentRepresentations.id, id), eq(agentRepresentations.creatorId, creatorId)));
    throw mine ? new AppError('CONFLICT', AGENT_MESSAGES.notPending) : notFound();
  }

  await announceRepresentationChange(deps, row, { representationId: id, status: answer });
  const creatorName = nameOf((await loadPeople(db, [creatorId])).get(creatorId));
  const isAccepted = answer === 'accepted';
  await notifyRepresentationParty(deps, {
    to: 'agent',
    userId: row.agentId,
    type: isAccepted ? 'agent_request_accepted' : 'agent_request_declined',
    localized: noticeCopy(isAccepted ? 'agentRequestAccepted' : 'agentRequestDeclined', {
      creator: creatorName,
    }),
  });
  return {
    representation: await loadRepresentation(db, id),
    message: isAccepted ? AGENT_MESSAGES.requestAccepted : AGENT_MESSAGES.requestDeclined,
  };
}

/** Either side ends the representation (or withdraws a request): the row goes. */
export async function endRepresentation(deps: AgentDeps, userId: string, id: string): Promise<void> {
  const [row] = await deps.database.db
    .delete(agentRepresentations)
    .where(
      and(
        eq(agentRepresentations.id, id),
        or(eq(agentRepresentations.agentId, userId), eq(agentRepresentations.creatorId, userId)),
      ),
    )
    .returning();
  if (!row) throw notFound();
  await announceRepresentationChange(deps, row, { representationId: id, status: 'ended' });
}
