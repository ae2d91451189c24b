import { SUPPORT_MESSAGES, type AdminSupportRequest } from '@partnerly/contracts';
import { afterCommit } from '../../lib/after-commit';
import type { SupportDeps } from './create-support-request';
import { publishSupportChange } from './support-events';
import { changeSupportRequest } from './support-transition';
import { loadSupportPeople, toAdminSupportRequest } from './support-view';

/**
 * Closes a request (open or answered; admins and super admins alike): it leaves the open queue
 * and can no longer be answered. Closing twice answers 409. The user's 'My requests' shows it
 * closed (live); no e-mail, the answer (if any) was already sent.
 */
export async function closeSupportRequest(
  deps: Pick<SupportDeps, 'database' | 'events'>,
  adminId: string,
  id: string,
  now = new Date(),
): Promise<AdminSupportRequest> {
  const { db } = deps.database;
  const { row } = await db.transaction((tx) =>
    changeSupportRequest(tx, adminId, id, {
      from: ['open', 'answered'],
      set: { status: 'closed', closedAt: now },
      refusal: SUPPORT_MESSAGES.alreadyClosed,
      audit: 'support_closed',
    }),
  );
  await afterCommit(`the support.changed events of request ${row.id}`, () =>
    publishSupportChange(deps, row.userId, row.id),
  );
  return toAdminSupportRequest(row, await loadSupportPeople(db, [row.userId, row.repliedBy]));
}
