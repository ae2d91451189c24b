import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { AppEnv } from '../../context';
import { requireUser } from '../../middleware/guards';
import { HEARTBEAT_MS, streamUserEvents } from './event-stream';

export interface EventsRoutesOptions {
  heartbeatMs?: number;
}

export function eventsRoutes({ heartbeatMs = HEARTBEAT_MS }: EventsRoutesOptions = {}) {
  return (
    new Hono<AppEnv>()
      // GET /api/events – the signed-in user's Server-Sent Events stream
      .get('/', requireUser, (c) => {
        const userId = c.get('user')!.id;
        const { events, draining } = c.get('deps');
        // Reverse proxies (nginx) would otherwise buffer the stream.
        c.header('X-Accel-Buffering', 'no');
        return streamSSE(c, (stream) =>
          streamUserEvents(stream, events, userId, { heartbeatMs, until: draining }),
        );
      })
      // POST /api/events/ping – sends a `ping` event to the caller's own streams (connection check)
      .post('/ping', requireUser, async (c) => {
        const ping = { id: randomUUID(), sentAt: new Date().toISOString() };
        await c.get('deps').events.publish(c.get('user')!.id, { type: 'ping', data: ping });
        return c.json(ping, 202);
      })
  );
}
