import type { AppDeps } from '../../context';
import { AppError } from '../../middleware/errors';
import { listOutbox } from '../../integrations/mailer/outbox-mailer';

const OUTBOX_LIMIT = 50;

/** Whether GET /api/dev/outbox serves the local outbox (not over SMTP; off in production unless DEV_OUTBOX=true). */
export function isOutboxReadable(deps: Pick<AppDeps, 'env' | 'mail'>): boolean {
  return deps.mail.mailerKind === 'outbox' && deps.env.DEV_OUTBOX;
}

/** The newest e-mails kept by the local outbox; absent (404) when SMTP delivers the mail or DEV_OUTBOX is off. */
export async function listOutboxMessages(deps: AppDeps, filter: { to?: string }) {
  if (deps.mail.mailerKind !== 'outbox') {
    throw new AppError('NOT_FOUND', 'The outbox is off: e-mail is delivered over SMTP');
  }
  if (!deps.env.DEV_OUTBOX) {
    throw new AppError(
      'NOT_FOUND',
      'The outbox is off in production: set DEV_OUTBOX=true to read e-mails here',
    );
  }
  return listOutbox(deps.database.db, { to: filter.to, limit: OUTBOX_LIMIT });
}
