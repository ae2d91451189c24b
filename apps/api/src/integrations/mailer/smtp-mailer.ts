import nodemailer from 'nodemailer';
import { MailRejectedError, type Mailer } from './mailer';

export interface SmtpMailerOptions {
  /** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://…:465 */
  url: string;
  /** The From header, e.g. "Partnerly <no-reply@example.com>". */
  from: string;
}

/** Delivers through an SMTP server with nodemailer; failures surface to the job queue. */
export function createSmtpMailer(options: SmtpMailerOptions): Mailer {
  const transport = nodemailer.createTransport(
    {
      url: options.url,
      // nodemailer waits up to 2 min to connect and 10 min on a silent socket; a down
      // server should fail the attempt quickly and leave the wait to the retry backoff.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    },
    { from: options.from },
  );
  return {
    kind: 'smtp',
    async deliver(message) {
      try {
        await transport.sendMail(message);
      } catch (error) {
        if (isPermanent(error)) {
          throw new MailRejectedError(`SMTP server refused mail to ${message.to}: ${errorText(error)}`, {
            cause: error,
          });
        }
        throw error;
      }
    },
    async close() {
      transport.close();
    },
  };
}

const isPermanent = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { permanent?: unknown }).permanent === true;

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
