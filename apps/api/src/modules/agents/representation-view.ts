import { FALLBACK_NAME_MESSAGES } from '@partnerly/contracts';
import type { Representation, RepresentationList } from '@partnerly/contracts';
import { desc, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { agentRepresentations } from '../../db/schema';
import { isVerifiedPerson, loadPeople, nameOf } from '../applications/people';

/** Representation rows with the agent's and the creator's names and e-mails, newest first. */
async function loadRepresentations(db: Executor, where: SQL): Promise<Representation[]> {
  const rows = await db
    .select()
    .from(agentRepresentations)
    .where(where)
    .orderBy(desc(agentRepresentations.createdAt), desc(agentRepresentations.id));
  const people = await loadPeople(
    db,
    rows.flatMap((row) => [row.agentId, row.creatorId]),
  );
  return rows.map((row) => {
    const agent = people.get(row.agentId);
    const creator = people.get(row.creatorId);
    return {
      id: row.id,
      status: row.status,
      message: row.message,
      createdAt: row.createdAt.toISOString(),
      respondedAt: row.respondedAt?.toISOString() ?? null,
      agent: {
        id: row.agentId,
        name: nameOf(agent, FALLBACK_NAME_MESSAGES.deletedAgent),
        email: agent?.email ?? '',
        isVerified: isVerifiedPerson(agent),
      },
      creator: { id: row.creatorId, name: nameOf(creator), email: creator?.email ?? '' },
    };
  });
}

export async function loadRepresentation(db: Executor, id: string): Promise<Representation> {
  const [view] = await loadRepresentations(db, eq(agentRepresentations.id, id));
  return view!;
}

/** GET /api/agents/representations: the requests a creator got, or the ones an agent sent. */
export async function listRepresentations(
  db: Executor,
  userId: string,
  side: 'agent' | 'creator',
): Promise<RepresentationList> {
  const column = side === 'creator' ? agentRepresentations.creatorId : agentRepresentations.agentId;
  return { representations: await loadRepresentations(db, eq(column, userId)) };
}
