import { asc, eq, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { agentRepresentations } from '../../db/schema';

/**
 * The representation part of a user's data export: the agent-creator links the user is part of,
 * as the agent or as the creator. The other person is named by id only.
 */
export async function exportRepresentations(db: Executor, userId: string) {
  const rows = await db
    .select()
    .from(agentRepresentations)
    .where(or(eq(agentRepresentations.agentId, userId), eq(agentRepresentations.creatorId, userId)))
    .orderBy(asc(agentRepresentations.createdAt), asc(agentRepresentations.id));
  return rows.map((row) => {
    const isAgent = row.agentId === userId;
    return {
      id: row.id,
      role: isAgent ? ('agent' as const) : ('creator' as const),
      otherPartyId: isAgent ? row.creatorId : row.agentId,
      status: row.status,
      message: row.message,
      createdAt: row.createdAt.toISOString(),
      respondedAt: row.respondedAt?.toISOString() ?? null,
    };
  });
}
