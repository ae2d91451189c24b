import postgres from 'postgres';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { EVENTUALLY } from '../../test/eventually';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import {
  EventRejectedError,
  MAX_EVENT_BYTES,
  RESYNC_EVENT,
  type EventBus,
  type UserEvent,
} from './event-bus';
import { createPostgresEventBus, EVENTS_APPLICATION_NAME } from './postgres-event-bus';
import { captureLogs } from '../../test/logs';

/** Collects what a subscriber receives and waits for the next one. */
function record(bus: EventBus, userId: string) {
  const received: UserEvent[] = [];
  const unsubscribe = bus.subscribe(userId, (event) => received.push(event));
  const waitFor = (type: string, timeoutMs = EVENTUALLY.timeout) =>
    vi.waitFor(
      () => {
        const event = received.find((candidate) => candidate.type === type);
        if (!event) throw new Error(`no ${type} event yet`);
        return event;
      },
      { timeout: timeoutMs, interval: 10 },
    );
  return { received, unsubscribe, waitFor };
}

describe('PostgresEventBus (LISTEN/NOTIFY)', () => {
  let testDb: TestDatabase;
  let admin: postgres.Sql;
  let databaseName: string;
  const buses: EventBus[] = [];
  const openBus = async (retryBaseMs?: number) => {
    const bus = await createPostgresEventBus(testDb.database.sql!, { retryBaseMs });
    buses.push(bus);
    return bus;
  };
  const terminateListeners = () =>
    admin`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = ${databaseName} and application_name = ${EVENTS_APPLICATION_NAME}`;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    const url = new URL(testDb.url!);
    databaseName = url.pathname.slice(1);
    url.pathname = '/postgres';
    admin = postgres(url.toString(), { max: 1, onnotice: () => {} });
  });
  afterEach(async () => {
    await Promise.all(buses.splice(0).map((bus) => bus.close()));
  });
  afterAll(async () => {
    await admin.unsafe(`alter database ${databaseName} allow_connections true`);
    await admin.end();
    await testDb.drop();
  });

  it('delivers an event published on one bus to the subscribers of another (two processes)', async () => {
    const [a, b] = [await openBus(), await openBus()];
    const onB = record(b, 'user-1');
    const otherUser = record(b, 'user-2');
    await a.publish('user-1', { type: 'campaign.updated', data: { id: 'c1', at: new Date(0) } });
    // JSON on the wire: a Date arrives as its ISO string.
    expect(await onB.waitFor('campaign.updated')).toEqual({
      type: 'campaign.updated',
      data: { id: 'c1', at: '1970-01-01T00:00:00.000Z' },
    });
    await a.publish('user-2', { type: 'marker' });
    await otherUser.waitFor('marker');
    expect(otherUser.received.map((event) => event.type)).toEqual(['marker']);
    expect(onB.received).toHaveLength(1);
  });

  it('refuses a payload PostgreSQL would reject, naming the limit', async () => {
    const bus = await openBus();
    const event = { type: 'too.big', data: 'é'.repeat(MAX_EVENT_BYTES / 2) };
    await expect(bus.publish('user-1', event)).rejects.toThrow(EventRejectedError);
    await expect(bus.publish('user-1', event)).rejects.toThrow(
      /is \d+ bytes; events must stay under 8000 bytes/,
    );
    // Just under the limit still goes through.
    const subscriber = record(bus, 'user-1');
    await bus.publish('user-1', { type: 'fits', data: 'x'.repeat(MAX_EVENT_BYTES - 100) });
    await subscriber.waitFor('fits');
  });

  it('listens again after its connection is killed and tells subscribers to resync', async () => {
    const bus = await openBus(20);
    const subscriber = record(bus, 'user-1');
    await terminateListeners();
    expect(await subscriber.waitFor('resync')).toEqual(RESYNC_EVENT);
    await bus.publish('user-1', { type: 'after.reconnect' });
    await subscriber.waitFor('after.reconnect');
  });

  it('keeps retrying while the database refuses connections', async () => {
    const lines = captureLogs();
    const bus = await openBus(20);
    const subscriber = record(bus, 'user-1');
    await admin.unsafe(`alter database ${databaseName} allow_connections false`);
    await terminateListeners();
    await vi.waitFor(
      () =>
        expect(lines).toContainEqual(
          expect.objectContaining({ level: 'error', msg: expect.stringContaining('retrying') }),
        ),
      EVENTUALLY,
    );
    // Several attempts fail while connections are refused.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(subscriber.received).toEqual([]);
    await admin.unsafe(`alter database ${databaseName} allow_connections true`);
    await subscriber.waitFor('resync');
    await bus.publish('user-1', { type: 'after.outage' });
    await subscriber.waitFor('after.outage');
  });
});
