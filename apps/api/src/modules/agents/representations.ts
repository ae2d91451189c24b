import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { agentRepresentations } from '../../db/schema';

// What other modules ask about representation: may this agent act for this creator?

/** Whether the agent represents the creator now (an accepted request). */
export async function isRepresenting(db: Executor, agentId: string, creatorId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: agentRepresentations.id })
    .from(agentRepresentations)
    .where(
      and(
        eq(agentRepresentations.agentId, agentId),
        eq(agentRepresentations.creatorId, creatorId),
        eq(agentRepresentations.status, 'accepted'),
      ),
    );
  return row !== undefined;
}

/** The creators the agent represents now. */
export async function representedCreatorIds(db: Executor, agentId: string): Promise<string[]> {
  const rows = await db
    .select({ creatorId: agentRepresentations.creatorId })
    .from(agentRepresentations)
    .where(and(eq(agentRepresentations.agentId, agentId), eq(agentRepresentations.status, 'accepted')));
  return rows.map((row) => row.creatorId);
}
