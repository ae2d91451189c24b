import { z } from 'zod';

// Liveness and readiness (decision 0035): what a load balancer or orchestrator reads.

/** The database the API runs on. */
export const DATABASE_KINDS = ['postgres', 'pglite'] as const;
export type DatabaseKind = (typeof DATABASE_KINDS)[number];

/** GET /api/health: the process is up (no database call). */
export const healthSchema = z.object({ status: z.literal('ok'), database: z.enum(DATABASE_KINDS) });
export type Health = z.infer<typeof healthSchema>;

/** GET /api/ready, 200: this process should get traffic. */
export const readySchema = z.object({ status: z.literal('ready'), database: z.enum(DATABASE_KINDS) });
export type Ready = z.infer<typeof readySchema>;

/** GET /api/ready, 503: draining after SIGTERM, or the database did not answer in time. */
export const notReadySchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('draining') }),
  z.object({ status: z.literal('unavailable'), reason: z.literal('database') }),
]);
export type NotReady = z.infer<typeof notReadySchema>;
