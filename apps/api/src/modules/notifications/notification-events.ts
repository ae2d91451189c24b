import type { AppDeps } from '../../context';

/**
 * Pushes an event to the user's open streams. The change it reports is already committed,
 * so a failing bus is logged rather than turned into a failed request; the client's next
 * fetch catches up.
 */
export async function publishToUser(
  deps: Pick<AppDeps, 'events'>,
  userId: string,
  type: string,
  data: unknown,
): Promise<void> {
  try {
    await deps.events.publish(userId, { type, data });
  } catch (error) {
    console.error(`Could not publish ${type} to user ${userId}`, error);
  }
}
