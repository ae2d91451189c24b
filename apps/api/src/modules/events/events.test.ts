import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../app';
import type { AppEnv } from '../../context';
import { EventRejectedError, MAX_EVENT_BYTES } from '../../integrations/events/event-bus';
import { handleError } from '../../middleware/errors';
import { sessionMiddleware } from '../../middleware/session';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/create-test-app';
import { EVENTUALLY } from '../../test/eventually';
import { createTestUser, type TestUser } from '../../test/users';
import { readSse } from '../../test/sse-client';
import { eventsRoutes } from './events.routes';

describe('GET /api/events (Server-Sent Events)', () => {
  let t: TestApp;
  let ana: TestUser;
  let ben: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    ana = await createTestUser(t, { email: 'ana@example.com' });
    ben = await createTestUser(t, { email: 'ben@example.com' });
  });
  afterAll(() => t.close());

  const connect = async (user: TestUser) => {
    const response = await t.request('/api/events', { headers: { cookie: user.cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const stream = readSse(response);
    await stream.nextEvent('ready');
    return stream;
  };

  it('answers 401 JSON when signed out', async () => {
    const response = await t.request('/api/events');
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
  });

  it('starts with ready, then delivers each published event as its type with JSON data', async () => {
    const response = await t.request('/api/events', { headers: { cookie: ana.cookie } });
    const stream = readSse(response);
    expect(await stream.nextEvent('ready')).toEqual({ event: 'ready', data: { userId: ana.id } });

    await t.deps.events.publish(ana.id, { type: 'notification.created', data: { id: 'n1', unreadCount: 3 } });
    await t.deps.events.publish(ana.id, { type: 'campaign.updated' });
    expect(await stream.next()).toEqual({
      kind: 'event',
      event: 'notification.created',
      data: JSON.stringify({ id: 'n1', unreadCount: 3 }),
    });
    expect(await stream.next()).toEqual({ kind: 'event', event: 'campaign.updated', data: 'null' });
    await stream.close();
  });

  it("does not deliver another user's events", async () => {
    const benStream = await connect(ben);
    await t.deps.events.publish(ana.id, { type: 'secret', data: { for: 'ana' } });
    await t.deps.events.publish(ben.id, { type: 'marker' });
    // Events of one user arrive in order, so Ana's would have come before Ben's marker.
    expect(await benStream.next()).toMatchObject({ kind: 'event', event: 'marker' });
    await benStream.close();
  });

  it('POST /api/events/ping sends a ping to every stream of the caller only', async () => {
    const first = await connect(ana);
    const second = await connect(ana);
    const other = await connect(ben);

    const response = await t.request('/api/events/ping', { method: 'POST', headers: { cookie: ana.cookie } });
    expect(response.status).toBe(202);
    const ping = (await response.json()) as { id: string; sentAt: string };
    expect((await first.nextEvent('ping')).data).toEqual(ping);
    expect((await second.nextEvent('ping')).data).toEqual(ping);

    await t.deps.events.publish(ben.id, { type: 'marker' });
    expect(await other.next()).toMatchObject({ event: 'marker' });
    await Promise.all([first.close(), second.close(), other.close()]);
  });

  it('POST /api/events/ping answers 401 when signed out', async () => {
    const response = await t.request('/api/events/ping', { method: 'POST' });
    expect(response.status).toBe(401);
  });

  it('unsubscribes when the client disconnects', async () => {
    const unsubscribed = vi.fn();
    const subscribe = t.deps.events.subscribe.bind(t.deps.events);
    const spy = vi.spyOn(t.deps.events, 'subscribe').mockImplementation((userId, listener) => {
      const unsubscribe = subscribe(userId, listener);
      return () => {
        unsubscribed(userId);
        unsubscribe();
      };
    });
    const stream = await connect(ana);
    expect(unsubscribed).not.toHaveBeenCalled();
    await stream.close();
    await vi.waitFor(() => expect(unsubscribed).toHaveBeenCalledWith(ana.id), EVENTUALLY);
    spy.mockRestore();
  });

  it('refuses an event of 8000 bytes or more with a clear error, and a multi-line type', async () => {
    const big = { type: 'too.big', data: { text: 'x'.repeat(MAX_EVENT_BYTES) } };
    await expect(t.deps.events.publish(ana.id, big)).rejects.toThrow(EventRejectedError);
    await expect(t.deps.events.publish(ana.id, big)).rejects.toThrow(/must stay under 8000 bytes/);
    await expect(t.deps.events.publish(ana.id, { type: 'a\nevent: forged' })).rejects.toThrow(
      EventRejectedError,
    );
  });

  it('ends open streams when the process starts to drain (SIGTERM), and new ones at once', async () => {
    const draining = new AbortController();
    const app = createApp({ ...t.deps, draining: draining.signal });
    const open = () => app.request(`${TEST_ORIGIN}/api/events`, { headers: { cookie: ana.cookie } });
    const stream = readSse(await open());
    await stream.nextEvent('ready');

    draining.abort();
    await expect(stream.next()).rejects.toThrow('The event stream ended');
    // Reconnected while this process drains: no `ready`, the client goes elsewhere.
    const late = await open();
    expect(late.status).toBe(200);
    await expect(readSse(late).next()).rejects.toThrow('The event stream ended');
  });

  it('sends a heartbeat comment while idle', async () => {
    // The production interval is 25 s; the same routes with a short one.
    const app = new Hono<AppEnv>();
    app.onError(handleError);
    app.use('*', async (c, next) => {
      c.set('deps', t.deps);
      await next();
    });
    app.use('*', sessionMiddleware);
    app.route('/api/events', eventsRoutes({ heartbeatMs: 50 }));
    const response = await app.request(`${TEST_ORIGIN}/api/events`, { headers: { cookie: ana.cookie } });
    const stream = readSse(response);
    await stream.nextEvent('ready');
    expect(await stream.next()).toEqual({ kind: 'comment', text: 'heartbeat' });
    expect(await stream.next()).toEqual({ kind: 'comment', text: 'heartbeat' });
    await stream.close();
  });
});
