import { type MESSAGING_EVENTS } from '@partnerly/contracts';
import type { AppDeps } from '../../context';
import { afterCommit } from '../../lib/after-commit';
import { publishToUser } from '../notifications/notification-events';
import { participantIds, type Thread } from './conversation-access';

export type MessagingDeps = Pick<AppDeps, 'database' | 'events' | 'storage'>;

/**
 * After a committed change to a thread: the event goes to every open tab of everyone who takes
 * part in it now (the sender's other tabs too). Failures are logged, never thrown.
 */
export function announceToThread(
  deps: MessagingDeps,
  thread: Thread,
  type: (typeof MESSAGING_EVENTS)[keyof typeof MESSAGING_EVENTS],
  data: Record<string, unknown>,
): Promise<void> {
  return afterCommit(`the ${type} event of conversation ${thread.id}`, async () => {
    const people = await participantIds(deps.database.db, thread);
    for (const userId of people) await publishToUser(deps, userId, type, data);
  });
}
