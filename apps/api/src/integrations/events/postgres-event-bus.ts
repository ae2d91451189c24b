import { EventEmitter } from 'node:events';
import postgres from 'postgres';
import { decodeEvent, encodeEvent, RESYNC_EVENT, type EventBus, type UserEvent } from './event-bus';
import { logger } from '../../logging/logger';

/** One channel for every user: the payload names the user ({userId, event}). */
const EVENTS_CHANNEL = 'partnerly_events';
/** Shown in pg_stat_activity for the listening connection of each API process. */
export const EVENTS_APPLICATION_NAME = 'partnerly-events';

export interface PostgresEventBusOptions {
  /** First delay before listening again after the connection failed; doubles up to 30 s. */
  retryBaseMs?: number;
}

const MAX_RETRY_MS = 30_000;

/**
 * Fans events out to every API process on one PostgreSQL database with LISTEN/NOTIFY.
 * Publishing uses the shared pool; each process keeps one dedicated connection that LISTENs.
 * When that connection drops, the bus listens again and sends `resync` to its subscribers,
 * because notifications sent in between are lost.
 */
export async function createPostgresEventBus(
  sql: postgres.Sql,
  options: PostgresEventBusOptions = {},
): Promise<EventBus> {
  const retryBaseMs = options.retryBaseMs ?? 500;
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  let isClosed = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let relistening: Promise<void> | undefined;

  // The same pattern postgres.js uses for sql.listen, but owned here so a failed reconnect
  // is retried instead of silently ending delivery.
  const listenerOptions = {
    ...sql.options,
    max: 1,
    idle_timeout: undefined,
    max_lifetime: null,
    fetch_types: false,
    connection: { ...sql.options.connection, application_name: EVENTS_APPLICATION_NAME },
    onnotify: (channel: string, payload: string) => {
      if (channel !== EVENTS_CHANNEL) return;
      const envelope = decodeEvent(payload);
      if (envelope) emitter.emit(envelope.userId, envelope.event);
    },
    onclose: () => {
      if (!isClosed) relistening ??= relisten().finally(() => (relistening = undefined));
    },
  };
  // postgres.js accepts its parsed options back (as sql.listen does); the types do not say so.
  const listener = postgres(listenerOptions as unknown as postgres.Options<Record<string, never>>);
  const listen = () => listener`listen ${listener(EVENTS_CHANNEL)}`;

  async function relisten(): Promise<void> {
    for (let attempt = 0; !isClosed; attempt += 1) {
      try {
        await listen();
        for (const userId of emitter.eventNames()) emitter.emit(userId, RESYNC_EVENT);
        return;
      } catch (error) {
        if (attempt === 0) logger.error({ err: error }, 'Event bus lost its LISTEN connection; retrying');
        const delay = Math.min(MAX_RETRY_MS, retryBaseMs * 2 ** attempt);
        await new Promise<void>((resolve) => (retryTimer = setTimeout(resolve, delay)));
      }
    }
  }

  await listen();
  return {
    kind: 'postgres',
    async publish(userId, event) {
      await sql.notify(EVENTS_CHANNEL, encodeEvent(userId, event));
    },
    subscribe(userId, handler: (event: UserEvent) => void) {
      emitter.on(userId, handler);
      return () => emitter.off(userId, handler);
    },
    async close() {
      isClosed = true;
      clearTimeout(retryTimer);
      emitter.removeAllListeners();
      await listener.end({ timeout: 1 });
    },
  };
}
