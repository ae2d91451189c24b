import { ACCOUNT_EVENTS } from '@partnerly/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_CHANGED_EVENT, EventStream } from './event-stream';

/** Just enough of EventSource: listeners, readyState, and a way to play the server. */
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  isClosed = false;
  private readonly listeners = new Map<string, ((event: Event) => void)[]>();

  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }

  addEventListener(type: string, listener: (event: Event) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close() {
    this.isClosed = true;
    this.readyState = FakeEventSource.CLOSED;
  }

  emit(type: string, data?: string) {
    const event = Object.assign(new Event(type), { data });
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }

  /** The server refused the stream (e.g. 401): EventSource gives up. */
  refuse() {
    this.readyState = FakeEventSource.CLOSED;
    this.emit('error');
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('EventStream', () => {
  it('opens one connection and hands each subscriber the parsed data of its type', () => {
    const stream = new EventStream();
    const created = vi.fn();
    const other = vi.fn();
    stream.subscribe('notification.created', created);
    stream.subscribe('notification.deleted', other);
    stream.open();
    stream.open();
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(FakeEventSource.instances[0]!.url).toBe('/api/events');

    FakeEventSource.instances[0]!.emit('notification.created', '{"id":"n1"}');
    expect(created).toHaveBeenCalledWith({ id: 'n1' });
    expect(other).not.toHaveBeenCalled();
  });

  it('listens for types subscribed after the connection opened, and stops calling removed handlers', () => {
    const stream = new EventStream();
    stream.open();
    const handler = vi.fn();
    const unsubscribe = stream.subscribe('ping', handler);
    FakeEventSource.instances[0]!.emit('ping', '{"n":1}');
    unsubscribe();
    FakeEventSource.instances[0]!.emit('ping', '{"n":2}');
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('after a refused stream, reports it and reconnects with growing delays', () => {
    const stream = new EventStream();
    const onDropped = vi.fn();
    const handler = vi.fn();
    stream.subscribe('resync', handler);
    stream.open(onDropped);

    FakeEventSource.instances[0]!.refuse();
    expect(onDropped).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(999);
    expect(FakeEventSource.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.instances).toHaveLength(2);

    FakeEventSource.instances[1]!.refuse();
    vi.advanceTimersByTime(1999);
    expect(FakeEventSource.instances).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.instances).toHaveLength(3);

    // The new connection carries the existing subscriptions.
    FakeEventSource.instances[2]!.emit('resync');
    expect(handler).toHaveBeenCalledWith(null);
  });

  it('close() ends the connection and any pending reconnect', () => {
    const stream = new EventStream();
    stream.open();
    FakeEventSource.instances[0]!.refuse();
    stream.close();
    vi.advanceTimersByTime(60_000);
    expect(FakeEventSource.instances).toHaveLength(1);

    stream.open();
    expect(FakeEventSource.instances).toHaveLength(2);
    stream.close();
    expect(FakeEventSource.instances[1]!.isClosed).toBe(true);
  });
});

it('listens for the account change the API publishes', () => {
  expect(ACCOUNT_CHANGED_EVENT).toBe(ACCOUNT_EVENTS.changed);
});
