import type { JobQueue } from '../jobs/job-queue';
import { MailRejectedError, type Mailer, type MailMessage } from './mailer';
import { logger } from '../../logging/logger';

/** One message of a batch and the key that sends it at most once (e.g. announcement and member). */
interface KeyedMailMessage {
  key: string;
  message: MailMessage;
}

/** What modules use to send e-mail: send() hands the message over for delivery. */
export interface MailService {
  readonly mailerKind: Mailer['kind'];
  /** Resolves once the message is stored as a job; delivery happens (and is retried) in the background. */
  send(message: MailMessage): Promise<void>;
  /**
   * Stores many messages as jobs in a few statements and resolves with how many were new: a
   * key already queued or delivered (within pg-boss's 7 days) is skipped, so a retried caller
   * sends nobody twice. For mass e-mail (announcements), sent from a background job.
   */
  sendBatch(messages: readonly KeyedMailMessage[]): Promise<number>;
  /** Closes the mailer; stop the job queue first so no delivery is running. */
  close(): Promise<void>;
}

const MAIL_SEND_JOB = 'mail.send';

/** A queued message; a keyed one is kept after delivery so its key keeps it from going twice. */
type MailJob = MailMessage & { isKeyed?: boolean };

export interface MailRetryPolicy {
  /** Retries after the first failed attempt. */
  retryLimit: number;
  /** Wait before the first retry; it doubles (with jitter) on every further retry. */
  retryDelaySeconds: number;
}

/** The fields a message travels with: nothing else a caller's object may carry. */
function toJob({ to, subject, text, html, replyTo, headers }: MailMessage): MailMessage {
  return {
    to,
    subject,
    text,
    html,
    ...(replyTo ? { replyTo } : {}),
    ...(headers && Object.keys(headers).length > 0 ? { headers } : {}),
  };
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
  await jobs.work<MailJob>(
    MAIL_SEND_JOB,
    async ({ data: { isKeyed: _isKeyed, ...message } }) => {
      try {
        await mailer.deliver(message);
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
      // Messages carry sign-in codes and reset links: do not keep them once delivered. Keyed
      // (marketing) messages hold no secret beyond an opt-out link and are kept for pg-boss's
      // retention, so their keys still stop a second copy.
      shouldDeleteOnSuccess: (data) => !data.isKeyed,
    },
  );
  return {
    mailerKind: mailer.kind,
    async send(message) {
      await jobs.send(MAIL_SEND_JOB, toJob(message));
    },
    sendBatch: (messages) =>
      jobs.sendBatch<MailJob>(
        MAIL_SEND_JOB,
        messages.map(({ key, message }) => ({ key, data: { ...toJob(message), isKeyed: true } })),
      ),
    close: () => mailer.close(),
  };
}
