import type { AppDeps } from '../../context';
import { publishToUser } from '../notifications/notification-events';
import { listWorkspacePeople } from './membership';

/**
 * Pushes an event to the open streams of everyone in the workspace (their pages refetch what
 * they may see); like publishToUser, a failing bus is logged.
 */
export async function publishToWorkspace(
  deps: Pick<AppDeps, 'events' | 'database'>,
  workspaceId: string,
  type: string,
  data?: unknown,
): Promise<void> {
  const people = await listWorkspacePeople(deps.database.db, workspaceId);
  for (const userId of people) await publishToUser(deps, userId, type, data);
}
