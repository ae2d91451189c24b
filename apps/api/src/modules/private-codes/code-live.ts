import { REDEMPTION_LIVE_EVENT, type RedemptionLive } from '@partnerly/contracts';
import type { AppDeps } from '../../context';

// The live state of one code for the visitors of its public page (issue 18 item 4): the event
// bus carries it under a key of the code, not of a user; GET /api/redeem/{code}/events streams
// it to anyone with the page open. Only the remaining uses and the status travel: both are on
// the page already.

/** The event-bus key of a code's public stream (never a user id: those have no colon). */
export const codeLiveKey = (codeId: string) => `private-code:${codeId}`;

/** Pushes a code's new state to its open public pages (after the change has committed). */
export async function publishCodeLive(
  deps: Pick<AppDeps, 'events'>,
  codeId: string,
  state: RedemptionLive,
): Promise<void> {
  await deps.events.publish(codeLiveKey(codeId), { type: REDEMPTION_LIVE_EVENT, data: state });
}
