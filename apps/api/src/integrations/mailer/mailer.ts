export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where replies go instead of the From address (the sender of a support request). */
  replyTo?: string;
  /**
   * Extra header fields, e.g. a marketing e-mail's List-Unsubscribe and List-Unsubscribe-Post
   * (RFC 2369, RFC 8058). Names are ASCII header names; values are single-line text.
   */
  headers?: Record<string, string>;
}

/** Delivers one e-mail now; throws when delivery fails (the job queue retries). */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  /** Throws MailRejectedError when the server refuses the message for good. */
  deliver(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

/** A permanent refusal (SMTP 5xx, e.g. unknown mailbox): sending again would fail again. */
export class MailRejectedError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'MailRejectedError';
  }
}
