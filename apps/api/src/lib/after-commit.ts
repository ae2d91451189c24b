import { logger } from '../logging/logger';

/** One thing to do once a write has committed: publish an event, queue an e-mail, notify. */
export type SideEffect = () => unknown;

/**
 * Runs the side effects of a committed write, one after another in the given order. The
 * write stands whatever happens here, so a failing effect is logged under `label` and the
 * next one still runs; this never throws, so it never turns a done change into an error
 * answer. Every service publishes events and queues mail after its commit through here.
 */
export async function afterCommit(label: string, ...effects: SideEffect[]): Promise<void> {
  for (const effect of effects) {
    try {
      await effect();
    } catch (error) {
      logger.error({ err: error }, `After commit, ${label} failed`);
    }
  }
}
