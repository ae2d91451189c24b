import type { SSEStreamingApi } from 'hono/streaming';
import type { EventBus, UserEvent } from '../../integrations/events/event-bus';

/** Proxies close idle connections after about a minute; a comment line keeps them open. */
export const HEARTBEAT_MS = 25_000;
/** Tells EventSource how long to wait before reconnecting after a dropped stream. */
const RECONNECT_MS = 3_000;

export interface StreamOptions {
  heartbeatMs?: number;
  /** Ends the stream when aborted (the process drains on SIGTERM); the client reconnects. */
  until?: AbortSignal;
  /** The `ready` event's data; `{ userId }` by default (a public stream names no key of its own). */
  readyData?: unknown;
}

/**
 * Streams one user's events until the client goes away or `until` aborts: `ready` first (the
 * client refetches what it shows, covering anything missed while disconnected), then every
 * published event as `event: <type>` with JSON data, and a heartbeat comment while idle.
 */
export async function streamUserEvents(
  stream: SSEStreamingApi,
  events: EventBus,
  userId: string,
  { heartbeatMs = HEARTBEAT_MS, until, readyData = { userId } }: StreamOptions = {},
): Promise<void> {
  const send = (event: UserEvent) =>
    stream.writeSSE({ event: event.type, data: JSON.stringify(event.data ?? null) });
  // Subscribe before `ready`, so nothing published after the client saw `ready` is lost.
  const unsubscribe = events.subscribe(userId, (event) => void send(event));
  let heartbeat: NodeJS.Timeout | undefined;
  const isOver = () => stream.aborted || Boolean(until?.aborted);
  const closed = new Promise<void>((resolve) => {
    const end = () => {
      unsubscribe();
      clearTimeout(heartbeat);
      until?.removeEventListener('abort', end);
      resolve();
    };
    stream.onAbort(end);
    until?.addEventListener('abort', end, { once: true });
  });
  if (isOver()) return unsubscribe();

  await stream.writeSSE({ event: 'ready', data: JSON.stringify(readyData), retry: RECONNECT_MS });
  while (!isOver()) {
    const tick = new Promise<void>((resolve) => (heartbeat = setTimeout(resolve, heartbeatMs)));
    await Promise.race([tick, closed]);
    if (!isOver()) await stream.write(': heartbeat\n\n');
  }
}
