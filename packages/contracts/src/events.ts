import { z } from 'zod';

/** Answer of POST /api/events/ping (202), also the data of the `ping` event it sends. */
export const eventPingSchema = z.object({ id: z.uuid(), sentAt: z.iso.datetime() });
export type EventPing = z.infer<typeof eventPingSchema>;
