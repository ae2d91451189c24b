import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { meQueryKey } from './session';

// The signed-in user's Server-Sent Events (GET /api/events): one EventSource per tab.
// Modules publish after a change; the app updates or invalidates the affected queries.
// Nothing polls (architecture: push, not poll).

export type ServerEventHandler = (data: unknown) => void;

const EVENTS_URL = '/api/events';
/** Sent first on every connection: from here on, every change reaches this tab. */
const READY_EVENT = 'ready';
/** Sent when events may have been lost: refetch everything. */
const RESYNC_EVENT = 'resync';
/**
 * Contracts' ACCOUNT_EVENTS.changed (kept here like api-client's header, so every page does not
 * load the contracts; event-stream.test.ts keeps them equal): an admin changed this account
 * (its type, verification, e-mail) or suspended it. The session is read again; a suspended
 * account finds itself signed out.
 */
export const ACCOUNT_CHANGED_EVENT = 'account.changed';

const RETRY_MIN_MS = 1_000;
const RETRY_MAX_MS = 30_000;

function parseData(raw: unknown): unknown {
  if (typeof raw !== 'string' || raw === '') return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}

export class EventStream {
  private source: EventSource | null = null;
  private readonly handlers = new Map<string, Set<ServerEventHandler>>();
  /** Event types with a listener on the current EventSource. */
  private readonly listening = new Set<string>();
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private retryDelay = RETRY_MIN_MS;
  private isWanted = false;
  private onDropped: (() => void) | undefined;

  /** Connects (once per tab); `onDropped` runs when the server refused or ended the stream. */
  open(onDropped?: () => void): void {
    this.isWanted = true;
    this.onDropped = onDropped;
    if (this.source || this.retryTimer) return;
    this.connect();
  }

  close(): void {
    this.isWanted = false;
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    this.source?.close();
    this.source = null;
    this.listening.clear();
  }

  subscribe(type: string, handler: ServerEventHandler): () => void {
    let set = this.handlers.get(type);
    if (!set) {
      set = new Set();
      this.handlers.set(type, set);
    }
    set.add(handler);
    this.listen(type);
    return () => {
      set.delete(handler);
    };
  }

  private connect(): void {
    const source = new EventSource(EVENTS_URL, { withCredentials: true });
    this.source = source;
    this.listening.clear();
    for (const type of this.handlers.keys()) this.listen(type);
    this.listen(READY_EVENT);
    source.addEventListener('open', () => {
      this.retryDelay = RETRY_MIN_MS;
    });
    source.addEventListener('error', () => {
      // A network drop reconnects by itself (CONNECTING); an HTTP error (401, 5xx) closes it.
      if (source.readyState !== EventSource.CLOSED || this.source !== source) return;
      this.source = null;
      this.onDropped?.();
      this.scheduleRetry();
    });
  }

  private scheduleRetry(): void {
    if (!this.isWanted) return;
    const delay = this.retryDelay;
    this.retryDelay = Math.min(this.retryDelay * 2, RETRY_MAX_MS);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      if (this.isWanted && !this.source) this.connect();
    }, delay);
  }

  private listen(type: string): void {
    const source = this.source;
    if (!source || this.listening.has(type)) return;
    this.listening.add(type);
    source.addEventListener(type, (event) => {
      const data = parseData((event as MessageEvent).data);
      for (const handler of this.handlers.get(type) ?? []) handler(data);
    });
  }
}

/** The tab's one stream (the class is exported for its tests). */
const eventStream = new EventStream();

/**
 * Keeps this tab's stream open while `isSignedIn`. On `resync` every query is refetched; on
 * each `ready` the data already loaded is refetched (it may have missed changes made before
 * the stream was listening), the session query aside.
 */
export function useEventStream(isSignedIn: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!isSignedIn) return;
    const refetchData = () =>
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
    const offReady = eventStream.subscribe(READY_EVENT, refetchData);
    const offResync = eventStream.subscribe(RESYNC_EVENT, () => void queryClient.invalidateQueries());
    const offAccount = eventStream.subscribe(
      ACCOUNT_CHANGED_EVENT,
      () => void queryClient.invalidateQueries({ queryKey: meQueryKey }),
    );
    // A refused stream usually means the session ended: re-read it (signed out closes the stream).
    eventStream.open(() => void queryClient.invalidateQueries({ queryKey: meQueryKey }));
    return () => {
      offReady();
      offResync();
      offAccount();
      eventStream.close();
    };
  }, [isSignedIn, queryClient]);
}

/** Runs `handler` with the parsed data of each `type` event while the component is mounted. */
export function useServerEvent(type: string, handler: ServerEventHandler): void {
  const handlerRef = useRef(handler);
  useEffect(() => {
    handlerRef.current = handler;
  });
  useEffect(() => eventStream.subscribe(type, (data) => handlerRef.current(data)), [type]);
}

/** Invalidates `queryKey` whenever one of `types` arrives (while the component is mounted). */
export function useInvalidateOnServerEvents(types: readonly string[], queryKey: QueryKey): void {
  const queryClient = useQueryClient();
  const keyRef = useRef(queryKey);
  useEffect(() => {
    keyRef.current = queryKey;
  });
  const typesKey = types.join('\n');
  useEffect(() => {
    const invalidate = () => void queryClient.invalidateQueries({ queryKey: keyRef.current });
    const offs = typesKey.split('\n').map((type) => eventStream.subscribe(type, invalidate));
    return () => offs.forEach((off) => off());
  }, [typesKey, queryClient]);
}
