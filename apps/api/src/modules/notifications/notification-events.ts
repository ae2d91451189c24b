import type { AppDeps } from '../../context';
import { afterCommit } from '../../lib/after-commit';

/**
 * Pushes an event to the user's open streams. The change it reports is already committed,
 * so a failing bus is logged rather than turned into a failed request; the client's next
 * fetch catches up.
 */
export function publishToUser(
  deps: Pick<AppDeps, 'events'>,
  userId: string,
  type: string,
  data?: unknown,
): Promise<void> {
  return afterCommit(`the ${type} event to user ${userId}`, () =>
    deps.events.publish(userId, { type, data }),
  );
}
