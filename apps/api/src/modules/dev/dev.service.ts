import type { AppDeps } from '../../context';
import { AppError } from '../../middleware/errors';
import { listOutbox } from '../../integrations/mailer/outbox-mailer';

const OUTBOX_LIMIT = 50;

/** The newest e-mails kept by the local outbox; absent (404) when SMTP delivers the mail. */
export async function listOutboxMessages(deps: AppDeps, filter: { to?: string }) {
  if (deps.mail.mailerKind !== 'outbox') {
    throw new AppError('NOT_FOUND', 'The outbox is off: e-mail is delivered over SMTP');
  }
  return listOutbox(deps.database.db, { to: filter.to, limit: OUTBOX_LIMIT });
}
