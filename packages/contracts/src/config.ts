import { z } from 'zod';

/** GET /api/config: what the web app may offer on this installation (no secrets). */
export const publicConfigSchema = z.object({
  /** Google sign-in is configured (creators only, spec 01 section 6). */
  isGoogleEnabled: z.boolean(),
  /** E-mail goes to the local outbox (/dev/mailbox) instead of SMTP. */
  isOutboxMail: z.boolean(),
  /** The installation's support address (the API's SUPPORT_EMAIL): the privacy contact. */
  supportEmail: z.email(),
  /**
   * Where uploaded files are kept, for the Privacy Policy's transfers section: on the server
   * itself (no S3_BUCKET), in Amazon S3 in the S3_REGION region (no S3_ENDPOINT), or with
   * another S3-compatible provider at S3_ENDPOINT (whose region names no country).
   */
  fileStorage: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('server') }),
    z.object({ kind: z.literal('aws'), region: z.string() }),
    z.object({ kind: z.literal('s3-compatible') }),
  ]),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
