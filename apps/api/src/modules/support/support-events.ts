import { ADMIN_USER_TYPES, SUPPORT_EVENTS } from '@partnerly/contracts';
import { and, inArray, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import { profiles } from '../../db/schema';
import { publishToUser } from '../notifications/notification-events';

/**
 * Tells the sender's open tabs (their 'My requests') and every admin's (the support inbox)
 * that a request changed; they refetch. Call after the change has committed.
 */
export async function publishSupportChange(
  deps: Pick<AppDeps, 'database' | 'events'>,
  requesterId: string,
  id: string,
): Promise<void> {
  const admins = await deps.database.db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(inArray(profiles.userType, [...ADMIN_USER_TYPES]), isNull(profiles.deletedAt)));
  const userIds = new Set([requesterId, ...admins.map((admin) => admin.id)]);
  for (const userId of userIds) await publishToUser(deps, userId, SUPPORT_EVENTS.changed, { id });
}
