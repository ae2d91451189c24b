import { randomUUID } from 'node:crypto';
import { eventPingSchema } from '@partnerly/contracts';
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { AppEnv } from '../../context';
import { requireUser } from '../../middleware/guards';
import { describe, json } from '../../openapi/describe';
import { HEARTBEAT_MS, streamUserEvents } from './event-stream';

export interface EventsRoutesOptions {
  heartbeatMs?: number;
}

export function eventsRoutes({ heartbeatMs = HEARTBEAT_MS }: EventsRoutesOptions = {}) {
  return (
    new Hono<AppEnv>()
      // GET /api/events – the signed-in user's Server-Sent Events stream
      .get(
        '/',
        describe({
          summary: "The signed-in user's Server-Sent Events stream",
          tags: ['events'],
          responses: {
            200: { description: 'Events until the client or the server closes', media: 'text/event-stream' },
          },
        }),
        requireUser,
        (c) => {
          const userId = c.get('user')!.id;
          const { events, draining } = c.get('deps');
          // Reverse proxies (nginx) would otherwise buffer the stream.
          c.header('X-Accel-Buffering', 'no');
          return streamSSE(c, (stream) =>
            streamUserEvents(stream, events, userId, { heartbeatMs, until: draining }),
          );
        },
      )
      // POST /api/events/ping – sends a `ping` event to the caller's own streams (connection check)
      .post(
        '/ping',
        describe({
          summary: "Send a ping event to the caller's own streams (connection check)",
          tags: ['events'],
          responses: { 202: json(eventPingSchema, 'Sent; the same data arrives as a ping event') },
        }),
        requireUser,
        async (c) => {
          const ping = { id: randomUUID(), sentAt: new Date().toISOString() };
          await c.get('deps').events.publish(c.get('user')!.id, { type: 'ping', data: ping });
          return c.json(ping, 202);
        },
      )
  );
}
