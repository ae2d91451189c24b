import type { AppDeps } from '../../context';
import { AppError } from '../../middleware/errors';
import { findOutboxHtml, listOutbox } from '../../integrations/mailer/outbox-mailer';

const OUTBOX_LIMIT = 50;

/** Whether GET /api/dev/outbox serves the local outbox (not over SMTP; off in production unless DEV_OUTBOX=true). */
export function isOutboxReadable(deps: Pick<AppDeps, 'env' | 'mail'>): boolean {
  return deps.mail.mailerKind === 'outbox' && deps.env.DEV_OUTBOX;
}

/** The outbox is absent (404) when SMTP delivers the mail or DEV_OUTBOX is off. */
function assertOutboxReadable(deps: AppDeps): void {
  if (deps.mail.mailerKind !== 'outbox') {
    throw new AppError('NOT_FOUND', 'The outbox is off: e-mail is delivered over SMTP');
  }
  if (!deps.env.DEV_OUTBOX) {
    throw new AppError(
      'NOT_FOUND',
      'The outbox is off in production: set DEV_OUTBOX=true to read e-mails here',
    );
  }
}

/** The newest e-mails kept by the local outbox. */
export async function listOutboxMessages(deps: AppDeps, filter: { to?: string }) {
  assertOutboxReadable(deps);
  return listOutbox(deps.database.db, { to: filter.to, limit: OUTBOX_LIMIT });
}

/** The HTML of one e-mail in the local outbox. */
export async function getOutboxMessageHtml(deps: AppDeps, id: string): Promise<string> {
  assertOutboxReadable(deps);
  const html = await findOutboxHtml(deps.database.db, id);
  if (html === undefined) throw new AppError('NOT_FOUND', 'No such e-mail in the outbox');
  return html;
}
