import type { JobQueue } from '../jobs/job-queue';
import { MailRejectedError, type Mailer, type MailMessage } from './mailer';
import { logger } from '../../logging/logger';

/** What modules use to send e-mail: send() hands the message over for delivery. */
export interface MailService {
  readonly mailerKind: Mailer['kind'];
  /** Resolves once the message is stored as a job; delivery happens (and is retried) in the background. */
  send(message: MailMessage): Promise<void>;
  /** Closes the mailer; stop the job queue first so no delivery is running. */
  close(): Promise<void>;
}

const MAIL_SEND_JOB = 'mail.send';

export interface MailRetryPolicy {
  /** Retries after the first failed attempt. */
  retryLimit: number;
  /** Wait before the first retry; it doubles (with jitter) on every further retry. */
  retryDelaySeconds: number;
}

/**
 * Queues every message as a 'mail.send' job: a worker delivers it through the mailer and
 * retries with backoff while the mail server is unreachable, so nothing is lost.
 */
export async function createQueuedMailService(
  jobs: JobQueue,
  mailer: Mailer,
  retry: MailRetryPolicy,
): Promise<MailService> {
  await jobs.work<MailMessage>(
    MAIL_SEND_JOB,
    async ({ data }) => {
      try {
        await mailer.deliver(data);
      } catch (error) {
        // A permanent refusal would only be refused again: log it and finish the job.
        if (!(error instanceof MailRejectedError)) throw error;
        logger.error({ err: error }, error.message);
      }
    },
    {
      retryLimit: retry.retryLimit,
      retryDelaySeconds: retry.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: 120,
      // Messages carry sign-in codes and reset links: do not keep them once delivered.
      shouldDeleteOnSuccess: true,
    },
  );
  return {
    mailerKind: mailer.kind,
    async send(message) {
      const { to, subject, text, html, replyTo } = message;
      await jobs.send(MAIL_SEND_JOB, { to, subject, text, html, ...(replyTo ? { replyTo } : {}) });
    },
    close: () => mailer.close(),
  };
}
