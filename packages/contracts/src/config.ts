import { z } from 'zod';

/** GET /api/config: what the web app may offer on this installation (no secrets). */
export const publicConfigSchema = z.object({
  /** Google sign-in is configured (creators only, spec 01 section 6). */
  isGoogleEnabled: z.boolean(),
  /** E-mail goes to the local outbox (/dev/mailbox) instead of SMTP. */
  isOutboxMail: z.boolean(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
