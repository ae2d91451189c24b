import type { PrivateCodeStatus, REDEMPTION_LIVE_EVENT, RedemptionLive } from '@partnerly/contracts';
import { codePath } from './redeem-page-api';

// The code's live state while its page is open: GET /api/redeem/{code}/events, a public
// Server-Sent Events stream of the code's remaining uses and status (issue 18 item 4). Nothing
// polls. As with the signed-in stream (lib/event-stream.ts), `ready` comes first on every
// connection and the page then reads the code again: whatever changed before the stream was
// listening (since the page loaded, or during a break) is covered. EventSource reconnects by
// itself after a network drop; when the server ends or refuses the stream, this reconnects with
// a growing delay.

/** The event's name; typed against the contract's constant, which lives beside zod. */
const LIVE_EVENT: typeof REDEMPTION_LIVE_EVENT = 'redemption.state';
/** Sent first on every connection: from here on, every change reaches this page. */
const READY_EVENT = 'ready';
const STATUSES: readonly PrivateCodeStatus[] = ['active', 'inactive'];
const RETRY_MIN_MS = 1_000;
const RETRY_MAX_MS = 30_000;

/** The event's data when it has the contract's shape, else null (ignored). */
export function parseLiveState(raw: unknown): RedemptionLive | null {
  if (typeof raw !== 'string') return null;
  try {
    const data = JSON.parse(raw) as Partial<Record<keyof RedemptionLive, unknown>> | null;
    if (
      typeof data?.remainingUses === 'number' &&
      Number.isInteger(data.remainingUses) &&
      STATUSES.includes(data.status as PrivateCodeStatus)
    ) {
      return { remainingUses: data.remainingUses, status: data.status as PrivateCodeStatus };
    }
  } catch {
    // Not JSON: not ours.
  }
  return null;
}

export interface LiveHandlers {
  onState(state: RedemptionLive): void;
  /** The stream is listening (again): changes made before may have been missed. */
  onReady(): void;
}

/** Listens to the code's stream until the returned function is called. */
export function subscribeToCode(code: string, { onState, onReady }: LiveHandlers): () => void {
  let source: EventSource | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let retryDelay = RETRY_MIN_MS;
  let isClosed = false;

  const connect = () => {
    const current = new EventSource(`${codePath(code)}/events`, { withCredentials: true });
    source = current;
    current.addEventListener('open', () => {
      retryDelay = RETRY_MIN_MS;
    });
    current.addEventListener(READY_EVENT, onReady);
    current.addEventListener(LIVE_EVENT, (event) => {
      const state = parseLiveState((event as MessageEvent).data);
      if (state) onState(state);
    });
    current.addEventListener('error', () => {
      // A network drop reconnects by itself (CONNECTING); an HTTP error or an ended stream closes it.
      if (current.readyState !== EventSource.CLOSED || isClosed) return;
      source = null;
      const delay = retryDelay;
      retryDelay = Math.min(retryDelay * 2, RETRY_MAX_MS);
      retryTimer = setTimeout(() => {
        if (!isClosed) connect();
      }, delay);
    });
  };
  connect();

  return () => {
    isClosed = true;
    clearTimeout(retryTimer);
    source?.close();
  };
}
