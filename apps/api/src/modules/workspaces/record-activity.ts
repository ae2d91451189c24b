import { FALLBACK_NAME_MESSAGES } from '@partnerly/contracts';
import type { WorkspaceActivityAction } from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { authUsers, profiles, workspaceActivity } from '../../db/schema';
import { personName } from './workspace-people';

export interface ActivityEntry {
  workspaceId: string;
  /** The person who did it. */
  actorId: string;
  /** The name the list shows instead of the actor's own ('Partnerly team' for an admin's change). */
  actorName?: string;
  action: WorkspaceActivityAction;
  /** What it was done to, in words: a campaign title, an e-mail address, a plan name. */
  subject: string;
  details?: Record<string, unknown>;
}

/**
 * Appends one line to the workspace's activity list (issue 14 item 5). Call it inside the
 * transaction of the change it records, so the line and the change commit together.
 */
export async function recordActivity(db: Executor, entry: ActivityEntry): Promise<void> {
  await db.insert(workspaceActivity).values({
    workspaceId: entry.workspaceId,
    actorId: entry.actorId,
    actorName: entry.actorName ?? (await actorNameOf(db, entry.actorId)),
    action: entry.action,
    subject: entry.subject.slice(0, 300),
    details: entry.details ?? {},
  });
}

async function actorNameOf(db: Executor, actorId: string): Promise<string> {
  const [actor] = await db
    .select({ name: authUsers.name, firstName: profiles.firstName, lastName: profiles.lastName })
    .from(authUsers)
    .leftJoin(profiles, eq(profiles.id, authUsers.id))
    .where(eq(authUsers.id, actorId));
  return (actor && personName(actor)) || FALLBACK_NAME_MESSAGES.someone;
}
