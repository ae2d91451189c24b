/** GET /api/config: what the web app may offer on this installation (no secrets). */
export interface PublicConfig {
  /** Google sign-in is configured (creators only, spec 01 section 6). */
  isGoogleEnabled: boolean;
  /** E-mail goes to the local outbox (/dev/mailbox) instead of SMTP. */
  isOutboxMail: boolean;
}
