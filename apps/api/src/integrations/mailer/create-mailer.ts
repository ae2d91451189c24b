import type { Env } from '../../config/env';
import type { Db } from '../../db/client';
import type { Mailer } from './mailer';
import { createOutboxMailer } from './outbox-mailer';
import { createSmtpMailer } from './smtp-mailer';
import { logger } from '../../logging/logger';

/** SMTP when SMTP_URL is set, otherwise the local outbox table. */
export function createMailer(env: Env, db: Db): Mailer {
  if (env.SMTP_URL) return createSmtpMailer({ url: env.SMTP_URL, from: env.MAIL_FROM });
  if (env.NODE_ENV === 'production') {
    logger.warn(
      env.DEV_OUTBOX
        ? 'SMTP_URL is not set and DEV_OUTBOX=true: e-mails stay in the local outbox, readable by anyone at /api/dev/outbox.'
        : 'SMTP_URL is not set: e-mails stay in the local outbox and are not delivered.',
    );
  }
  return createOutboxMailer(db);
}
