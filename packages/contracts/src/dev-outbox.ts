import { z } from 'zod';

/** An e-mail kept by the local outbox (development, demos, tests). */
export const outboxEmailSchema = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  /** Extra headers it carried, e.g. List-Unsubscribe and List-Unsubscribe-Post of a marketing e-mail. */
  headers: z.record(z.string(), z.string()),
  createdAt: z.iso.datetime(),
});
export type OutboxEmail = z.infer<typeof outboxEmailSchema>;

/** GET /api/dev/outbox: the newest e-mails first. */
export const outboxListSchema = z.object({ items: z.array(outboxEmailSchema) });
export type OutboxList = z.infer<typeof outboxListSchema>;
