/** A message pushed to one user's open event streams (SSE). */
export interface UserEvent {
  type: string;
  data?: unknown;
}

export type Unsubscribe = () => void;

/**
 * Fans events out to every API process: in-process on the embedded database,
 * PostgreSQL LISTEN/NOTIFY on a server.
 *
 * Modules push after their change is committed, through `publishToUser` or `afterCommit`
 * (lib/after-commit.ts), so a failing bus never fails the request. Keep `data` small (ids, counts): the client refetches what changed. Both
 * buses deliver `data` as it looks after a JSON round trip (a Date becomes a string).
 */
export interface EventBus {
  readonly kind: 'memory' | 'postgres';
  /** Throws EventRejectedError for a bad type or an event of MAX_EVENT_BYTES or more. */
  publish(userId: string, event: UserEvent): Promise<void>;
  subscribe(userId: string, listener: (event: UserEvent) => void): Unsubscribe;
  close(): Promise<void>;
}

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; both buses keep that limit. */
export const MAX_EVENT_BYTES = 8000;

/** Sent by the bus itself when events may have been missed: clients refetch everything. */
export const RESYNC_EVENT: UserEvent = { type: 'resync' };

// The type becomes the SSE `event:` field, so it must stay on one line.
const EVENT_TYPE = /^[a-z][a-z0-9_.:-]{0,63}$/i;

export class EventRejectedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EventRejectedError';
  }
}

export interface EventEnvelope {
  userId: string;
  event: UserEvent;
}

/** The wire form of one event: JSON {userId, event}, checked against the bus limits. */
export function encodeEvent(userId: string, event: UserEvent): string {
  if (!EVENT_TYPE.test(event.type)) {
    throw new EventRejectedError(
      `Event type "${event.type}" is invalid: use letters, digits, . _ : - (max 64)`,
    );
  }
  const envelope: EventEnvelope = { userId, event: { type: event.type, data: event.data } };
  const payload = JSON.stringify(envelope);
  const bytes = Buffer.byteLength(payload, 'utf8');
  if (bytes >= MAX_EVENT_BYTES) {
    throw new EventRejectedError(
      `Event "${event.type}" is ${bytes} bytes; events must stay under ${MAX_EVENT_BYTES} bytes. ` +
        'Send ids and let the client refetch the details.',
    );
  }
  return payload;
}

/** Parses a payload made by encodeEvent; null when it is not one. */
export function decodeEvent(payload: string): EventEnvelope | null {
  try {
    const value = JSON.parse(payload) as Partial<EventEnvelope> | null;
    if (typeof value?.userId !== 'string' || typeof value.event?.type !== 'string') return null;
    return { userId: value.userId, event: value.event };
  } catch {
    return null;
  }
}
