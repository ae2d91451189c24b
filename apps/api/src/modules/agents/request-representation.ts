import { FALLBACK_NAME_MESSAGES, AGENT_MESSAGES, type RepresentationResult } from '@partnerly/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { requestRepresentationInput } from '@partnerly/contracts';
import { agentRepresentations, authUsers, profiles } from '../../db/schema';
import { AppError } from '../../middleware/errors';
import { loadPeople, nameOf } from '../applications/people';
import {
  announceRepresentationChange,
  notifyRepresentationParty,
  type AgentDeps,
} from './representation-notices';
import { loadRepresentation } from './representation-view';
import { noticeCopy, quoted } from '../notifications/create-notification';

/** The creator account with this e-mail, or 404. */
async function findCreatorByEmail(deps: AgentDeps, email: string): Promise<string> {
  const [row] = await deps.database.db
    .select({ id: authUsers.id })
    .from(authUsers)
    .innerJoin(profiles, eq(profiles.id, authUsers.id))
    .where(
      and(
        eq(sql`lower(${authUsers.email})`, email),
        eq(profiles.userType, 'creator'),
        isNull(profiles.deletedAt),
      ),
    );
  if (!row) throw new AppError('NOT_FOUND', AGENT_MESSAGES.creatorNotFound);
  return row.id;
}

/**
 * An agent asks a creator (found by e-mail) to represent them: an agent_request
 * notification. A declined request may be sent again; a pending or accepted one answers 409.
 */
export async function requestRepresentation(
  deps: AgentDeps,
  agentId: string,
  input: z.output<typeof requestRepresentationInput>,
  now = new Date(),
): Promise<RepresentationResult> {
  const creatorId = await findCreatorByEmail(deps, input.creatorEmail);
  const { db } = deps.database;
  const id = await db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(agentRepresentations)
      .where(and(eq(agentRepresentations.agentId, agentId), eq(agentRepresentations.creatorId, creatorId)))
      .for('update');
    if (existing?.status === 'pending') throw new AppError('CONFLICT', AGENT_MESSAGES.alreadyRequested);
    if (existing?.status === 'accepted') throw new AppError('CONFLICT', AGENT_MESSAGES.alreadyRepresenting);
    if (existing) {
      await tx
        .update(agentRepresentations)
        .set({ status: 'pending', message: input.message, createdAt: now, respondedAt: null })
        .where(eq(agentRepresentations.id, existing.id));
      return existing.id;
    }
    const [row] = await tx
      .insert(agentRepresentations)
      .values({ agentId, creatorId, status: 'pending', message: input.message, createdAt: now })
      .onConflictDoNothing({ target: [agentRepresentations.agentId, agentRepresentations.creatorId] })
      .returning({ id: agentRepresentations.id });
    if (!row) throw new AppError('CONFLICT', AGENT_MESSAGES.alreadyRequested);
    return row.id;
  });

  await announceRepresentationChange(
    deps,
    { agentId, creatorId },
    { representationId: id, status: 'pending' },
  );
  const agentName = nameOf((await loadPeople(db, [agentId])).get(agentId), FALLBACK_NAME_MESSAGES.anAgent);
  await notifyRepresentationParty(deps, {
    to: 'creator',
    userId: creatorId,
    type: 'agent_request',
    localized: noticeCopy('agentRequest', ({ language }) => ({
      agent: agentName,
      note: input.message ? ` ${quoted(language, input.message)}` : '',
    })),
  });
  return { representation: await loadRepresentation(db, id), message: AGENT_MESSAGES.requestSent };
}
