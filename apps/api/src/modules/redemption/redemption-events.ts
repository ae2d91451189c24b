import { PRIVATE_CODES_EVENT, type RedemptionLive } from '@partnerly/contracts';
import type { AppDeps } from '../../context';
import type { EventBus } from '../../integrations/events/event-bus';
import { createCoalescer, type Coalescer } from '../../lib/coalesce';
import { publishCodeLive } from '../private-codes/code-live';
import { publishToWorkspace } from '../workspaces/workspace-events';

// What a redemption attempt tells others, after its commit (decision 0056): the code's open
// public pages get its new state, the workspace's people a refetch of their QR Codes tab. A busy
// code sees hundreds of attempts a second; one event each would make every open tab refetch the
// overview hundreds of times a second. So both are coalesced per code and per workspace: the first
// at once, a burst once more with its latest state at most WINDOW_MS later (the realtime bar is
// 250 ms p95 from a change to a connected browser).

const WINDOW_MS = 100;

type EventDeps = Pick<AppDeps, 'database' | 'events'>;

export interface RedemptionChange {
  codeId: string;
  change: 'redeemed' | 'attempted';
}

interface Announcers {
  live: Coalescer<RedemptionLive>;
  workspace: Coalescer<RedemptionChange>;
}

// One pair per event bus (one per app: the process's, or each test app's own).
const announcersByBus = new WeakMap<EventBus, Announcers>();

function announcersOf(deps: EventDeps): Announcers {
  let announcers = announcersByBus.get(deps.events);
  if (!announcers) {
    announcers = {
      live: createCoalescer("Publishing a code's live state", WINDOW_MS, (codeId, state) =>
        publishCodeLive(deps, codeId, state),
      ),
      workspace: createCoalescer('Publishing a redemption to the workspace', WINDOW_MS, (workspaceId, data) =>
        publishToWorkspace(deps, workspaceId, PRIVATE_CODES_EVENT, data),
      ),
    };
    announcersByBus.set(deps.events, announcers);
  }
  return announcers;
}

/** After a committed attempt: its code's new state (a success) and the workspace's refetch. */
export function announceRedemption(
  deps: EventDeps,
  workspaceId: string,
  change: RedemptionChange,
  live: RedemptionLive | null,
): void {
  const announcers = announcersOf(deps);
  if (live) announcers.live.push(change.codeId, live);
  announcers.workspace.push(workspaceId, change);
}
