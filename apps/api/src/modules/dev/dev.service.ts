import type { AppDeps } from '../../context';
import { AppError } from '../../middleware/errors';
import { findOutboxHtml, listOutbox } from '../../integrations/mailer/outbox-mailer';

const OUTBOX_LIMIT = 50;

const OUTBOX_LOCAL_ONLY_MESSAGE =
  'The outbox is only served to the computer running Partnerly (it holds sign-in codes and reset links): open /dev/mailbox there, on localhost';

interface OutboxClient {
  isLocal: boolean;
}

/**
 * Whether GET /api/dev/outbox serves the local outbox (not over SMTP; off in production unless
 * DEV_OUTBOX=true), and to this client: only a browser on the computer running Partnerly.
 */
export function isOutboxReadable(deps: Pick<AppDeps, 'env' | 'mail'>, client: OutboxClient): boolean {
  return deps.mail.mailerKind === 'outbox' && deps.env.DEV_OUTBOX && client.isLocal;
}

/**
 * The outbox is absent (404) when SMTP delivers the mail or DEV_OUTBOX is off, and refused
 * (403) to a client on another computer: a demo listening on 0.0.0.0 must not hand sign-in
 * codes and reset links to the network.
 */
function assertOutboxReadable(deps: AppDeps, client: OutboxClient): void {
  if (deps.mail.mailerKind !== 'outbox') {
    throw new AppError('NOT_FOUND', 'The outbox is off: e-mail is delivered over SMTP');
  }
  if (!deps.env.DEV_OUTBOX) {
    throw new AppError(
      'NOT_FOUND',
      'The outbox is off in production: set DEV_OUTBOX=true to read e-mails here',
    );
  }
  if (!client.isLocal) throw new AppError('FORBIDDEN', OUTBOX_LOCAL_ONLY_MESSAGE);
}

/** The newest e-mails kept by the local outbox. */
export async function listOutboxMessages(deps: AppDeps, filter: { to?: string }, client: OutboxClient) {
  assertOutboxReadable(deps, client);
  return listOutbox(deps.database.db, { to: filter.to, limit: OUTBOX_LIMIT });
}

/** The HTML of one e-mail in the local outbox. */
export async function getOutboxMessageHtml(deps: AppDeps, id: string, client: OutboxClient): Promise<string> {
  assertOutboxReadable(deps, client);
  const html = await findOutboxHtml(deps.database.db, id);
  if (html === undefined) throw new AppError('NOT_FOUND', 'No such e-mail in the outbox');
  return html;
}
