import {
  SUPPORT_MESSAGES,
  SUPPORT_REQUESTS_PER_HOUR,
  supportPriorityFor,
  type CreateSupportRequest,
  type SupportRequest,
} from '@partnerly/contracts';
import type { AppDeps } from '../../context';
import { giveBackAllowances, takeAllowances } from '../../db/rate-limits';
import { supportRequests } from '../../db/schema';
import { afterCommit } from '../../lib/after-commit';
import { tooManyRequests } from '../../middleware/errors';
import { supportTeamEmail } from './support-emails';
import { publishSupportChange } from './support-events';
import { findSupportPerson, toSupportRequest } from './support-view';

export type SupportDeps = Pick<AppDeps, 'database' | 'mail' | 'events' | 'env' | 'publicUrl'>;

/**
 * Stores a Help & Feedback request of the signed-in user (status open; priority high for a
 * bug report, else medium: decided here, never by the client) and e-mails it to SUPPORT_EMAIL
 * once stored. Each request e-mails the team, so a user may send SUPPORT_REQUESTS_PER_HOUR an
 * hour (counted atomically across processes; a failed insert gives its allowance back).
 */
export async function createSupportRequest(
  deps: SupportDeps,
  userId: string,
  input: CreateSupportRequest,
  now = new Date(),
): Promise<SupportRequest> {
  const { db } = deps.database;
  const allowed = await takeAllowances(
    db,
    [{ key: `support-request:user:${userId}`, windowSeconds: 60 * 60, max: SUPPORT_REQUESTS_PER_HOUR }],
    now.getTime(),
  );
  if (!allowed.isAllowed) throw tooManyRequests(SUPPORT_MESSAGES.throttled, allowed.retryAfterSeconds);

  let row;
  try {
    [row] = await db
      .insert(supportRequests)
      .values({
        userId,
        requestType: input.requestType,
        subject: input.subject,
        message: input.message,
        status: 'open',
        priority: supportPriorityFor(input.requestType),
        createdAt: now,
      })
      .returning();
  } catch (error) {
    await giveBackAllowances(db, allowed.taken);
    throw error;
  }
  const stored = row!;

  // The request is stored: a failure to queue the e-mail is logged, the user is not asked again.
  await afterCommit(
    `the e-mail of support request ${stored.id} to the support address`,
    async () => {
      const sender = await findSupportPerson(db, userId);
      if (!sender) return;
      const inboxUrl = `${deps.publicUrl}/admin/support`;
      await deps.mail.send(supportTeamEmail(deps.env.SUPPORT_EMAIL, stored, sender, inboxUrl));
    },
    () => publishSupportChange(deps, userId, stored.id),
  );
  return toSupportRequest(stored);
}
